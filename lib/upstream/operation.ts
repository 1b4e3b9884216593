import '@/lib/security/server-module';
import { unstable_cache } from 'next/cache';
import * as z from 'zod';
import type { Locale } from '@/lib/i18n/routing';
import { getEnv } from '@/lib/env/server/env';
import { countDataCache } from '@/lib/observability/server/metrics';
import { currentRequestId } from '@/lib/observability/server/request-scope';
import { sanitizeHtmlFields } from '@/lib/security/server/sanitize-html';
import { upstreamCall } from './client';
import { fillPath, isTokenlessPath } from './paths';

// One upstream operation, declared once (DESIGN.md "The BFF is an allowlist"). The browser never names one: it calls
// a declared endpoint (lib/<domain>/endpoints.ts) whose handler calls `callOperation` on the server.
export type Operation<I extends Record<string, unknown>, O> = {
  id: string;
  method: 'GET' | 'POST';
  /** Upstream path; `:name` segments are filled from the input field of that name. */
  path: string;
  /** `user`: refused without a signed-in user before upstream is asked; a `public` `/p/…` call still sends any token. */
  access: 'public' | 'user';
  input: z.ZodType<I>;
  output: z.ZodType<O>;
  /** Dotted paths of answer fields that hold HTML, sanitised on the server (`list[].content`). */
  htmlFields?: readonly string[];
  /** An `/n/` call that carries the token (GET /n/user/verify, accounts.md 7; /n/carbon/*): never cached for a user. */
  carriesToken?: boolean;
  /** A POST whose body is this input field as it is: a call that takes a JSON array (business.md 7). */
  bodyField?: string;
  /** Cache for answers made without a token only (DESIGN.md "What is cached"). */
  cache?: { revalidateSeconds: number; tags: readonly string[] };
};

/** The answer of a call that only says it was done: the platform may send anything here, and the portal reads none of it. */
export const ackSchema = z
  .union([z.null(), z.boolean(), z.number(), z.string(), z.looseObject({})])
  .optional()
  .transform(() => null);

export function defineOperation<I extends Record<string, unknown>, O>(op: Operation<I, O>): Operation<I, O> {
  return op;
}

export type CallContext = {
  locale: Locale;
  token?: string;
  signal?: AbortSignal;
  requestId?: string;
  /** Past the data cache: for a reader that keeps its own copy (the declarations' read model). */
  fresh?: boolean;
};

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

/** Calls an operation with validated input; token-less answers of cacheable operations come from Next's data cache. */
export async function callOperation<I extends Record<string, unknown>, O>(
  op: Operation<I, O>,
  input: I,
  ctx: CallContext,
): Promise<O> {
  const sendsToken = Boolean(ctx.token) && (op.carriesToken || !isTokenlessPath(op.path));
  if (!op.cache || sendsToken || ctx.fresh) return callUncached(op, input, ctx);
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
