import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

/**
 * The slim bar and footer of the pages outside the main layout (business.md 2.1: the login pages,
 * agreements, the mobile product page and PDF viewer): the mark on the left, the language on the
 * right, the hotline below. Router-free, shared by `app/[locale]/(bare)` and the product page.
 */
export function BareHeader({ logo, children }: { logo: ReactNode; children: ReactNode }) {
  return (
    <header className="border-b border-line bg-surface">
      <div className="container-page flex h-14 items-center justify-between gap-4">
        {logo}
        {children}
      </div>
    </header>
  );
}

export function BareFooter() {
  const t = useTranslations('footer');
  return (
    <footer className="border-t border-line bg-surface">
      <p className="container-page py-4 text-center text-xs text-ink-subtle">
        {t('hotline')} <a href="tel:021-96169" className="tabular-nums">021-96169</a>
      </p>
    </footer>
  );
}
