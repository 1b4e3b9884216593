import { withBff } from '@/lib/bff/with-bff';
import { contentFileEndpoints } from '@/lib/content/endpoints';
import { streamLinkLogo } from '@/lib/content/server/files';

// GET /api/files/public/links/{id}/logo – the logo of a friendly link.
export const GET = withBff(contentFileEndpoints.linkLogo, ({ req, input, locale }) => streamLinkLogo(input.id, { locale, signal: req.signal }));
