import * as z from '@/lib/validation/zod';

/**
 * A system message as the bell's popover and /textmessage show it (STYLE.md habit 9): the HTML
 * sanitised on the server, and the send time whole and as its first 10 characters (accounts.md 2.1).
 */
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

/** A message id as upstream numbers them. */
export const messageIdSchema = z.string().check(z.regex(/^\d{1,18}$/, 'invalid'));
