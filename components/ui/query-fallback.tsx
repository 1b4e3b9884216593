'use client';

import { useTranslations } from 'next-intl';
import { errorWords } from '@/lib/bff/error-words';
import { buttonClass } from './button-styles';

/** A list's failure in words with a retry, or a loading line. */
export function QueryFallback({
  error,
  onRetry,
  retryLabel,
  loadingLabel,
}: {
  error: unknown;
  onRetry: () => void;
  retryLabel: string;
  loadingLabel: string;
}) {
  const te = useTranslations('errors');
  if (error) {
    return (
      <div role="alert" className="mt-8 rounded-card border border-line bg-surface p-6 text-sm text-ink">
        <p>{errorWords(error, te)}</p>
        <button type="button" className={buttonClass('secondary', 'sm', 'mt-4')} onClick={onRetry}>
          {retryLabel}
        </button>
      </div>
    );
  }
  return <p className="mt-8 text-sm text-ink-muted">{loadingLabel}</p>;
}
