import type { MiddlewareHandler } from 'hono';
import type { UpstreamEnv } from '../context.ts';

/**
 * One JSON line per request on stdout. Only the path is logged, never the query
 * (business.md 7 has a call that carries `?Authorization=`), headers or bodies; the one header
 * kept is the caller's `x-request-id`, so a portal request can be followed into this log.
 */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestLog(): MiddlewareHandler<UpstreamEnv> {
  return async (c, next) => {
    const startedAt = new Date();
    const started = performance.now();
    await next();
    const code = c.get('envelopeCode');
    const requestId = c.req.header('x-request-id');
    const line = {
      t: startedAt.toISOString(),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ...(code === undefined ? {} : { code }),
      ms: Math.round((performance.now() - started) * 10) / 10,
      ...(requestId && REQUEST_ID.test(requestId) ? { requestId } : {}),
    };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  };
}
