import { uploadedFileSchema } from '@/lib/uploads/endpoints';
import { companyAuthenticationSchema } from '@/lib/validation/account';
import * as z from '@/lib/validation/zod';

/**
 * The company authentication form (business.md 2.2, 5): the BFF's schema (`companyAuthenticationSchema`,
 * attachment ids) with the two images as the upload fields keep them, `{id, fileName, size}` or
 * nothing yet, each with its own warning when missing; the form sends their ids.
 */
const attachment = (missing: 'licenceRequired' | 'billRequired') =>
  z.nullable(uploadedFileSchema).check(z.refine((file) => file !== null, missing));

export const companyAuthenticationFormSchema = z.extend(companyAuthenticationSchema, {
  licenseAttachmentId: attachment('licenceRequired'),
  billAttachmentId: attachment('billRequired'),
});
export type CompanyAuthenticationFormValues = z.input<typeof companyAuthenticationFormSchema>;

/** A region as the province and city selects offer it. */
export const regionSchema = z.object({ value: z.string(), label: z.string(), children: z.array(z.never()) });

/**
 * The form's draft in this tab (components/forms/use-form-draft.ts), under the user's id: a reload
 * or a back-and-forward keeps the twelve fields and the images; another account never sees it.
 */
export function companyAuthenticationDraftKey(userId: string | number): string {
  return `company-authentication:${userId}`;
}
