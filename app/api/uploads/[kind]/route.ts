import { withBff } from '@/lib/bff/with-bff';
import { uploadEndpoints } from '@/lib/uploads/endpoints';
import { receiveUpload } from '@/lib/uploads/receive-upload';

// POST /api/uploads/{kind} – streams a file through its policy's checks to the platform.
export const POST = withBff(uploadEndpoints.upload, async ({ input, viewer, req }) =>
  receiveUpload(input, viewer, { declaredBytes: Number(req.headers.get('content-length')) || 0, signal: req.signal }),
);
