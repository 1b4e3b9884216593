import { parseInput } from '@/lib/bff/parse-input';
import { withBff } from '@/lib/bff/with-bff';
import { fileQuerySchema } from '@/lib/epd/file-query';
import { fileId, streamAppPdf } from '@/lib/epd/report-files';

// GET /api/files/apppdf/{businessId}?disposition=inline|attachment – the report behind /apppdf/{businessId}.
export const GET = withBff<{ businessId: string }>(async ({ req, params, session, locale }) => {
  const { disposition } = await parseInput(req, fileQuerySchema);
  return streamAppPdf(fileId(params.businessId), { session, locale, signal: req.signal, disposition });
});
