import { withBff } from '@/lib/bff/with-bff';
import { DomainError } from '@/lib/errors/domain-error';
import { isSignedIn } from '@/lib/session/viewer';
import { verificationEndpoints } from '@/lib/verification/endpoints';
import { streamRequestFile } from '@/lib/verification/server/verification';

// GET /api/verification/requests/{id}/files/{fileId}?disposition=inline|attachment – the applicant's
// PDF or the platform's feedback PDF, streamed with the token in the header.
export const GET = withBff(verificationEndpoints.file, ({ input, viewer, req }) => {
  if (!isSignedIn(viewer)) throw new DomainError('LOGIN_REQUIRED');
  return streamRequestFile(viewer, input, req.signal);
});
