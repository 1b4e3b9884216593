import * as z from '@/lib/validation/zod';

/** System messages are listed 4 a page (accounts.md 9); "more" hides when fewer than 3 came back (4.8). */
export const MESSAGE_PAGE_SIZE = 4;
export const MORE_THRESHOLD = 3;

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

export const messagePageSchema = z.object({ items: z.array(messageItemSchema), total: z.number().int().min(0) });
export type MessagePage = z.infer<typeof messagePageSchema>;

/** A message id as upstream numbers them. */
export const messageIdSchema = z.string().regex(/^\d{1,18}$/, 'invalid');
