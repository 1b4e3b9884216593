import { withBff } from '@/lib/bff/server/with-bff';
import { messageEndpoints } from '@/lib/messages/endpoints';
import { markMessageRead, signedIn } from '@/lib/messages/server/messages';

export const POST = withBff(messageEndpoints.read, async ({ input, viewer }) => {
  await markMessageRead(signedIn(viewer), input.id);
  return { done: true };
});
