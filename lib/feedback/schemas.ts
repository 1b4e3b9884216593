import { captchaPassedSchema, emailSchema } from '@/lib/validation/fields';
import * as z from '@/lib/validation/zod';
import { FEEDBACK_LIMITS, FEEDBACK_PHONE } from './dto';

/** The feedback form (business.md 2.2, 3, 5): all required, within the platform's limits (`./dto`). */
export const feedbackFormSchema = z.object({
  companyName: z
    .string()
    .check(z.trim(), z.minLength(1, 'companyNameRequired'), z.maxLength(FEEDBACK_LIMITS.companyName)),
  name: z.string().check(z.trim(), z.minLength(1, 'nameRequired'), z.maxLength(FEEDBACK_LIMITS.name)),
  phone: z.string().check(z.trim(), z.minLength(1, 'phoneRequired'), z.regex(FEEDBACK_PHONE, 'phoneInvalid')),
  email: emailSchema,
  message: z
    .string()
    .check(z.trim(), z.minLength(1, 'messageRequired'), z.maxLength(FEEDBACK_LIMITS.message)),
});
export type FeedbackFormValues = z.input<typeof feedbackFormSchema>;

/** The form and the slider puzzle's captchaVerification (protocols.md), spent by upstream. */
export const feedbackSendSchema = z.extend(feedbackFormSchema, captchaPassedSchema.shape);
