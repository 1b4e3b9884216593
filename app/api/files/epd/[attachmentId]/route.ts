import { withBff } from '@/lib/bff/with-bff';
import { epdEndpoints } from '@/lib/epd/endpoints';
import { streamEpdReport } from '@/lib/epd/report-files';

// GET /api/files/epd/{attachmentId}?disposition=inline|attachment – a declaration report (PDF) for a search card.
export const GET = withBff(epdEndpoints.reportFile, ({ req, input, session, locale }) =>
  streamEpdReport(input.attachmentId, { session, locale, signal: req.signal, disposition: input.disposition }),
);
