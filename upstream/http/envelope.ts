import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { UpstreamEnv } from '../context.ts';

// Every answer of the platform is {code, data, message}; code 1 is success
// (accounts.md 7, business.md 7).
export const SUCCESS_CODE = 1;

export type Envelope<T> = { code: number; data: T; message: string };

export function ok<T>(c: Context<UpstreamEnv>, data: T): Response {
  return sendEnvelope(c, { code: SUCCESS_CODE, data, message: 'success' }, 200);
}

/**
 * A non-success answer. Like the Java platform, business failures travel with
 * HTTP 200 and the code in the body; only transport-level failures (404, 401, 500)
 * change the HTTP status too.
 */
export function fail(
  c: Context<UpstreamEnv>,
  code: number,
  message: string,
  status: ContentfulStatusCode = 200,
): Response {
  return sendEnvelope(c, { code, data: null, message }, status);
}

function sendEnvelope<T>(c: Context<UpstreamEnv>, body: Envelope<T>, status: ContentfulStatusCode): Response {
  c.set('envelopeCode', body.code);
  return c.json(body, status);
}
