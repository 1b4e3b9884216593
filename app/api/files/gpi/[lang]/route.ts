import { withBff } from '@/lib/bff/server/with-bff';
import { contentFileEndpoints } from '@/lib/content/endpoints';
import { streamGpiDocument } from '@/lib/content/server/files';

// GET /api/files/gpi/{zh|en} – downloads the general programme instructions (signed in, audit not blocking).
export const GET = withBff(contentFileEndpoints.gpiDocument, ({ req, input, session, locale }) =>
  streamGpiDocument(input.lang, session, { locale, signal: req.signal }),
);
