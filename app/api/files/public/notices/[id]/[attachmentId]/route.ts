import { withBff } from '@/lib/bff/server/with-bff';
import { contentFileEndpoints } from '@/lib/content/endpoints';
import { streamNoticeAttachment } from '@/lib/content/server/files';

// GET /api/files/public/notices/{id}/{attachmentId} – downloads an attachment the notice lists.
export const GET = withBff(contentFileEndpoints.noticeAttachment, ({ req, input, locale }) =>
  streamNoticeAttachment(input.id, input.attachmentId, { locale, signal: req.signal }),
);
