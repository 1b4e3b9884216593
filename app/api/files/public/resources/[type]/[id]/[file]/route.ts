import { withBff } from '@/lib/bff/with-bff';
import { streamResourceFile } from '@/lib/content/server/files';

// GET /api/files/public/resources/{type}/{id}/{image|zh|en} – a resource's picture, or its Chinese or English file.
export const GET = withBff<{ type: string; id: string; file: string }>(async ({ req, params, locale }) =>
  streamResourceFile(params.type, params.id, params.file, { locale, signal: req.signal }),
);
