'use client';

import { useTranslations } from 'next-intl';
import { BffRequestError } from '@/lib/bff/client';

/** A failed call in words: the server's message when it gave one, else "service unavailable". */
export function useErrorWords(): (error: unknown) => string {
  const te = useTranslations('errors');
  return (error) => (error instanceof BffRequestError && !error.unworded ? error.message : te('unavailable'));
}
