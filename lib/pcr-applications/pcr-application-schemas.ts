import * as z from '@/lib/validation/zod';
import { PCR_COMPANY_MAX, PCR_PRODUCT_MAX } from './pcr-application-form';

/**
 * The PCR application (business.md 2.2 "PCR apply", 3, 5): the company's name and the product a
 * PCR is asked for, both required with the spec's messages ("company name cannot be empty",
 * "product cannot be empty"), within the platform's limits (`./pcr-application-form`).
 */
export const pcrApplicationSchema = z.object({
  companyName: z.string().check(z.trim(), z.minLength(1, 'pcrCompanyRequired'), z.maxLength(PCR_COMPANY_MAX)),
  product: z.string().check(z.trim(), z.minLength(1, 'pcrProductRequired'), z.maxLength(PCR_PRODUCT_MAX)),
});
export type PcrApplicationValues = z.input<typeof pcrApplicationSchema>;
