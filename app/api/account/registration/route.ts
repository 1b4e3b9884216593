import { correctRegistration } from '@/lib/accounts/server/personal-centre';
import { withBff } from '@/lib/bff/server/with-bff';
import { personalCentreEndpoints } from '@/lib/personal-centre/endpoints';

// POST /api/account/registration – back to review; the session's snapshot says "under review" at once.
export const POST = withBff(
  personalCentreEndpoints.correctRegistration,
  async ({ input, viewer, session }) => {
    session.user = await correctRegistration(viewer, input);
    await session.save();
    return { done: true };
  },
);
