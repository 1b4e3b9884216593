import { withBff } from '@/lib/bff/with-bff';
import { uploadEndpoints } from '@/lib/uploads/endpoints';
import { checkDeclaredLength, receiveUpload } from '@/lib/uploads/receive-upload';

// POST /api/uploads/{kind} – checks a file (size, extension, first bytes) and uploads it to the platform.
// An unknown kind is a 404 from the input's parsing (lib/uploads/endpoints.ts).
export const POST = withBff(uploadEndpoints.upload, async ({ input, viewer, req }) => {
  checkDeclaredLength(req.headers);
  return receiveUpload(input, viewer, req.signal);
});
