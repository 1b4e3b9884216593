import { applyEndpoints } from '@/lib/applications/apply-endpoints';
import { saveApply } from '@/lib/applications/server/apply-save';
import { withBff } from '@/lib/bff/with-bff';
import { DomainError } from '@/lib/errors/domain-error';
import { markSubmission } from '@/lib/results/server/submission-marker';
import { isSignedIn } from '@/lib/session/viewer';

// POST /api/applications/apply – files an EPD or CFP application; the route's guard (audit, company
// status 1) runs again with fresh data before anything is sent.
export const POST = withBff(applyEndpoints.save, async ({ input, viewer, fresh }) => {
  if (!isSignedIn(viewer)) throw new DomainError('LOGIN_REQUIRED');
  const resultType = await saveApply(input, viewer, fresh?.companyName);
  await markSubmission(resultType);
  return { resultType };
});
