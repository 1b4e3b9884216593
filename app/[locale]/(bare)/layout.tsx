import type { ReactNode } from 'react';
import { BarePageChrome } from '@/components/layout/bare-page-chrome';
import { ClientMessages } from '@/components/providers/client-messages';

// The language switch and the notice toast; each page adds its forms' namespaces.
const CLIENT_NAMESPACES = ['language', 'guards.notice'] as const;

/**
 * Pages outside the main layout (business.md 2.1: the login pages, agreements and the PDF viewer).
 * The mobile product page has the same chrome but lives in `pages/product-page` (no client
 * JavaScript: see README).
 */
export default function BareLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES}>
      <BarePageChrome>{children}</BarePageChrome>
    </ClientMessages>
  );
}
