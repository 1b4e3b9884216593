import '@/lib/security/server-module';
import { unstable_cache } from 'next/cache';
import * as z from 'zod';
import type { Locale } from '@/lib/i18n/routing';
import { getEnv } from '@/lib/env';
import { countDataCache } from '@/lib/observability/metrics';
import { currentRequestId } from '@/lib/observability/request-scope';
import { sanitizeHtmlFields } from '@/lib/security/sanitize-html';
import { upstreamCall } from './client';
import { fillPath, isTokenlessPath } from './paths';

/**
 * One upstream operation, declared once (DESIGN.md "The BFF is an allowlist"): where it goes,
 * who may trigger it, what input it accepts and what it answers. Pages and BFF handlers call it on
 * the server through `callOperation`; the browser never names an operation, it calls a declared
 * endpoint (`lib/<domain>/endpoints.ts`) whose handler does.
 */
export type Operation<I extends Record<string, unknown>, O> = {
  /** Stable id used in cache keys and logs, e.g. `dict.list`. */
  id: string;
  method: 'GET' | 'POST';
  /** Upstream path; `:name` segments are filled from the input field of that name. */
  path: string;
  /**
   * `public`: visitors may trigger it (a `/p/…` one still carries the token when there is one).
   * `user`: the portal refuses it without a signed-in user, before upstream is asked.
   */
  access: 'public' | 'user';
  input: z.ZodType<I>;
  output: z.ZodType<O>;
  /** Dotted paths of answer fields that hold HTML, sanitised on the server (`list[].content`). */
  htmlFields?: readonly string[];
  /**
   * The rare `/n/` call that does carry the token (GET /n/user/verify, accounts.md 7;
   * /n/carbon/*). Such a call made for a signed-in user is never cached (`callOperation`).
   */
  carriesToken?: boolean;
  /**
   * A POST whose body is this one input field as it is, not the input object: a call that takes a
   * JSON array (`/n/carbon/addApplication`, business.md 7).
   */
  bodyField?: string;
  /** Cache for answers made without a token only (DESIGN.md "What is cached"). */
  cache?: { revalidateSeconds: number; tags: readonly string[] };
};

/**
 * The answer of a call that only says it was done: the reference upstream sends `data: null`; the
 * platform may send a flag, a number, a text or an object, none of which the portal reads.
 */
export const ackSchema = z.union([z.null(), z.boolean(), z.number(), z.string(), z.looseObject({})]).optional().transform(() => null);

export function defineOperation<I extends Record<string, unknown>, O>(op: Operation<I, O>): Operation<I, O> {
  return op;
}

export type CallContext = { locale: Locale; token?: string; signal?: AbortSignal; requestId?: string };

function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z]\w*)/g)].map((match) => match[1] as string);
}

async function callUncached<I extends Record<string, unknown>, O>(
  op: Operation<I, O>,
  input: I,
  ctx: CallContext,
): Promise<O> {
  const params = pathParamNames(op.path);
  const pathValues: Record<string, string | number> = {};
  const rest: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(input)) {
    if (params.includes(name)) pathValues[name] = value as string | number;
    else rest[name] = value;
  }
  const data = await upstreamCall(
    {
      method: op.method,
      path: fillPath(op.path, pathValues),
      locale: ctx.locale,
      token: ctx.token,
      forceToken: op.carriesToken,
      signal: ctx.signal,
      operation: op.id,
      requestId: ctx.requestId,
      ...(op.method === 'GET'
        ? { query: rest as Record<string, string | number | boolean | undefined> }
        : { body: op.bodyField ? rest[op.bodyField] : rest }),
    },
    op.output,
  );
  return op.htmlFields ? sanitizeHtmlFields(data, op.htmlFields) : data;
}

/**
 * Calls an operation with already-validated input. Token-less answers of cacheable operations are
 * served from Next's data cache, keyed by operation, input and language, and tagged for invalidation.
 */
export async function callOperation<I extends Record<string, unknown>, O>(
  op: Operation<I, O>,
  input: I,
  ctx: CallContext,
): Promise<O> {
  const sendsToken = Boolean(ctx.token) && (op.carriesToken || !isTokenlessPath(op.path));
  if (!op.cache || sendsToken) return callUncached(op, input, ctx);
  // Read here: the request's headers are out of reach inside the cached function.
  const requestId = await currentRequestId();
  let missed = false;
  const cached = unstable_cache(
    () => {
      missed = true;
      return callUncached(op, input, { locale: ctx.locale, requestId });
    },
    // The upstream's address is part of the key: two portals sharing `.next/cache` may not share answers.
    ['upstream', getEnv().upstreamUrl, op.id, ctx.locale, JSON.stringify(input)],
    { revalidate: op.cache.revalidateSeconds, tags: [...op.cache.tags, `op:${op.id}`] },
  );
  const answer = await cached();
  // A stale answer refreshed in the background still counts as a hit: this caller did not wait.
  countDataCache(op.id, !missed);
  return answer;
}
