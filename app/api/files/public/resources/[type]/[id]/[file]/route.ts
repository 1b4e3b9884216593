import { withBff } from '@/lib/bff/server/with-bff';
import { contentFileEndpoints } from '@/lib/content/endpoints';
import { streamResourceFile } from '@/lib/content/server/files';

export const GET = withBff(contentFileEndpoints.resourceFile, ({ req, input, locale }) =>
  streamResourceFile(input.type, input.id, input.file, { locale, signal: req.signal, width: input.w }),
);
