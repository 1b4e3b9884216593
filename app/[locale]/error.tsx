'use client';

import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';

// A page that failed to render says so in the user's language; the error itself stays in the server log.
export default function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errors');
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-center justify-center py-16 text-center">
      <h1 className="text-2xl font-semibold text-steel-900">{t('pageFailedTitle')}</h1>
      <p className="mt-3 max-w-md text-ink-muted">{t('pageFailedBody')}</p>
      <button type="button" className={buttonClass('primary', 'md', 'mt-6')} onClick={reset}>
        {t('retry')}
      </button>
    </section>
  );
}
