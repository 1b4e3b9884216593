import { withBff } from '@/lib/bff/with-bff';
import { streamLinkLogo } from '@/lib/content/server/files';

// GET /api/files/public/links/{id}/logo – the logo of a friendly link.
export const GET = withBff<{ id: string }>(async ({ req, params, locale }) =>
  streamLinkLogo(params.id, { locale, signal: req.signal }),
);
