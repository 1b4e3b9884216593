import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { getEnv } from '@/lib/env/server/env';
import { metricsExposition } from './metrics';

/** Constant time: both sides are hashed first, so neither content nor length of the token leaks through timing. */
export function bearerMatches(authorization: string | null, expected: string): boolean {
  const match = /^Bearer ([^\s]+)$/.exec(authorization ?? '');
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match?.[1] ?? ''), digest(expected)) && match !== null;
}

const PLAIN = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };

/** The Prometheus scrape, never public: 404 without METRICS_TOKEN, 401 without the right bearer token. */
export async function answerMetrics(req: Request): Promise<Response> {
  const token = getEnv().metricsToken;
  if (!token) return new Response('Not found\n', { status: 404, headers: PLAIN });
  if (!bearerMatches(req.headers.get('authorization'), token)) {
    return new Response('Unauthorized\n', {
      status: 401,
      headers: { ...PLAIN, 'www-authenticate': 'Bearer realm="metrics"' },
    });
  }
  const { body, contentType } = await metricsExposition();
  return new Response(body, {
    status: 200,
    headers: { 'content-type': contentType, 'cache-control': 'no-store' },
  });
}
