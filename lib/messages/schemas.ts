import * as z from '@/lib/validation/zod';

/** STYLE.md habit 9: HTML sanitised on the server; `sentOn` is the send time's date part (accounts.md 2.1). */
export const messageItemSchema = z.object({
  id: z.string(),
  read: z.boolean(),
  html: z.string(),
  sentOn: z.string(),
  sentAt: z.string(),
});
export type MessageItem = z.infer<typeof messageItemSchema>;

export const messagePageSchema = z.object({
  items: z.array(messageItemSchema),
  total: z.int().check(z.gte(0)),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

export const messageIdSchema = z.string().check(z.regex(/^\d{1,18}$/, 'invalid'));
