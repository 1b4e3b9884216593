import { withBff } from '@/lib/bff/server/with-bff';
import { messageEndpoints } from '@/lib/messages/endpoints';
import { signedIn, unreadCount } from '@/lib/messages/server/messages';

export const GET = withBff(messageEndpoints.unread, async ({ viewer }) => ({
  count: await unreadCount(signedIn(viewer)),
}));
