import { withBff } from '@/lib/bff/with-bff';
import { streamNewsCover } from '@/lib/content/server/files';

// GET /api/files/public/news/{id}/cover – the cover picture of a news item.
export const GET = withBff<{ id: string }>(async ({ req, params, locale }) =>
  streamNewsCover(params.id, { locale, signal: req.signal }),
);
