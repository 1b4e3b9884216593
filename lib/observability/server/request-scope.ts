import '@/lib/security/server-module';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Locale } from '@/lib/i18n/routing';

// The request id and language in scope without any App Router API, since the Pages Router product page runs the same
// upstream client; request-context.ts adds the App Router fallback.
type RequestScope = { requestId: string; locale?: Locale };

// One store and one fallback per process, whichever bundle chunk loads this module first.
const STORE = Symbol.for('portal.request-context');
const FALLBACK = Symbol.for('portal.request-id-fallback');
const shared = globalThis as {
  [STORE]?: AsyncLocalStorage<RequestScope>;
  [FALLBACK]?: () => Promise<string | undefined>;
};
const storage = (shared[STORE] ??= new AsyncLocalStorage<RequestScope>());

/** `locale`: the language the request is answered in, when known (the BFF's: lib/i18n/request-locale.ts). */
export function runWithRequestId<T>(requestId: string, work: () => T, locale?: Locale): T {
  return storage.run({ requestId, locale }, work);
}

export function currentRequestLocale(): Locale | undefined {
  return storage.getStore()?.locale;
}

/** How to learn the id outside a scope (an App Router page: the header proxy.ts set). */
export function setRequestIdFallback(fallback: () => Promise<string | undefined>): void {
  shared[FALLBACK] = fallback;
}

export async function currentRequestId(): Promise<string | undefined> {
  return storage.getStore()?.requestId ?? (await shared[FALLBACK]?.());
}
