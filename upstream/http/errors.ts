import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { UpstreamEnv } from '../context.ts';
import { fail } from './envelope.ts';

/**
 * The one error a handler throws to answer with a non-success envelope.
 * Anything else that escapes a handler is a bug and answers 500.
 */
export class UpstreamError extends Error {
  readonly code: number;
  readonly httpStatus: ContentfulStatusCode;

  constructor(code: number, message: string, httpStatus: ContentfulStatusCode = 200) {
    super(message);
    this.name = 'UpstreamError';
    this.code = code;
    this.httpStatus = httpStatus;
  }
}

/** Bad input: HTTP 200 with code 400, as the Java platform answers a failed validation. */
export function badRequest(message: string): UpstreamError {
  return new UpstreamError(400, message);
}

export function unauthorized(): UpstreamError {
  return new UpstreamError(401, 'Unauthorized', 401);
}

export function notFound(message: string): UpstreamError {
  return new UpstreamError(404, message, 404);
}

// app.notFound: unknown path, or a known path with another method.
export function answerUnknownCall(c: Context<UpstreamEnv>): Response {
  return fail(c, 404, `Request path not found: ${c.req.method} ${c.req.path}`, 404);
}

// app.onError: the body never carries a stack trace; the log line does.
export function answerError(error: Error, c: Context<UpstreamEnv>): Response {
  if (error instanceof UpstreamError) {
    return fail(c, error.code, error.message, error.httpStatus);
  }
  logError(c, error);
  return fail(c, 500, 'Internal server error', 500);
}

function logError(c: Context<UpstreamEnv>, error: Error): void {
  const line = {
    t: new Date().toISOString(),
    level: 'error',
    method: c.req.method,
    path: c.req.path,
    error: error.message,
    stack: error.stack,
  };
  process.stderr.write(`${JSON.stringify(line)}\n`);
}
