import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

/** The bar and footer of pages outside the main layout (business.md 2.1); router-free, for the product page too. */
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
        {t('hotline')}{' '}
        <a href="tel:021-96169" className="tabular-nums">
          021-96169
        </a>
      </p>
    </footer>
  );
}
