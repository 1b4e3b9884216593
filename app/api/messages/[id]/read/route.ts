import { withBff } from '@/lib/bff/with-bff';
import { messageEndpoints } from '@/lib/messages/endpoints';
import { markMessageRead, signedIn } from '@/lib/messages/server/messages';

// POST /api/messages/{id}/read – marks one message read (again: no harm).
export const POST = withBff(messageEndpoints.read, async ({ input, viewer }) => {
  await markMessageRead(signedIn(viewer), input.id);
  return { done: true };
});
