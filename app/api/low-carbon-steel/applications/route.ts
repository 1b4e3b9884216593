import { withBff } from '@/lib/bff/with-bff';
import { DomainError } from '@/lib/errors/domain-error';
import { lcesEndpoints } from '@/lib/low-carbon-steel/lces-endpoints';
import { saveLcesApplication } from '@/lib/low-carbon-steel/server/lces-save';
import { markSubmission } from '@/lib/results/server/submission-marker';
import { isSignedIn } from '@/lib/session/viewer';

// POST /api/low-carbon-steel/applications – files a low-carbon steel evaluation application; the
// route's guard (audit, company status 1) runs again with fresh data before anything is sent, and
// the company named is the authenticated one upstream answered just now.
export const POST = withBff(lcesEndpoints.save, async ({ input, viewer, fresh }) => {
  if (!isSignedIn(viewer) || !fresh) throw new DomainError('LOGIN_REQUIRED');
  await saveLcesApplication(input, fresh.companyName ?? '', viewer);
  await markSubmission('10');
  return { resultType: '10' as const };
});
