import { withBff } from '@/lib/bff/with-bff';
import { messageEndpoints } from '@/lib/messages/endpoints';
import { markAllMessagesRead, signedIn } from '@/lib/messages/server/messages';

// POST /api/messages/read-all – marks every message of the user read.
export const POST = withBff(messageEndpoints.readAll, async ({ viewer }) => {
  await markAllMessagesRead(signedIn(viewer));
  return { done: true };
});
