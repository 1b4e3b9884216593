import { withBff } from '@/lib/bff/with-bff';
import { DomainError } from '@/lib/errors/domain-error';
import { markSubmission } from '@/lib/results/server/submission-marker';
import { isSignedIn } from '@/lib/session/viewer';
import { verificationEndpoints } from '@/lib/verification/endpoints';
import { listRequests, submitRequest } from '@/lib/verification/server/verification';

// GET /api/verification/requests?page=&size= – the user's EPD verification requests, a page of them.
export const GET = withBff(verificationEndpoints.list, ({ input, viewer, req }) => {
  if (!isSignedIn(viewer)) throw new DomainError('LOGIN_REQUIRED');
  return listRequests(viewer, input, req.signal);
});

// POST /api/verification/requests – files a verification request; /Result then shows the
// verification message (business.md 2.1: any code not listed).
export const POST = withBff(verificationEndpoints.create, async ({ input, viewer }) => {
  if (!isSignedIn(viewer)) throw new DomainError('LOGIN_REQUIRED');
  await submitRequest(viewer, input);
  await markSubmission('other');
  return { resultType: 'other' as const };
});
