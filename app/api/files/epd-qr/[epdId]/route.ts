import { withBff } from '@/lib/bff/server/with-bff';
import { epdEndpoints } from '@/lib/epd/endpoints';
import { streamQrLabel } from '@/lib/epd/server/report-files';

// GET /api/files/epd-qr/{epdId}?disposition=inline|attachment – the product's QR label (PNG), for its own company.
export const GET = withBff(epdEndpoints.qrLabelFile, ({ req, input, session, locale }) =>
  streamQrLabel(input.epdId, { session, locale, signal: req.signal, disposition: input.disposition }),
);
