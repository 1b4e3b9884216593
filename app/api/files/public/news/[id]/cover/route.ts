import { withBff } from '@/lib/bff/with-bff';
import { contentFileEndpoints } from '@/lib/content/endpoints';
import { streamNewsCover } from '@/lib/content/server/files';

// GET /api/files/public/news/{id}/cover[?w=320|640|960] – the cover picture of a news item (a WebP that wide with w).
export const GET = withBff(contentFileEndpoints.newsCover, ({ req, input, locale }) =>
  streamNewsCover(input.id, { locale, signal: req.signal, width: input.w }),
);
