import type { BffAnswer } from './bff-error';
import { LOCALE_HEADER } from './request-locale-header';

/**
 * The browser's one way to call the portal's BFF: JSON in, `BffAnswer` out, with the page's
 * language so messages come back in it. A network failure becomes an answer too, never a throw.
 */
export async function callBff<T>(
  path: string,
  options: { method?: 'GET' | 'POST'; body?: unknown; locale: string; signal?: AbortSignal },
): Promise<BffAnswer<T>> {
  // A FormData body (an upload) goes as multipart; anything else as JSON.
  const multipart = typeof FormData !== 'undefined' && options.body instanceof FormData;
  try {
    const response = await fetch(path, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers: {
        [LOCALE_HEADER]: options.locale,
        ...(options.body === undefined || multipart ? {} : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
    const answer = (await response.json().catch(() => null)) as BffAnswer<T> | null;
    if (answer && typeof answer === 'object' && 'ok' in answer) return answer;
    return { ok: false, error: { code: `HTTP_${response.status}`, message: '' } };
  } catch {
    return { ok: false, error: { code: 'OFFLINE', message: '' } };
  }
}
