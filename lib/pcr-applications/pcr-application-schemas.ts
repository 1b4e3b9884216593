import * as z from '@/lib/validation/zod';

/**
 * The PCR application (business.md 2.2 "PCR apply", 3, 5): the company's name and the product a
 * PCR is asked for, both required with the spec's messages ("company name cannot be empty",
 * "product cannot be empty"). The limits are the platform's (upstream: 100 and 200).
 */
export const PCR_COMPANY_MAX = 100;
export const PCR_PRODUCT_MAX = 200;

export const pcrApplicationSchema = z.object({
  companyName: z.string().trim().min(1, 'pcrCompanyRequired').max(PCR_COMPANY_MAX),
  product: z.string().trim().min(1, 'pcrProductRequired').max(PCR_PRODUCT_MAX),
});
export type PcrApplicationValues = z.input<typeof pcrApplicationSchema>;

/** The form's draft in this tab (components/forms/use-form-draft.ts), under the user's id. */
export function pcrApplicationDraftKey(userId: string | number): string {
  return `pcr-application:${userId}`;
}

