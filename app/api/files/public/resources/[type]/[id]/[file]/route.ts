import { withBff } from '@/lib/bff/with-bff';
import { contentFileEndpoints } from '@/lib/content/endpoints';
import { streamResourceFile } from '@/lib/content/server/files';

// GET /api/files/public/resources/{type}/{id}/{image|zh|en}[?w=320|640|960] – a resource's picture (a WebP that wide with w), or its Chinese or English file.
export const GET = withBff(contentFileEndpoints.resourceFile, ({ req, input, locale }) =>
  streamResourceFile(input.type, input.id, input.file, { locale, signal: req.signal, width: input.w }),
);
