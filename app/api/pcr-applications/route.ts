import { withBff } from '@/lib/bff/with-bff';
import { DomainError } from '@/lib/errors/domain-error';
import { pcrApplicationEndpoints } from '@/lib/pcr-applications/pcr-application-endpoints';
import { pcrApplicationsPage } from '@/lib/pcr-applications/server/pcr-application-list';
import { savePcrApplication } from '@/lib/pcr-applications/server/pcr-application-save';
import { markSubmission } from '@/lib/results/server/submission-marker';
import { isSignedIn } from '@/lib/session/viewer';

// GET /api/pcr-applications?page= – a page of the user's own PCR applications (the assumed
// p/pcr/apply/list), after /Pcr/minePcr's guard has run again with fresh data.
export const GET = withBff(pcrApplicationEndpoints.list, async ({ input, viewer }) => {
  if (!isSignedIn(viewer)) throw new DomainError('LOGIN_REQUIRED');
  return pcrApplicationsPage(input.page, viewer);
});

// POST /api/pcr-applications – asks the platform for a PCR (p/pcr/insert), after the page's guard
// (signed in, audit not blocked) has run again with fresh data.
export const POST = withBff(pcrApplicationEndpoints.save, async ({ input, viewer }) => {
  if (!isSignedIn(viewer)) throw new DomainError('LOGIN_REQUIRED');
  await savePcrApplication(input, viewer);
  await markSubmission('2');
  return { resultType: '2' as const };
});
