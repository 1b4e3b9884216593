import { randomUUID, timingSafeEqual } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { takeDegraded, watchRender } from '@/lib/cache/degraded-renders';
import { acceptsGzip, deflatePieces, gzipJoin } from '@/lib/cache/gzip-pieces';
import { LOCALE_COOKIE } from '@/lib/i18n/routing';
import { REQUEST_ID_HEADER } from '@/lib/observability/request-id';
import { createNonce } from '@/lib/security/headers';

/**
 * Cached HTML for visitors, with a fresh nonce on every answer (issue 13, DESIGN.md "Strict CSP on
 * every page"). Used by proxy.ts only.
 *
 * A visitor's page (a GET for a document, no cookie but the language's, not a redirect) is
 * rendered once by an internal request to this same server that carries a per-render *secret*
 * nonce: Next and the layout stamp it on every script and style exactly as they would a real
 * nonce. The HTML is kept split at that secret, and every answer joins the pieces with a nonce
 * made for that answer alone, which goes into its CSP header too. The secret never leaves the
 * process (it is not in any answer, header or log), so a script injected into cached content
 * (from upstream data, say) cannot carry a nonce that becomes valid: an earlier answer's nonce is
 * dead, and no placeholder exists whose shape could be copied. tests/e2e/visitor-html-cache.spec.ts
 * proves it in the browser.
 *
 * Browsers that accept gzip get the page compressed when it was stored, with their nonce still
 * their own (lib/cache/gzip-pieces.ts); PORTAL_GZIP=0 sends it as it is.
 *
 * Answers live `VISITOR_HTML_CACHE_SECONDS` (10 by default; 0 turns the cache off) in this
 * process, at most MAX_ENTRIES of them, and are dropped on a tag revalidation of the data cache
 * in this process (lib/cache/cache-handler.mjs). A page rendered while an upstream call failed
 * (lib/cache/degraded-renders.ts) answers the visitors who waited for it and is not kept.
 * Signed-in users (any session cookie), the BFF, RSC payloads of client navigations and every
 * request with another cookie are never answered from it.
 */

/** Set on every page answer: `hit`, `miss` (rendered for the cache just now) or `bypass`. */
export const VISITOR_CACHE_HEADER = 'x-visitor-cache';
const FILL_HEADER = 'x-portal-visitor-fill';
const FILL_NONCE_HEADER = 'x-portal-visitor-nonce';
/** The request header that names an answer handed to pages/api/visitor-answer.ts. */
export const HANDOFF_HEADER = 'x-portal-visitor-answer';
/** Where a cached answer is written out (a Pages Router API route: it has Node's own response). */
const ANSWER_PATH = '/api/visitor-answer';
/** An answer not taken by then (its rewrite never arrived: the client left) is dropped… */
const HANDOFF_MS = 30_000;
/** …and so are the oldest beyond this many (each holds a nonce and a reference to a cached page). */
const MAX_HANDOFFS = 10_000;
const MAX_ENTRIES = 300;
const MAX_BYTES = 1_000_000;
/** Response headers that belong to one answer, not to the page. */
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
  /** The HTML split at the render's secret nonce, each piece UTF-8 encoded once. */
  pieces: Buffer[];
  /** The same pieces deflated once, for browsers that accept gzip (lib/cache/gzip-pieces.ts); null with PORTAL_GZIP=0. */
  deflated: Buffer[] | null;
  /** The length of the nonce the deflated pieces leave room for. */
  nonceLength: number;
  storedAt: number;
  /**
   * False for a page rendered while an upstream call failed: it answers the visitors who waited
   * for that render, and the page is rendered per request until the interval is over.
   */
  keep: boolean;
};

/** A page that cannot be kept (not a 200 HTML answer) is remembered too, so it is not rendered twice each time. */
type Uncacheable = { uncacheable: true; storedAt: number };

/** One answer, waiting for pages/api/visitor-answer.ts to write it: the cached page and its nonce. */
type Handoff = { entry: Entry; nonce: string; gzip: boolean; at: number };

