import { withBff } from '@/lib/bff/server/with-bff';
import { lcesEndpoints } from '@/lib/low-carbon-steel/endpoints';
import { saveLcesApplication } from '@/lib/low-carbon-steel/server/lces-save';
import { markSubmission } from '@/lib/results/server/submission-marker';

// POST – the route's guard (audit, company status 1) runs again with fresh data; the company is the one upstream answered now.
export const POST = withBff(lcesEndpoints.save, async ({ input, viewer, fresh }) => {
  await saveLcesApplication(input, fresh.companyName ?? '', viewer);
  await markSubmission('10');
  return { resultType: '10' as const };
});
