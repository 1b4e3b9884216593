import { ClientMessages } from '@/components/providers/client-messages';
import { MessageBell, type InitialUnread } from './lazy-message-bell';

// The bell's words travel with the bell: only a signed-in header renders it, so a visitor's page
// does not carry them.
const CLIENT_NAMESPACES = ['messages'] as const;

/** The header's message bell with its messages (server side of components/messages/message-bell.tsx). */
export function HeaderBell({ initial }: { initial: InitialUnread }) {
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES}>
      <MessageBell initial={initial} />
    </ClientMessages>
  );
}
