import { withBff } from '@/lib/bff/server/with-bff';
import { loadLcesStandardPdfNames } from '@/lib/low-carbon-steel/server/lces-catalogue';
import { uploadEndpoints } from '@/lib/uploads/endpoints';
import { receiveUpload } from '@/lib/uploads/server/receive-upload';

export const POST = withBff(uploadEndpoints.upload, async ({ input, viewer, req }) =>
  receiveUpload(input, viewer, {
    declaredBytes: Number(req.headers.get('content-length')) || 0,
    signal: req.signal,
    standardPdfNames: loadLcesStandardPdfNames,
  }),
);
