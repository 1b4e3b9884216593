import { withBff } from '@/lib/bff/server/with-bff';
import { pcrApplicationEndpoints } from '@/lib/pcr-applications/endpoints';
import { pcrApplicationsPage } from '@/lib/pcr-applications/server/pcr-application-list';
import { savePcrApplication } from '@/lib/pcr-applications/server/pcr-application-save';
import { markSubmission } from '@/lib/results/server/submission-marker';

// GET (the assumed p/pcr/apply/list) and POST (p/pcr/insert) run the page's guard again with fresh data first.
export const GET = withBff(pcrApplicationEndpoints.list, ({ input, viewer }) =>
  pcrApplicationsPage(input.page, viewer),
);

export const POST = withBff(pcrApplicationEndpoints.save, async ({ input, viewer }) => {
  await savePcrApplication(input, viewer);
  await markSubmission('2');
  return { resultType: '2' as const };
});
