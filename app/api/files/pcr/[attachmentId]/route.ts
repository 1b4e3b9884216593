import { withBff } from '@/lib/bff/with-bff';
import { streamPcrDocument } from '@/lib/content/server/files';

// GET /api/files/pcr/{attachmentId} – downloads a PCR document (signed in, audit not blocking).
export const GET = withBff<{ attachmentId: string }>(async ({ req, params, session, locale }) =>
  streamPcrDocument(params.attachmentId, session, { locale, signal: req.signal }),
);
