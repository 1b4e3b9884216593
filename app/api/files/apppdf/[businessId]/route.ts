import { withBff } from '@/lib/bff/with-bff';
import { epdEndpoints } from '@/lib/epd/endpoints';
import { streamAppPdf } from '@/lib/epd/report-files';

// GET /api/files/apppdf/{businessId}?disposition=inline|attachment – the report behind /apppdf/{businessId}.
export const GET = withBff(epdEndpoints.appPdfFile, ({ req, input, session, locale }) =>
  streamAppPdf(input.businessId, { session, locale, signal: req.signal, disposition: input.disposition }),
);
