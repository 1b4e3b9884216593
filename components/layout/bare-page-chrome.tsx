import { Suspense, type ReactNode } from 'react';
import { NoticeToast } from '@/components/guards/notice-toast';
import { BareFooter, BareHeader } from '@/components/layout/bare-chrome';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { Logo } from '@/components/layout/logo';

/** The slim bar of pages outside the main layout (business.md 2.1); the caller sends 'language' and 'guards.notice'. */
export function BarePageChrome({ children }: { children: ReactNode }) {
  return (
    <>
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
    </>
  );
}
