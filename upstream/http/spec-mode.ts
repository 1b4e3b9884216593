import type { Context, MiddlewareHandler } from 'hono';
import type { UpstreamEnv } from '../context.ts';
import { MAX_UPLOAD_BYTES } from '../routes/uploads.ts';
import { optionalUser } from './auth.ts';
import { SUCCESS_CODE } from './envelope.ts';
import { answerUnknownCall, badRequest } from './errors.ts';
import type { SpecCall } from './spec-shapes.ts';
import {
  SPEC_CALLS,
  UPLOAD_BUSINESS_TYPES,
  isSpecBusinessType,
  keepShape,
  specCallMatcher,
} from './spec-shapes.ts';

// UPSTREAM_SHAPES=spec: the upstream answers as a platform that does exactly what the spec
// describes (spec-shapes.ts). A call the spec does not name, and that is not an assumed or dev
// call, answers 404 like an unknown path; a request field the spec does not name for the call
// is refused with code 400 as a failed validation; a successful answer keeps only the fields
// the spec lists for it.

// Above this the upload route refuses the body by its size; the type check leaves it to that.
const UPLOAD_READ_LIMIT = MAX_UPLOAD_BYTES + 1024 * 1024;

export function specShapedCalls(table: readonly SpecCall[] = SPEC_CALLS): MiddlewareHandler<UpstreamEnv> {
  const find = specCallMatcher(table);
  return async (c, next) => {
    const call = find(c.req.method, c.req.path);
    if (!call || call.kind === 'reference') return answerUnknownCall(c);
    if (call.kind !== 'spec') return next();

    if (call.request) {
      refuseUnnamed(Object.keys(c.req.queries()), call.request);
      if (call.multipart) await checkUpload(c, call.request);
      else await checkJsonBody(c, call);
    }
    await next();
    if (call.answer) await keepAnswerShape(c, call);
  };
}

function refuseUnnamed(names: readonly string[], allowed: readonly string[], prefix = ''): void {
  const unnamed = names.find((name) => !allowed.includes(name));
  if (unnamed !== undefined) throw badRequest(`${prefix}${unnamed}: not a field of this call`);
}

// The handler reads the body again from Hono's per-request cache (`c.req.json()`/`text()`).
// A body that is not JSON is the handler's to refuse.
async function checkJsonBody(c: Context<UpstreamEnv>, call: SpecCall): Promise<void> {
  if (c.req.method !== 'POST' || isMultipart(c)) return;
  let body: unknown;
  try {
    const text = await c.req.text();
    if (text.trim() === '') return;
    body = JSON.parse(text);
  } catch {
    return;
  }
  const allowed = call.request ?? [];
  if (call.listBody && Array.isArray(body)) {
    body.forEach((item: unknown, index) => {
      if (isRecord(item)) refuseUnnamed(Object.keys(item), allowed, `${index}.`);
    });
  } else if (isRecord(body)) {
    refuseUnnamed(Object.keys(body), allowed);
  }
}

/**
 * The upload's parts and business type, checked before the route stores anything. The body is
 * read once here and handed on as a fresh request body, so the route's own size limit and
 * multipart reading see it as sent; a visitor or a body over the limit is the route's to refuse.
 */
async function checkUpload(c: Context<UpstreamEnv>, allowed: readonly string[]): Promise<void> {
  if (!isMultipart(c) || !optionalUser(c) || !c.req.raw.body) return;
  const declared = c.req.header('Content-Length');
  if (declared !== undefined && Number(declared) > UPLOAD_READ_LIMIT) return;
  const read = await readUpTo(c.req.raw.body, UPLOAD_READ_LIMIT);
  c.req.raw = new Request(c.req.raw, { body: read.body, duplex: 'half' } as RequestInit);
  if (!read.whole) return;

  let form: FormData;
  try {
    form = await new Response(read.whole, {
      headers: { 'Content-Type': c.req.header('Content-Type') ?? '' },
    }).formData();
  } catch {
    return;
  }
  refuseUnnamed([...new Set(form.keys())], allowed);
  const businessType = form.get('businessType');
  if (typeof businessType === 'string' && businessType.trim() !== '' && !isSpecBusinessType(businessType)) {
    throw badRequest(`businessType: one of ${UPLOAD_BUSINESS_TYPES.join(', ')}`);
  }
}

/** The whole body when it fits in `limit`; otherwise a body that replays what was read, then the rest. */
async function readUpTo(
  stream: ReadableStream<Uint8Array>,
  limit: number,
): Promise<{ whole: Uint8Array<ArrayBuffer> | null; body: BodyInit }> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
    if (size > limit) {
      const replay = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const next = chunks.shift() ?? (await reader.read()).value;
          if (next) controller.enqueue(next);
          else controller.close();
        },
        cancel: (reason) => reader.cancel(reason),
      });
      return { whole: null, body: replay };
    }
  }
  const whole = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { whole, body: whole };
}

// A success envelope keeps the spec's fields in `data`; files and failures pass unchanged.
async function keepAnswerShape(c: Context<UpstreamEnv>, call: SpecCall): Promise<void> {
  const answer = c.res;
  if (!call.answer || !answer.headers.get('Content-Type')?.startsWith('application/json')) return;
  let envelope: unknown;
  try {
    envelope = await answer.clone().json();
  } catch {
    return;
  }
  if (!isRecord(envelope) || envelope.code !== SUCCESS_CODE || !('data' in envelope)) return;
  const headers = new Headers(answer.headers);
  headers.delete('Content-Length');
  const shaped = { ...envelope, data: keepShape(envelope.data, call.answer) };
  // Cleared first so that Hono does not merge the old answer's headers into the new one.
  c.res = undefined;
  c.res = new Response(JSON.stringify(shaped), { status: answer.status, headers });
}

function isMultipart(c: Context<UpstreamEnv>): boolean {
  return (c.req.header('Content-Type') ?? '').toLowerCase().startsWith('multipart/form-data');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
