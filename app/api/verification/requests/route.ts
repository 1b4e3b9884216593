import { withBff } from '@/lib/bff/server/with-bff';
import { markSubmission } from '@/lib/results/server/submission-marker';
import { verificationEndpoints } from '@/lib/verification/endpoints';
import { listRequests, submitRequest } from '@/lib/verification/server/verification';

export const GET = withBff(verificationEndpoints.list, ({ input, viewer, req }) =>
  listRequests(viewer, input, req.signal),
);

// POST – /Result then shows the verification message (business.md 2.1: any code not listed).
export const POST = withBff(verificationEndpoints.create, async ({ input, viewer }) => {
  await submitRequest(viewer, input);
  await markSubmission('other');
  return { resultType: 'other' as const };
});
