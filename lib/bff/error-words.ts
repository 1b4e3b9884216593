import { useTranslations } from 'next-intl';
import { UPLOAD_STALL_SECONDS } from './client';

/** The general words (namespace `errors`) a failed call falls back on when the BFF gave none. */
type Fallback = 'unavailable' | 'generic';
type ErrorTexts = (key: Fallback | 'offline' | 'stalled', values?: { seconds: number }) => string;

/** A refusal's shape: a `BffRequestError`, or a download's outcome (`components/downloads/download-file.ts`). */
type Refusal = { code: string; message: string };

const isRefusal = (error: unknown): error is Refusal =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as Refusal).code === 'string' &&
  typeof (error as Refusal).message === 'string';

/** A failed BFF call's words: the BFF's own, else `OFFLINE` ("check your connection"), `STALLED`, or `fallback`
 * (a proxy's 502, an exception). A JavaScript error's own message is never shown. */
export function errorWords(error: unknown, te: ErrorTexts, fallback: Fallback = 'unavailable'): string {
  if (!isRefusal(error)) return te(fallback);
  if (error.message) return error.message;
  if (error.code === 'STALLED') return te('stalled', { seconds: UPLOAD_STALL_SECONDS });
  return te(error.code === 'OFFLINE' ? 'offline' : fallback);
}

export function useErrorWords(fallback: Fallback = 'unavailable'): (error: unknown) => string {
  const te = useTranslations('errors');
  return (error) => errorWords(error, te, fallback);
}
