import { withBff } from '@/lib/bff/with-bff';
import { messageEndpoints } from '@/lib/messages/endpoints';
import { signedIn, unreadCount } from '@/lib/messages/server/messages';

// GET /api/messages/unread – the bell's unread count.
export const GET = withBff(messageEndpoints.unread, async ({ viewer }) => ({ count: await unreadCount(signedIn(viewer)) }));
