import { parseInput } from '@/lib/bff/parse-input';
import { withBff } from '@/lib/bff/with-bff';
import { fileQuerySchema } from '@/lib/epd/file-query';
import { fileId, streamQrLabel } from '@/lib/epd/report-files';

// GET /api/files/epd-qr/{epdId}?disposition=inline|attachment – the product's QR label (PNG), for its own company.
export const GET = withBff<{ epdId: string }>(async ({ req, params, session, locale }) => {
  const { disposition } = await parseInput(req, fileQuerySchema);
  return streamQrLabel(fileId(params.epdId), { session, locale, signal: req.signal, disposition });
});
