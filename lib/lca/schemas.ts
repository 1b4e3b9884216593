import { requiredText } from '@/lib/validation/fields';
import * as z from '@/lib/validation/zod';

/** The LCA tool subscription (accounts.md 5): user name, company, industry and position, all required. */
export const lcaSubscriptionSchema = z.object({
  username: requiredText(32),
  companyName: requiredText(64),
  industryCategory: z.string().check(z.trim(), z.minLength(1, 'choiceRequired'), z.maxLength(64, 'invalid')),
  position: requiredText(64),
});
