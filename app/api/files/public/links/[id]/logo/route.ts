import { withBff } from '@/lib/bff/server/with-bff';
import { contentFileEndpoints } from '@/lib/content/endpoints';
import { streamLinkLogo } from '@/lib/content/server/files';

export const GET = withBff(contentFileEndpoints.linkLogo, ({ req, input, locale }) =>
  streamLinkLogo(input.id, { locale, signal: req.signal }),
);
