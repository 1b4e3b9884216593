import { withBff } from '@/lib/bff/server/with-bff';
import { DomainError } from '@/lib/errors/domain-error';
import { messageEndpoints } from '@/lib/messages/endpoints';
import { findMessage, signedIn } from '@/lib/messages/server/messages';

export const GET = withBff(messageEndpoints.one, async ({ input, viewer }) => {
  const message = await findMessage(signedIn(viewer), input.id);
  if (!message) throw new DomainError('MESSAGE_NOT_FOUND');
  return message;
});
