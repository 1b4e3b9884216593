import '@/lib/security/server-module';
import { Readable } from 'node:stream';
import { Agent, errors as undiciErrors, request, type Dispatcher } from 'undici';
import * as z from 'zod';
import { getEnv } from '@/lib/env/server/env';
import { onShutdown } from '@/lib/lifecycle/server/shutdown';
import { breakerFor } from './circuit-breaker';
import { observeUpstreamCall, type UpstreamOutcome } from '@/lib/observability/server/metrics';
import { currentRequestId } from '@/lib/observability/server/request-scope';
import { REQUEST_ID_HEADER } from '@/lib/observability/request-id';
import { markDegraded } from '@/lib/cache/degraded-renders';
import { UpstreamError } from './errors';
import { multipartBody, type OutgoingFile } from './multipart-body';
import { normaliseUpstreamPath } from './paths';
import type { Locale } from '@/lib/i18n/routing';

// The one client for the platform API (DESIGN.md "One way to call upstream"): pages and BFF handlers alike.

/** The platform envelope: `{code, data, message}` with code 1 for success (spec 7). */
const envelopeSchema = z.object({
  code: z.union([z.number(), z.string()]),
  data: z.unknown().optional(),
  message: z.string().nullish(),
  // AJ-Captcha answers carry their reason here (protocols.md).
  repMsg: z.string().nullish(),
});

let agent: Agent | undefined;

function upstreamAgent(): Agent {
  if (!agent) {
    const env = getEnv();
    agent = new Agent({
      connections: 64,
      keepAliveTimeout: 10_000,
      keepAliveMaxTimeout: 60_000,
      connectTimeout: env.upstreamConnectTimeoutMs,
      headersTimeout: env.upstreamTimeoutMs,
      bodyTimeout: env.upstreamTimeoutMs,
    });
    // Closed on shutdown once no request is in flight, so after() work can end first.
    const pool = agent;
    onShutdown(() => pool.close());
  }
  return agent;
}

export type UpstreamRequest = {
  method: 'GET' | 'POST';
  path: string;
  locale: Locale;
  /** The user's upstream token; never sent on `/n/…` paths unless `forceToken`. */
  token?: string;
  forceToken?: boolean;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /** The declared operation id (`dict.list`), for metrics; calls outside an operation name their kind. */
  operation?: string;
  /** The portal request this call serves, sent as `x-request-id`; the current one when omitted. */
  requestId?: string;
};

const RETRYABLE_STATUSES = new Set([502, 503, 504]);
const RETRY_DELAYS_MS = [100, 400];

function buildUrl(path: string, query: UpstreamRequest['query']): string {
  const normalised = normaliseUpstreamPath(path);
  const url = new URL(getEnv().upstreamUrl + normalised);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url.toString();
}

function buildHeaders(req: UpstreamRequest): Record<string, string> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': req.locale === 'en' ? 'en' : 'zh-CN',
  };
  if (req.token && (req.forceToken || !normaliseUpstreamPath(req.path).startsWith('/n/'))) {
    headers.authorization = req.token;
  }
  if (req.body !== undefined) headers['content-type'] = 'application/json';
  if (req.requestId) headers[REQUEST_ID_HEADER] = req.requestId;
  return headers;
}

/** Failures before the request could reach upstream: it certainly did nothing. */
const NOT_CONNECTED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** `sent`: a change (not a GET) that may have been delivered, so a failure then means "outcome unknown", not "try again". */
function toUpstreamError(cause: unknown, sent: boolean): UpstreamError {
  if (cause instanceof UpstreamError) return cause;
  const code = (cause as { code?: unknown } | null)?.code;
  const outcomeUnknown =
    sent &&
    !(cause instanceof undiciErrors.ConnectTimeoutError) &&
    !(typeof code === 'string' && NOT_CONNECTED.has(code));
  if (
    cause instanceof undiciErrors.ConnectTimeoutError ||
    cause instanceof undiciErrors.HeadersTimeoutError ||
    cause instanceof undiciErrors.BodyTimeoutError
  ) {
    return new UpstreamError('timeout', { cause, outcomeUnknown });
  }
  return new UpstreamError('network', { cause, outcomeUnknown });
}

async function sendOnce(req: UpstreamRequest): Promise<Dispatcher.ResponseData> {
  return request(buildUrl(req.path, req.query), {
    method: req.method,
    headers: buildHeaders(req),
    body: req.body === undefined ? undefined : JSON.stringify(req.body),
    dispatcher: upstreamAgent(),
    signal: req.signal,
  });
}

/** Retries idempotent GETs only: a code-sending, login, upload or application call must not repeat. */
async function send(call: UpstreamRequest): Promise<Dispatcher.ResponseData> {
  const req = { ...call, requestId: call.requestId ?? (await currentRequestId()) };
  const attempts = req.method === 'GET' ? RETRY_DELAYS_MS.length + 1 : 1;
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await sendOnce(req);
      if (attempt < attempts && RETRYABLE_STATUSES.has(response.statusCode)) {
        await response.body.dump();
      } else {
        return response;
      }
    } catch (cause) {
      const error = toUpstreamError(cause, req.method !== 'GET');
      if (attempt >= attempts || error.kind !== 'network' || req.signal?.aborted) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt - 1]));
  }
}

