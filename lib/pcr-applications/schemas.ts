import * as z from '@/lib/validation/zod';
import { PCR_COMPANY_MAX, PCR_PRODUCT_MAX } from './dto';

/** business.md 2.2 "PCR apply", 3, 5: both required, with the spec's messages, within the platform's limits. */
export const pcrApplicationSchema = z.object({
  companyName: z.string().check(z.trim(), z.minLength(1, 'pcrCompanyRequired'), z.maxLength(PCR_COMPANY_MAX)),
  product: z.string().check(z.trim(), z.minLength(1, 'pcrProductRequired'), z.maxLength(PCR_PRODUCT_MAX)),
});
export type PcrApplicationValues = z.input<typeof pcrApplicationSchema>;
