import type { BffAnswer, Endpoint, EndpointInput, EndpointOutput } from './endpoint';
import { endpointUrl } from './endpoint-url';
import { LOCALE_HEADER } from './request-locale-header';

/**
 * The browser's one way to the BFF (DESIGN.md "The BFF is an allowlist"): typed from an endpoint
 * declaration, the page's language in a header, JSON in and out (multipart for an upload, with
 * the upload's progress). A refusal throws a `BffRequestError` whose message is already in the
 * user's language; TanStack Query's reads and mutations use it as it is.
 */
export class BffRequestError extends Error {
  readonly code: string;
  readonly status: number;
  /** Field messages, keyed by the field's dotted path, already in the user's language. */
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

export type CallOptions = {
  locale: string;
  signal?: AbortSignal;
  /** For a multipart upload: called with the fraction of the request body sent so far (0…1). */
  onUploadProgress?: (fraction: number) => void;
};

/**
 * Code the browser fetches when it is first used (an endpoint's declaration, with zod: README "Page
 * weight"): `await loadCode(() => import('…'))`. When it cannot come, that is the connection, and
 * the caller gets the same OFFLINE refusal as a request's, worded like any other ("check your
 * connection") instead of an error nobody catches.
 */
export function loadCode<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(() => {
    throw new BffRequestError(0, { code: 'OFFLINE', message: '' });
  });
}

export async function callEndpoint<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, options: CallOptions): Promise<EndpointOutput<E>> {
  const { url, rest } = endpointUrl(endpoint, (input ?? {}) as Record<string, unknown>);
  const headers: Record<string, string> = { [LOCALE_HEADER]: options.locale };
  let target = url;
  let body: BodyInit | undefined;
  if (endpoint.method === 'GET') {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(rest)) if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
    if (query.size) target += `?${query}`;
  } else if (endpoint.body === 'multipart') {
    // The text fields first, the file last: the BFF streams the file and reads no field after it.
    const form = new FormData();
    const entries = Object.entries(rest).filter(([, value]) => value !== undefined && value !== null);
    for (const [name, value] of entries) if (!(value instanceof Blob)) form.set(name, String(value));
    for (const [name, value] of entries) if (value instanceof Blob) form.set(name, value);
    return send<EndpointOutput<E>>(target, headers, form, options);
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(rest);
  }
  return answerOf<EndpointOutput<E>>(
    await fetch(target, { method: endpoint.method, headers, body, credentials: 'same-origin', signal: options.signal }).catch((error: unknown) => {
      if (options.signal?.aborted) throw error;
      throw new BffRequestError(0, { code: 'OFFLINE', message: '' });
    }),
  );
}

/**
 * Dispatched on `window` whenever the BFF answers 401: there is no session (any more; the BFF has
 * ended it). The header's account menu listens and re-reads the page, so a signed-in page learns
 * it at once (business.md 6: "a 401 clears the session and returns home").
 */
export const SESSION_ENDED_EVENT = 'portal:session-ended';

async function answerOf<T>(response: Response): Promise<T> {
  if (response.status === 401 && typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
  const answer = (await response.json().catch(() => null)) as BffAnswer<T> | null;
  if (answer && typeof answer === 'object' && 'ok' in answer) {
    if (answer.ok) return answer.data;
    throw new BffRequestError(response.status, answer.error);
  }
  throw new BffRequestError(response.status, { code: `HTTP_${response.status}`, message: '' });
}

/**
 * How long an upload's body may go without a part of it sent before the upload is given up as
 * `STALLED`. A phone that loses its signal mid-body gets no network error for minutes (the
 * connection is not closed, only silent) and its progress bar just stops. Browsers report progress
 * at least every 50 ms while bytes move, so even a slow line is far from this. Once the body is in,
 * the BFF is working on it and answers within the upstream client's timeout (`UPSTREAM_TIMEOUT_MS`,
 * which may be set up to the spec's ten minutes), so the wait for the answer is not watched.
 */
export const UPLOAD_STALL_SECONDS = 45;

/** An upload through XMLHttpRequest, the one browser API that reports a request body's progress. */
function send<T>(url: string, headers: Record<string, string>, form: FormData, options: CallOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let stalled = false;
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const alive = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => {
        stalled = true;
        xhr.abort();
      }, UPLOAD_STALL_SECONDS * 1000);
    };
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      alive();
      if (event.lengthComputable) options.onUploadProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => clearTimeout(watchdog);
    xhr.onloadend = () => clearTimeout(watchdog);
    xhr.onload = () => {
      const response = new Response(xhr.responseText, { status: xhr.status, headers: { 'content-type': 'application/json' } });
      answerOf<T>(response).then(resolve, reject);
    };
    xhr.onerror = () => reject(new BffRequestError(0, { code: 'OFFLINE', message: '' }));
    xhr.onabort = () => reject(stalled ? new BffRequestError(0, { code: 'STALLED', message: '' }) : new DOMException('aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
    alive();
  });
}

/**
 * A file from a BFF file endpoint (a report, a certificate, a template): the response when it is
 * the file, a `BffRequestError` with the BFF's worded refusal otherwise (not signed in, under
 * review, not found). The session cookie goes with it; no token is ever in the URL.
 */
export async function fetchBffFile(url: string, options: { locale: string; signal?: AbortSignal }): Promise<Response> {
  const response = await fetch(url, { headers: { [LOCALE_HEADER]: options.locale }, credentials: 'same-origin', signal: options.signal }).catch(
    (error: unknown) => {
      if (options.signal?.aborted) throw error;
      throw new BffRequestError(0, { code: 'OFFLINE', message: '' });
    },
  );
  if (response.ok && !response.headers.get('content-type')?.startsWith('application/json')) return response;
  return answerOf<never>(response);
}