/** Every whole call (retries and parsing included) goes through the upstream's circuit breaker. */
function guarded<T>(call: () => Promise<T>): Promise<T> {
  return breakerFor(getEnv().upstreamUrl).run(call);
}

async function observed<T>(operation: string, call: () => Promise<T>, requestId?: string): Promise<T> {
  const started = performance.now();
  let outcome: UpstreamOutcome = 'ok';
  try {
    return await call();
  } catch (error) {
    outcome = error instanceof UpstreamError ? error.kind : 'network';
    // A refusal is the platform's answer; anything else leaves the page degraded, never cached.
    if (outcome !== 'rejected') markDegraded(requestId ?? (await currentRequestId()));
    throw error;
  } finally {
    observeUpstreamCall(operation, outcome, (performance.now() - started) / 1000);
  }
}

export async function upstreamCall<T>(req: UpstreamRequest, schema: z.ZodType<T>): Promise<T> {
  return observed(
    req.operation ?? 'other',
    () => guarded(async () => parseEnvelope(await send(req), req.path, schema)),
    req.requestId,
  );
}

async function parseEnvelope<T>(
  response: Dispatcher.ResponseData,
  path: string,
  schema: z.ZodType<T>,
): Promise<T> {
  let payload: unknown;
  try {
    payload = await response.body.json();
  } catch (cause) {
    if (response.statusCode >= 400) throw new UpstreamError('http', { status: response.statusCode, cause });
    throw new UpstreamError('malformed', { status: response.statusCode, cause });
  }
  const envelope = envelopeSchema.safeParse(payload);
  if (!envelope.success) {
    if (response.statusCode >= 400) throw new UpstreamError('http', { status: response.statusCode });
    throw new UpstreamError('malformed', { status: response.statusCode, cause: envelope.error });
  }
  const { code, data, message, repMsg } = envelope.data;
  if (response.statusCode >= 400) {
    throw new UpstreamError('http', {
      status: response.statusCode,
      code,
      serverMessage: message ?? undefined,
    });
  }
  if (String(code) !== '1') {
    throw new UpstreamError('rejected', { code, serverMessage: message ?? repMsg ?? undefined });
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new UpstreamError('malformed', { cause: parsed.error, serverMessage: path });
  }
  return parsed.data;
}

export type UpstreamStream = {
  status: number;
  headers: Record<string, string>;
  body: Dispatcher.ResponseData['body'];
};

const PASSED_FILE_HEADERS = [
  'content-type',
  'content-disposition',
  'content-length',
  'last-modified',
  'etag',
];

/** Opens a file download for streaming through the BFF; non-200 answers are drained and thrown. */
export async function upstreamStream(req: Omit<UpstreamRequest, 'body'>): Promise<UpstreamStream> {
  return observed(req.operation ?? 'file.download', () => guarded(() => openStream(req)));
}

async function openStream(req: Omit<UpstreamRequest, 'body'>): Promise<UpstreamStream> {
  const response = await send(req);
  if (response.statusCode !== 200) {
    await response.body.dump();
    throw new UpstreamError('http', { status: response.statusCode });
  }
  const headers: Record<string, string> = {};
  for (const name of PASSED_FILE_HEADERS) {
    const value = response.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  // An upstream that answers a failure as a JSON envelope with status 200 is not a file.
  if (headers['content-type']?.startsWith('application/json')) {
    const envelope = envelopeSchema.safeParse(await response.body.json().catch(() => null));
    throw envelope.success
      ? new UpstreamError('rejected', {
          code: envelope.data.code,
          serverMessage: envelope.data.message ?? undefined,
        })
      : new UpstreamError('malformed', {});
  }
  return { status: response.statusCode, headers, body: response.body };
}

// Streams a multipart upload (p/attachment/upload), never retried. When the file's chunks fail mid-way the request is
// torn down before the body's end, so the platform never receives a whole file; that refusal is thrown.
export async function upstreamUpload<T>(
  req: {
    path: string;
    locale: Locale;
    token: string;
    fields: Record<string, string>;
    file: OutgoingFile;
    signal?: AbortSignal;
  },
  schema: z.ZodType<T>,
): Promise<T> {
  return observed('file.upload', () => guarded(() => sendUpload(req, schema)));
}

async function sendUpload<T>(
  req: {
    path: string;
    locale: Locale;
    token: string;
    fields: Record<string, string>;
    file: OutgoingFile;
    signal?: AbortSignal;
  },
  schema: z.ZodType<T>,
): Promise<T> {
  const requestId = await currentRequestId();
  let refusal: unknown;
  const chunks = (async function* () {
    try {
      yield* req.file.chunks;
    } catch (error) {
      refusal = error;
      throw error;
    }
  })();
  const { contentType, body } = multipartBody(req.fields, { ...req.file, chunks });
  let response: Dispatcher.ResponseData;
  try {
    response = await request(buildUrl(req.path, undefined), {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'accept-language': req.locale === 'en' ? 'en' : 'zh-CN',
        'content-type': contentType,
        authorization: req.token,
        ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
      },
      body: Readable.from(body, { objectMode: false }),
      dispatcher: upstreamAgent(),
      signal: req.signal,
    });
  } catch (cause) {
    if (refusal) throw refusal;
    throw toUpstreamError(cause, false);
  }
  if (refusal) {
    response.body.destroy();
    throw refusal;
  }
  return parseEnvelope(response, req.path, schema);
}
