import type { Address, Place } from './address';
import type { BffAnswer } from './endpoint';
import { LOCALE_HEADER } from '@/lib/i18n/request-locale-header';

/** The browser's one way to the BFF (DESIGN.md "The BFF is an allowlist"), typed from zod-free addresses; a refusal
 * throws a `BffRequestError` whose message is already in the user's language. */
export class BffRequestError extends Error {
  readonly code: string;
  readonly status: number;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, error: { code: string; message: string; fields?: Record<string, string> }) {
    super(error.message);
    this.name = 'BffRequestError';
    this.status = status;
    this.code = error.code;
    this.fields = error.fields;
  }

  /** The network failed or the answer was not the BFF's: the caller words it (`errors.unavailable`). */
  get unworded(): boolean {
    return this.message === '';
  }
}

export type CallOptions = { locale: string; signal?: AbortSignal };

export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z]\w*)/g)].map((match) => match[1] as string);
}

export function placeUrl(
  place: Place,
  input: Record<string, unknown>,
): { url: string; rest: Record<string, unknown> } {
  const params = pathParamNames(place.path);
  const rest: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(input)) if (!params.includes(name)) rest[name] = value;
  const url = place.path.replace(/:([A-Za-z]\w*)/g, (_, name: string) =>
    encodeURIComponent(String(input[name] ?? '')),
  );
  return { url, rest };
}

/** A JSON call to the BFF (a GET's input as its query); an upload goes through `sendUpload` (./upload.ts). */
export async function callEndpoint<In, Out>(
  endpoint: Address<In, Out> & { body?: 'json' },
  input: NoInfer<In>,
  options: CallOptions,
): Promise<Out> {
  const { url, rest } = placeUrl(endpoint, (input ?? {}) as Record<string, unknown>);
  const headers: Record<string, string> = { [LOCALE_HEADER]: options.locale };
  let target = url;
  let body: BodyInit | undefined;
  if (endpoint.method === 'GET') {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(rest))
      if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
    if (query.size) target += `?${query}`;
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(rest);
  }
  return answerOf<Out>(
    await fetch(target, {
      method: endpoint.method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    }).catch((error: unknown) => {
      if (options.signal?.aborted) throw error;
      throw new BffRequestError(0, { code: 'OFFLINE', message: '' });
    }),
  );
}

/** Dispatched on `window` when the BFF answers 401; the header's account menu re-reads the page
 * (business.md 6: "a 401 clears the session and returns home"). */
export const SESSION_ENDED_EVENT = 'portal:session-ended';

export async function answerOf<T>(response: Response): Promise<T> {
  if (response.status === 401 && typeof window !== 'undefined')
    window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
  const answer = (await response.json().catch(() => null)) as BffAnswer<T> | null;
  if (answer && typeof answer === 'object' && 'ok' in answer) {
    if (answer.ok) return answer.data;
    throw new BffRequestError(response.status, answer.error);
  }
  throw new BffRequestError(response.status, { code: `HTTP_${response.status}`, message: '' });
}

/** An upload whose body sends nothing this long is given up as `STALLED` (a phone that loses signal gets no network
 * error); the wait for the answer is not watched, the upstream timeout bounds it. */
export const UPLOAD_STALL_SECONDS = 45;

/** A file from a BFF file endpoint, or a `BffRequestError` with the BFF's worded refusal; no token is ever in the URL. */
export async function fetchBffFile(
  url: string,
  options: { locale: string; signal?: AbortSignal },
): Promise<Response> {
  const response = await fetch(url, {
    headers: { [LOCALE_HEADER]: options.locale },
    credentials: 'same-origin',
    signal: options.signal,
  }).catch((error: unknown) => {
    if (options.signal?.aborted) throw error;
    throw new BffRequestError(0, { code: 'OFFLINE', message: '' });
  });
  if (response.ok && !response.headers.get('content-type')?.startsWith('application/json')) return response;
  return answerOf<never>(response);
}
