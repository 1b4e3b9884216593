import { getTranslations } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import { NoticeToast } from '@/components/guards/notice-toast';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { Logo } from '@/components/layout/logo';

/**
 * Pages outside the main layout (business.md 2.1: the login pages, agreements, the mobile product
 * page and PDF viewer): a slim bar with the logo and the language, nothing to load from upstream.
 */
export default async function BareLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations('footer');
  return (
    <>
      <header className="border-b border-line bg-surface">
        <div className="container-page flex h-14 items-center justify-between gap-4">
          <Logo />
          <Suspense fallback={<span className="inline-block h-10 w-16" />}>
            <LanguageSwitch />
          </Suspense>
        </div>
      </header>
      <Suspense>
        <NoticeToast />
      </Suspense>
      <main id="main" className="flex-1">
        {children}
      </main>
      <footer className="border-t border-line bg-surface">
        <p className="container-page py-4 text-center text-xs text-ink-subtle">
          {t('hotline')} <a href="tel:021-96169" className="tabular-nums">021-96169</a>
        </p>
      </footer>
    </>
  );
}
