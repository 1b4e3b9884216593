import 'server-only';
import { createHash, type Hash } from 'node:crypto';
import type { NextRequest } from 'next/server';
import { clientKey, RateLimitStoreDown, waitBeforeToken } from '@/lib/bff/server/rate-limit';
import { getEnv } from '@/lib/env/server/env';
import { describeError, logger } from '@/lib/observability/server/logger';
import { CACHE_SECONDS, type Problem } from '../dto';
import type { InvalidParam } from '../schemas';

// What every open data endpoint does around its answer (docs/open-data.md "Rules"): GET, HEAD and OPTIONS only; CORS
// open to any origin without credentials; an ETag and `Cache-Control: public`; the shared per-client rate limit; errors
// as RFC 9457 problem details. Nothing here reads the session or a token: an answer depends on the URL alone, so a
// signed-in user gets the same bytes as anyone.

const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';
const RATE_WINDOW_MS = 60_000;
/** How long a client waits when the declarations cannot be read (the index's first fill failed). */
const UNAVAILABLE_RETRY_SECONDS = 5;

export const PUBLIC_CACHE = `public, max-age=${CACHE_SECONDS}`;

export const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'ETag, Retry-After, Content-Disposition, X-Total-Count, X-Truncated',
} as const;

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
};

const log = logger.child({ component: 'open-data' });

/** A problem answer; 400, 404 and 405 depend on the URL alone and may be cached like a 200. */
export function problem(
  status: number,
  detail: string,
  options: { invalid?: InvalidParam[]; headers?: Record<string, string> } = {},
): Response {
  const body: Problem = {
    type: 'about:blank',
    title: TITLES[status] ?? 'Error',
    status,
    detail,
    ...(options.invalid?.length ? { invalid_params: options.invalid } : {}),
  };
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/problem+json',
      'cache-control': status === 400 || status === 404 || status === 405 ? PUBLIC_CACHE : 'no-store',
      ...CORS_HEADERS,
      ...options.headers,
    },
  });
}

/** A 400 naming every parameter at fault. */
export function badQuery(invalid: InvalidParam[]): Response {
  return problem(400, `Invalid request: ${invalid.map((item) => item.reason).join('; ')}.`, { invalid });
}

/** A weak validator (the bytes may be gzipped on the way) from a hash of what determines the answer. */
export function etagOf(...parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\u0000');
  return weakEtag(hash);
}

export function weakEtag(hash: Hash): string {
  return `W/"${hash.digest('base64url').slice(0, 32)}"`;
}

/** `If-None-Match` holds this ETag (weak comparison, RFC 9110 13.1.2) or `*`. */
export function isNotModified(req: Request, etag: string): boolean {
  const header = req.headers.get('if-none-match');
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** The headers of a cacheable answer, also sent with its 304. */
export function cacheHeaders(etag: string): Record<string, string> {
  return { etag, 'cache-control': PUBLIC_CACHE, ...CORS_HEADERS };
}

export function notModified(etag: string): Response {
  return new Response(null, { status: 304, headers: cacheHeaders(etag) });
}

/** A JSON answer with the ETag of its bytes; 304 when the client has them. */
export function jsonAnswer(req: Request, data: unknown): Response {
  const body = JSON.stringify(data);
  const etag = etagOf(body);
  if (isNotModified(req, etag)) return notModified(etag);
  return new Response(body, {
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8', ...cacheHeaders(etag) },
  });
}

/** One token of the client's allowance per request (lib/bff/server/rate-limit.ts, shared through Redis when set). */
async function overLimit(req: NextRequest): Promise<Response | null> {
  const limit = getEnv().openApiRateLimit;
  try {
    const wait = await waitBeforeToken(`open-api:client:${clientKey(req)}`, limit, RATE_WINDOW_MS);
    if (wait === 0) return null;
    const seconds = Math.max(1, Math.ceil(wait / 1000));
    return problem(
      429,
      `More than ${limit} requests in a minute from this address: try again in ${seconds} s.`,
      { headers: { 'retry-after': String(seconds) } },
    );
  } catch (error) {
    if (!(error instanceof RateLimitStoreDown)) throw error;
    return unavailable();
  }
}

function unavailable(): Response {
  return problem(503, 'The declarations cannot be read right now; try again shortly.', {
    headers: { 'retry-after': String(UNAVAILABLE_RETRY_SECONDS) },
  });
}

type Params = Record<string, string>;
type RouteContext<P extends Params> = { params: Promise<P> };
export type OpenHandler<P extends Params> = (req: NextRequest, params: P) => Promise<Response>;

/** GET: the rate limit, then the handler; a failure to read the declarations is a 503, never a stack. */
export function openGet<P extends Params>(handler: OpenHandler<P>) {
  return async (req: NextRequest, context: RouteContext<P>): Promise<Response> => {
    const limited = await overLimit(req);
    if (limited) return limited;
    try {
      return await handler(req, await context.params);
    } catch (error) {
      log.error({ error: describeError(error), path: new URL(req.url).pathname }, 'open data answer failed');
      return unavailable();
    }
  };
}

/** HEAD: the GET's status and headers, without its body (a CSV stream is cancelled before it reads a row). */
export function openHead<P extends Params>(handler: OpenHandler<P>) {
  const get = openGet(handler);
  return async (req: NextRequest, context: RouteContext<P>): Promise<Response> => {
    const answer = await get(req, context);
    await answer.body?.cancel();
    return new Response(null, {
      status: answer.status,
      statusText: answer.statusText,
      headers: answer.headers,
    });
  };
}

/** The CORS preflight: any origin, the read methods, the headers a cache-aware reader sends; no credentials. */
export async function openOptions(): Promise<Response> {
  return new Response(null, {
    status: 204,
    headers: {
      ...CORS_HEADERS,
      allow: ALLOWED_METHODS,
      'access-control-allow-methods': ALLOWED_METHODS,
      'access-control-allow-headers': 'Accept, Accept-Language, Cache-Control, If-None-Match',
      'access-control-max-age': '86400',
      'cache-control': PUBLIC_CACHE,
    },
  });
}

/** Any other method: the API is read-only. */
export async function openMethodNotAllowed(req: Request): Promise<Response> {
  return problem(405, `${req.method} is not allowed: the open data API is read-only (${ALLOWED_METHODS}).`, {
    headers: { allow: ALLOWED_METHODS },
  });
}
