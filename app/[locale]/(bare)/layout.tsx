import { Suspense, type ReactNode } from 'react';
import { NoticeToast } from '@/components/guards/notice-toast';
import { BareFooter, BareHeader } from '@/components/layout/bare-chrome';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { Logo } from '@/components/layout/logo';
import { ClientMessages } from '@/components/providers/client-messages';

// The language switch and the notice toast; each page adds its forms' namespaces.
const CLIENT_NAMESPACES = ['language', 'guards.notice'] as const;

/**
 * Pages outside the main layout (business.md 2.1: the login pages, agreements and the PDF viewer):
 * a slim bar with the logo and the language, nothing to load from upstream. The mobile product
 * page has the same chrome but lives in `pages/product-page` (no client JavaScript: see README).
 */
export default function BareLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES}>
      <BareHeader logo={<Logo />}>
        <Suspense fallback={<span className="inline-block h-10 w-16" />}>
          <LanguageSwitch />
        </Suspense>
      </BareHeader>
      <Suspense>
        <NoticeToast />
      </Suspense>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <BareFooter />
    </ClientMessages>
  );
}