type State = {
  /** Proves an internal render request came from this process. */
  fillSecret: Buffer;
  entries: Map<string, Entry | Uncacheable>;
  pending: Map<string, Promise<Entry | Uncacheable>>;
  /** Answers by a random id from the proxy's rewrite to their writing, oldest first. */
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

/**
 * The nonce an internal render request asks for, or null for every other request. The internal
 * headers are removed from the request either way, so nothing downstream sees them.
 */
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

/**
 * The cached answer to a visitor's request, rendering it first on a miss; null when the request
 * is not a visitor's document request or the page is not cacheable (the caller renders as usual).
 * `routed` is the proxy's decision for the request (a rewrite to the locale's page, or a redirect);
 * `pathname` is the request's path as the router matches it (lib/i18n/routed-pathname.ts).
 */
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
  // The pieces were deflated for nonces of this length (createNonce: always 24 characters).
  const gzip = entry.deflated !== null && entry.nonceLength === options.nonce.length && acceptsGzip(request.headers.get('accept-encoding'));
  // Next drops a `content-encoding` the proxy sets and gzips its body again, so the answer is
  // written by a route that has Node's response (pages/api/visitor-answer.ts): the proxy rewrites
  // to it with the answer's id, and sets the headers, which Next applies before the route runs.
  const response = NextResponse.rewrite(new URL(ANSWER_PATH, request.url), {
    request: { headers: handOff(request.headers, { entry, nonce: options.nonce, gzip, at: Date.now() }) },
  });
  for (const [name, pieces] of entry.headers) {
    if (name === 'set-cookie') response.headers.append(name, pieces.join(options.nonce));
    else response.headers.set(name, pieces.join(options.nonce));
  }
  if (!/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(response.headers.get('vary') ?? '')) response.headers.append('vary', 'Accept-Encoding');
  for (const cookie of routed.headers.getSetCookie()) response.headers.append('set-cookie', cookie);
  response.headers.set(VISITOR_CACHE_HEADER, status);
  return response;
}

/** Keeps `answer` under a fresh random id, named in the request's `headers` for the rewrite. */
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

/**
 * The body of the answer the proxy handed over under `id`, once (pages/api/visitor-answer.ts),
 * gzipped or as it is; undefined for an unknown id. Ids are random and never leave the process,
 * so no client can name one.
 */
export function takeHandedAnswer(id: string | string[] | undefined): { body: Uint8Array; gzip: boolean } | undefined {
  if (typeof id !== 'string') return undefined;
  const answer = state.handoffs.get(id);
  if (!answer) return undefined;
  state.handoffs.delete(id);
  const { entry, gzip } = answer;
  const nonce = Buffer.from(answer.nonce);
  return { body: gzip ? gzipJoin(entry.pieces, entry.deflated!, nonce) : joinPieces(entry.pieces, nonce), gzip };
}

function joinPieces(pieces: Buffer[], nonce: Buffer): Uint8Array<ArrayBuffer> {
  const parts: Buffer[] = [];
  pieces.forEach((piece, index) => {
    if (index > 0) parts.push(nonce);
    parts.push(piece);
  });
  return Buffer.concat(parts);
}

function cacheKey(request: NextRequest, routed: NextResponse, pathname: string, seconds: number): string | null {
  if (seconds <= 0 || request.method !== 'GET' || claimedRenders.has(request)) return null;
  // Documents only. Client navigations and prefetches ask for the RSC payload with `Accept: */*`
  // (Next removes their `rsc` header and `_rsc` parameter before proxy.ts sees them); server
  // actions post.
  if (!(request.headers.get('accept') ?? '').includes('text/html')) return null;
  const destination = request.headers.get('sec-fetch-dest');
  if (destination !== null && destination !== 'document') return null;
  // Any cookie but the language's (the session, a return path, a form's marker) may change the page.
  const cookies = request.cookies.getAll();
  if (cookies.some((cookie) => cookie.name !== LOCALE_COOKIE)) return null;
  // Redirects (the language, a guard) are answered as they are.
  if (routed.status !== 200 || routed.headers.has('location')) return null;
  const rewrite = routed.headers.get('x-middleware-rewrite');
  // The rewrite names the language's page (`/zh/…`, `/en/…`), however the language was chosen.
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
  // Oldest out first: a Map keeps insertion order, and a refreshed key is inserted again.
  state.entries.delete(key);
  state.entries.set(key, 'uncacheable' in entry || entry.keep ? entry : { uncacheable: true, storedAt: entry.storedAt });
  while (state.entries.size > MAX_ENTRIES) state.entries.delete(state.entries.keys().next().value as string);
}

/** Renders the page as this visitor would get it, through the whole server, with a secret nonce. */
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
  // A request id of its own, watched for upstream failures (lib/cache/degraded-renders.ts).
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
  if (answer.status !== 200 || !type.startsWith('text/html') || html.length > MAX_BYTES) return { uncacheable: true, storedAt: Date.now() };
  const kept: Entry['headers'] = [];
  answer.headers.forEach((value, name) => {
    // Next's own instructions between its layers (`x-middleware-rewrite: /zh`…) would be obeyed again.
    if (PER_ANSWER_HEADERS.has(name) || name === 'set-cookie' || /^x-(?:middleware|nextjs)-/.test(name)) return;
    kept.push([name, value.split(secret)]);
  });
  // A cookie the page sets (the product page's return path) is the same for every visitor without
  // one; the language's cookie is the visitor's own request's business (visitorAnswer).
  for (const cookie of answer.headers.getSetCookie()) {
    if (!cookie.startsWith(`${LOCALE_COOKIE}=`)) kept.push(['set-cookie', [cookie]]);
  }
  // A page rendered while an upstream call failed says so (a degraded notice): not kept.
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

/** This server, as Next started it (`next start` and the standalone server.js set both). */
function selfOrigin(): string {
  return process.env.__NEXT_PRIVATE_ORIGIN ?? `http://localhost:${process.env.PORT ?? 3000}`;
}
