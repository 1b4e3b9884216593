import { withBff } from '@/lib/bff/with-bff';
import { streamNoticeAttachment } from '@/lib/content/server/files';

// GET /api/files/public/notices/{id}/{attachmentId} – downloads an attachment the notice lists.
export const GET = withBff<{ id: string; attachmentId: string }>(async ({ req, params, locale }) =>
  streamNoticeAttachment(params.id, params.attachmentId, { locale, signal: req.signal }),
);
