import { randomUUID, timingSafeEqual } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { takeDegraded, watchRender } from '@/lib/cache/degraded-renders';
import { acceptsGzip, deflatePieces, gzipJoin } from '@/lib/cache/gzip-pieces';
import { LOCALE_COOKIE } from '@/lib/i18n/routing';
import { REQUEST_ID_HEADER } from '@/lib/observability/request-id';
import { createNonce } from '@/lib/security/headers';

// Cached HTML for visitors (no cookie but the language's), a fresh nonce per answer (DESIGN.md "Strict CSP on every
// page"); proxy.ts only. A page renders once with a secret nonce that never leaves the process and is kept split
// at it, so each answer joins the pieces with its own nonce and injected content can never carry a valid one.

/** Set on every page answer: `hit`, `miss` (rendered for the cache just now) or `bypass`. */
export const VISITOR_CACHE_HEADER = 'x-visitor-cache';
const FILL_HEADER = 'x-portal-visitor-fill';
const FILL_NONCE_HEADER = 'x-portal-visitor-nonce';
export const HANDOFF_HEADER = 'x-portal-visitor-answer';
/** Where a cached answer is written out (a Pages Router API route: it has Node's own response). */
const ANSWER_PATH = '/api/visitor-answer';
/** A handoff whose rewrite never arrives (the client left) is dropped, and so are the oldest beyond the cap. */
const HANDOFF_MS = 30_000;
const MAX_HANDOFFS = 10_000;
const MAX_ENTRIES = 300;
const MAX_BYTES = 1_000_000;
const PER_ANSWER_HEADERS = new Set([
  'content-security-policy',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  REQUEST_ID_HEADER,
]);

type Entry = {
  status: number;
  /** Each value split at the secret nonce too: Next names it in the `link` header's preloads. */
  headers: [name: string, pieces: string[]][];
  pieces: Buffer[];
  deflated: Buffer[] | null;
  nonceLength: number;
  storedAt: number;
  /** False for a page rendered while an upstream call failed: it answers only the visitors who waited for it. */
  keep: boolean;
};

/** A page that cannot be kept (not a 200 HTML answer) is remembered too, so it is not rendered twice each time. */
type Uncacheable = { uncacheable: true; storedAt: number };

type Handoff = { entry: Entry; nonce: string; gzip: boolean; at: number };

type State = {
  fillSecret: Buffer;
  entries: Map<string, Entry | Uncacheable>;
  pending: Map<string, Promise<Entry | Uncacheable>>;
  handoffs: Map<string, Handoff>;
};

const STATE = Symbol.for('portal.visitor-html');
/** Written by the data cache handler on every tag revalidation (lib/cache/cache-handler.mjs). */
const REVALIDATED_AT = Symbol.for('portal.data-cache.revalidated-at');

const claimedRenders = new WeakSet<NextRequest>();

const globals = globalThis as { [STATE]?: State; [REVALIDATED_AT]?: number };
const state: State = (globals[STATE] ??= {
  fillSecret: Buffer.from(createNonce() + createNonce()),
  entries: new Map(),
  pending: new Map(),
  handoffs: new Map(),
});

/** The nonce an internal render request asks for, or null; the internal headers are removed either way. */
export function takeRenderNonce(request: NextRequest): string | null {
  const proof = request.headers.get(FILL_HEADER);
  const nonce = request.headers.get(FILL_NONCE_HEADER);
  request.headers.delete(FILL_HEADER);
  request.headers.delete(FILL_NONCE_HEADER);
  if (proof === null && nonce === null) return null;
  // Whatever it proves, a request that claims to be a render is never answered from the cache.
  claimedRenders.add(request);
  if (proof === null || nonce === null) return null;
  const given = Buffer.from(proof);
  const valid = given.length === state.fillSecret.length && timingSafeEqual(given, state.fillSecret);
  return valid && /^[A-Za-z0-9+/]{22}==$/.test(nonce) ? nonce : null;
}

/** The cached answer to a visitor's document request, rendered on a miss; null when not cacheable (render as usual). */
export async function visitorAnswer(
  request: NextRequest,
  routed: NextResponse,
  options: { pathname: string; seconds: number; nonce: string; gzip: boolean },
): Promise<NextResponse | null> {
  const key = cacheKey(request, routed, options.pathname, options.seconds);
  if (!key) return null;
  const now = Date.now();
  const revalidatedAt = globals[REVALIDATED_AT] ?? 0;
  let entry = state.entries.get(key);
  let status: 'hit' | 'miss' | 'bypass' = 'hit';
  if (!entry || entry.storedAt <= now - options.seconds * 1000 || entry.storedAt <= revalidatedAt) {
    status = 'miss';
    entry = await renderOnce(key, request, options.gzip);
    if (!('uncacheable' in entry) && !entry.keep) status = 'bypass';
  }
  if ('uncacheable' in entry) return null;
  const gzip =
    entry.deflated !== null &&
    entry.nonceLength === options.nonce.length &&
    acceptsGzip(request.headers.get('accept-encoding'));
  // Next drops a proxy's `content-encoding`, so pages/api/visitor-answer.ts writes the body with Node's response.
  const response = NextResponse.rewrite(new URL(ANSWER_PATH, request.url), {
    request: { headers: handOff(request.headers, { entry, nonce: options.nonce, gzip, at: Date.now() }) },
  });
  for (const [name, pieces] of entry.headers) {
    if (name === 'set-cookie') response.headers.append(name, pieces.join(options.nonce));
    else response.headers.set(name, pieces.join(options.nonce));
  }
  if (!/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(response.headers.get('vary') ?? ''))
    response.headers.append('vary', 'Accept-Encoding');
  for (const cookie of routed.headers.getSetCookie()) response.headers.append('set-cookie', cookie);
  response.headers.set(VISITOR_CACHE_HEADER, status);
  return response;
}

