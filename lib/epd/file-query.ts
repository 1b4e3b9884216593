import * as z from '@/lib/validation/zod';

/** `?disposition=inline` shows a file in the page (PDF viewer, QR image); the default downloads it. */
export const fileQuerySchema = z.object({
  disposition: z._default(z.catch(z.enum(['inline', 'attachment']), 'attachment'), 'attachment'),
});
