import { parseInput } from '@/lib/bff/parse-input';
import { withBff } from '@/lib/bff/with-bff';
import { fileQuerySchema } from '@/lib/epd/file-query';
import { fileId, streamEpdReport } from '@/lib/epd/report-files';

// GET /api/files/epd/{attachmentId}?disposition=inline|attachment – a declaration report (PDF) for a search card.
export const GET = withBff<{ attachmentId: string }>(async ({ req, params, session, locale }) => {
  const { disposition } = await parseInput(req, fileQuerySchema);
  return streamEpdReport(fileId(params.attachmentId), { session, locale, signal: req.signal, disposition });
});
