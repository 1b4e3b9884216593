import type { ComponentProps } from 'react';
import { ClientMessages } from '@/components/providers/client-messages';
import { UserMenu } from './lazy-user-menu';

// The menu's count of waiting acts speaks these words; a visitor's page does not carry them.
const CLIENT_NAMESPACES = ['companyWork.menu'] as const;

export function HeaderUserMenu(props: ComponentProps<typeof UserMenu>) {
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES}>
      <UserMenu {...props} />
    </ClientMessages>
  );
}
