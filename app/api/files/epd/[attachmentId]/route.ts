import { withBff } from '@/lib/bff/server/with-bff';
import { epdEndpoints } from '@/lib/epd/endpoints';
import { streamEpdReport } from '@/lib/epd/server/report-files';

export const GET = withBff(epdEndpoints.reportFile, ({ req, input, session, locale }) =>
  streamEpdReport(input.attachmentId, {
    session,
    locale,
    signal: req.signal,
    disposition: input.disposition,
  }),
);