function handOff(headers: Headers, answer: Handoff): Headers {
  for (const [id, waiting] of state.handoffs) {
    if (waiting.at > answer.at - HANDOFF_MS && state.handoffs.size < MAX_HANDOFFS) break;
    state.handoffs.delete(id);
  }
  const id = randomUUID();
  state.handoffs.set(id, answer);
  headers.set(HANDOFF_HEADER, id);
  return headers;
}

/** The body handed over under `id`, once; ids are random and never leave the process, so no client can name one. */
export function takeHandedAnswer(
  id: string | string[] | undefined,
): { body: Uint8Array; gzip: boolean } | undefined {
  if (typeof id !== 'string') return undefined;
  const answer = state.handoffs.get(id);
  if (!answer) return undefined;
  state.handoffs.delete(id);
  const { entry, gzip } = answer;
  const nonce = Buffer.from(answer.nonce);
  return {
    body: gzip ? gzipJoin(entry.pieces, entry.deflated!, nonce) : joinPieces(entry.pieces, nonce),
    gzip,
  };
}

function joinPieces(pieces: Buffer[], nonce: Buffer): Uint8Array<ArrayBuffer> {
  const parts: Buffer[] = [];
  pieces.forEach((piece, index) => {
    if (index > 0) parts.push(nonce);
    parts.push(piece);
  });
  return Buffer.concat(parts);
}

function cacheKey(
  request: NextRequest,
  routed: NextResponse,
  pathname: string,
  seconds: number,
): string | null {
  if (seconds <= 0 || request.method !== 'GET' || claimedRenders.has(request)) return null;
  // Documents only: client navigations and prefetches ask for the RSC payload with `Accept: */*`.
  if (!(request.headers.get('accept') ?? '').includes('text/html')) return null;
  const destination = request.headers.get('sec-fetch-dest');
  if (destination !== null && destination !== 'document') return null;
  // Any cookie but the language's (the session, a return path, a form's marker) may change the page.
  const cookies = request.cookies.getAll();
  if (cookies.some((cookie) => cookie.name !== LOCALE_COOKIE)) return null;
  if (routed.status !== 200 || routed.headers.has('location')) return null;
  const rewrite = routed.headers.get('x-middleware-rewrite');
  if (rewrite) {
    const target = new URL(rewrite, request.nextUrl);
    return `${target.pathname}${target.search}`;
  }
  return `${pathname}${request.nextUrl.search}`;
}

/** One render per key at a time: concurrent visitors of a missing page wait for the same one. */
function renderOnce(key: string, request: NextRequest, gzip: boolean): Promise<Entry | Uncacheable> {
  let pending = state.pending.get(key);
  if (!pending) {
    pending = render(request, gzip)
      .catch((): Uncacheable => ({ uncacheable: true, storedAt: Date.now() }))
      .then((entry) => {
        store(key, entry);
        return entry;
      })
      .finally(() => state.pending.delete(key));
    state.pending.set(key, pending);
  }
  return pending;
}

function store(key: string, entry: Entry | Uncacheable): void {
  state.entries.delete(key);
  state.entries.set(
    key,
    'uncacheable' in entry || entry.keep ? entry : { uncacheable: true, storedAt: entry.storedAt },
  );
  while (state.entries.size > MAX_ENTRIES) state.entries.delete(state.entries.keys().next().value as string);
}

async function render(request: NextRequest, gzip: boolean): Promise<Entry | Uncacheable> {
  const secret = createNonce();
  const headers = new Headers({
    accept: 'text/html',
    'accept-encoding': 'identity',
    [FILL_HEADER]: state.fillSecret.toString(),
    [FILL_NONCE_HEADER]: secret,
  });
  for (const name of ['accept-language', 'cookie']) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const renderId = randomUUID();
  headers.set(REQUEST_ID_HEADER, renderId);
  watchRender(renderId);
  const url = `${selfOrigin()}${request.nextUrl.pathname}${request.nextUrl.search}`;
  let html: string;
  let answer: Response;
  let degraded: boolean;
  try {
    answer = await fetch(url, { headers, redirect: 'manual', cache: 'no-store' });
    html = await answer.text();
  } finally {
    degraded = takeDegraded(renderId);
  }
  const type = answer.headers.get('content-type') ?? '';
  if (answer.status !== 200 || !type.startsWith('text/html') || html.length > MAX_BYTES)
    return { uncacheable: true, storedAt: Date.now() };
  const kept: Entry['headers'] = [];
  answer.headers.forEach((value, name) => {
    // Next's own instructions between its layers (`x-middleware-rewrite: /zh`…) would be obeyed again.
    if (PER_ANSWER_HEADERS.has(name) || name === 'set-cookie' || /^x-(?:middleware|nextjs)-/.test(name))
      return;
    kept.push([name, value.split(secret)]);
  });
  // A cookie the page sets is the same for every visitor; the language's is the visitor's own (visitorAnswer).
  for (const cookie of answer.headers.getSetCookie()) {
    if (!cookie.startsWith(`${LOCALE_COOKIE}=`)) kept.push(['set-cookie', [cookie]]);
  }
  const pieces = html.split(secret).map((piece) => Buffer.from(piece));
  return {
    status: 200,
    headers: kept,
    pieces,
    deflated: gzip ? deflatePieces(pieces, secret.length) : null,
    nonceLength: secret.length,
    storedAt: Date.now(),
    keep: !degraded,
  };
}

function selfOrigin(): string {
  return process.env.__NEXT_PRIVATE_ORIGIN ?? `http://localhost:${process.env.PORT ?? 3000}`;
}
