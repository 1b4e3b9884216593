import { withBff } from '@/lib/bff/server/with-bff';
import { contentFileEndpoints } from '@/lib/content/endpoints';
import { streamPcrDocument } from '@/lib/content/server/files';

// GET /api/files/pcr/{attachmentId} – downloads a PCR document (signed in, audit not blocking).
export const GET = withBff(contentFileEndpoints.pcrDocument, ({ req, input, session, locale }) =>
  streamPcrDocument(input.attachmentId, session, { locale, signal: req.signal }),
);
