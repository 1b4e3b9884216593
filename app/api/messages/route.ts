import { withBff } from '@/lib/bff/server/with-bff';
import { messageEndpoints } from '@/lib/messages/endpoints';
import { messagePage, signedIn } from '@/lib/messages/server/messages';

export const GET = withBff(messageEndpoints.page, ({ input, viewer }) =>
  messagePage(signedIn(viewer), input.page),
);
