import { withBff } from '@/lib/bff/with-bff';
import { messageEndpoints } from '@/lib/messages/endpoints';
import { messagePage, signedIn } from '@/lib/messages/server/messages';

// GET /api/messages?page=N – one page of the user's system messages (4 a page).
export const GET = withBff(messageEndpoints.page, ({ input, viewer }) => messagePage(signedIn(viewer), input.page));
