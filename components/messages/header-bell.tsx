import { ClientMessages } from '@/components/providers/client-messages';
import { MessageBell, type InitialUnread } from './lazy-message-bell';

// The bell's words travel with the bell, so a visitor's page does not carry them.
const CLIENT_NAMESPACES = ['messages'] as const;

export function HeaderBell({ initial }: { initial: InitialUnread }) {
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES}>
      <MessageBell initial={initial} />
    </ClientMessages>
  );
}
