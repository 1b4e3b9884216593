import { withBff } from '@/lib/bff/server/with-bff';
import { contentFileEndpoints } from '@/lib/content/endpoints';
import { streamNewsCover } from '@/lib/content/server/files';

export const GET = withBff(contentFileEndpoints.newsCover, ({ req, input, locale }) =>
  streamNewsCover(input.id, { locale, signal: req.signal, width: input.w }),
);
