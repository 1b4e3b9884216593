import { withBff } from '@/lib/bff/server/with-bff';
import { epdEndpoints } from '@/lib/epd/endpoints';
import { streamAppPdf } from '@/lib/epd/server/report-files';

export const GET = withBff(epdEndpoints.appPdfFile, ({ req, input, session, locale }) =>
  streamAppPdf(input.businessId, { session, locale, signal: req.signal, disposition: input.disposition }),
);
