'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import type { CaptchaState } from './use-captcha-challenge';

export function CaptchaFrame({
  captcha,
  tip,
  passed,
  heading,
  children,
}: {
  captcha: CaptchaState;
  tip: string | null;
  passed: boolean;
  heading?: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations('captcha');
  return (
    <div
      className="space-y-3"
      data-captcha-token={captcha.challenge?.token ?? ''}
      aria-busy={captcha.loading}
    >
      <div className="flex items-center justify-between gap-3 text-sm">
        <div className="min-w-0 text-ink-muted">{heading}</div>
        <button
          type="button"
          onClick={captcha.reload}
          className="shrink-0 rounded-md px-2 py-1 text-steel-600 hover:bg-steel-50 disabled:opacity-50"
          disabled={captcha.loading}
        >
          {t('refresh')}
        </button>
      </div>
      {captcha.blocked && !captcha.challenge ? (
        <p role="alert" className="rounded-md bg-warning-50 px-3 py-6 text-center text-sm text-warning-600">
          {captcha.blocked}
        </p>
      ) : captcha.loading && !captcha.challenge ? (
        <div
          className="aspect-[2/1] w-full animate-pulse rounded-md bg-steel-100"
          aria-label={t('loading')}
        />
      ) : (
        children
      )}
      <p
        aria-live="assertive"
        className={cn('min-h-5 text-sm font-medium', passed ? 'text-leaf-700' : 'text-danger-600')}
      >
        {tip}
      </p>
    </div>
  );
}
