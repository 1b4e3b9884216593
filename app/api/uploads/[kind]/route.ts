import { withBff } from '@/lib/bff/with-bff';
import { uploadEndpoints } from '@/lib/uploads/endpoints';
import { requireApiAccess } from '@/lib/guards/api-access';
import { checkDeclaredLength, receiveUpload } from '@/lib/uploads/receive-upload';
import { UPLOAD_POLICIES } from '@/lib/uploads/upload-policy';

// POST /api/uploads/{kind} – checks a file (size, extension, first bytes) and uploads it to the platform.
// An unknown kind is a 404 from the input's parsing (lib/uploads/endpoints.ts).
// Every kind passes its form's guard with fresh data first, so a user whose audit or company status
// forbids that form cannot store its files on the platform either.
export const POST = withBff(uploadEndpoints.upload, async ({ input, viewer, req, session, locale }) => {
  checkDeclaredLength(req.headers);
  await requireApiAccess(UPLOAD_POLICIES[input.kind].accessRoute, session, locale);
  return receiveUpload(input, viewer, req.signal);
});
