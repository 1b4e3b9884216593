'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { BffAnswer } from '@/lib/bff/bff-error';
import { callBff } from '@/lib/bff/call-bff';

/** `callBff` with the page's language, and a worded message even when the network failed. */
export function useBff() {
  const locale = useLocale();
  const t = useTranslations('errors');
  return useCallback(
    async <T,>(path: string, body?: unknown, method?: 'GET' | 'POST'): Promise<BffAnswer<T>> => {
      const answer = await callBff<T>(path, { body, method, locale });
      if (answer.ok || answer.error.message) return answer;
      const message = answer.error.code === 'OFFLINE' ? t('unavailable') : t('generic');
      return { ok: false, error: { ...answer.error, message } };
    },
    [locale, t],
  );
}
