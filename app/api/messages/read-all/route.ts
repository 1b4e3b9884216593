import { withBff } from '@/lib/bff/server/with-bff';
import { messageEndpoints } from '@/lib/messages/endpoints';
import { markAllMessagesRead, signedIn } from '@/lib/messages/server/messages';

export const POST = withBff(messageEndpoints.readAll, async ({ viewer }) => {
  await markAllMessagesRead(signedIn(viewer));
  return { done: true };
});
