import { applicationEndpoints } from '@/lib/applications/endpoints';
import { saveApply } from '@/lib/applications/server/apply-save';
import { withBff } from '@/lib/bff/server/with-bff';
import { markSubmission } from '@/lib/results/server/submission-marker';

// POST /api/applications/apply – the route's guard (audit, company status 1) runs again with fresh data first.
export const POST = withBff(applicationEndpoints.save, async ({ input, viewer, fresh }) => {
  const resultType = await saveApply(input, viewer, fresh.companyName);
  await markSubmission(resultType);
  return { resultType };
});
