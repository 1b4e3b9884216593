import { withBff } from '@/lib/bff/server/with-bff';
import { feedbackEndpoints } from '@/lib/feedback/endpoints';
import { sendFeedback } from '@/lib/feedback/server/send-feedback';
import { markSubmission } from '@/lib/results/server/submission-marker';

// POST /api/feedback – a visitor the platform refuses gets 401 LOGIN_REQUIRED, keeping what was typed.
export const POST = withBff(feedbackEndpoints.send, async ({ input, viewer }) => {
  await sendFeedback(input, viewer);
  await markSubmission('6');
  return { resultType: '6' as const };
});
