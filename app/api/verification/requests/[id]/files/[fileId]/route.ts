import { withBff } from '@/lib/bff/with-bff';
import { DomainError } from '@/lib/errors/domain-error';
import { requireDownloadAccess } from '@/lib/guards/download-access';
import { isSignedIn } from '@/lib/session/viewer';
import { verificationEndpoints } from '@/lib/verification/endpoints';
import { streamRequestFile } from '@/lib/verification/server/verification';

// GET /api/verification/requests/{id}/files/{fileId}?disposition=inline|attachment – the applicant's
// PDF or the platform's feedback PDF, streamed with the token in the header, after the check before
// every download (business.md 6: the token verified upstream, the audit not blocking).
export const GET = withBff(verificationEndpoints.file, async ({ input, viewer, session, locale, req }) => {
  await requireDownloadAccess(session, locale);
  if (!isSignedIn(viewer)) throw new DomainError('LOGIN_REQUIRED');
  return streamRequestFile(viewer, input, req.signal);
});
