import type { ReactNode } from 'react';
import { BarePageChrome } from '@/components/layout/bare-page-chrome';
import { ClientMessages } from '@/components/providers/client-messages';

const CLIENT_NAMESPACES = ['language', 'guards.notice'] as const;

/** Pages outside the main layout (business.md 2.1: the login pages, agreements and the PDF viewer). */
export default function BareLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES}>
      <BarePageChrome>{children}</BarePageChrome>
    </ClientMessages>
  );
}
