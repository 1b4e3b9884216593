import { withBff } from '@/lib/bff/with-bff';
import { streamGpiDocument } from '@/lib/content/server/files';

// GET /api/files/gpi/{zh|en} – downloads the general programme instructions (signed in, audit not blocking).
export const GET = withBff<{ lang: string }>(async ({ req, params, session, locale }) =>
  streamGpiDocument(params.lang, session, { locale, signal: req.signal }),
);
