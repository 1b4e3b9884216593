import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id';

type RequestContext = { requestId: string };

// One store per process, whichever bundle chunk loads this module first.
const STORE = Symbol.for('portal.request-context');
const globalStore = globalThis as { [STORE]?: AsyncLocalStorage<RequestContext> };
const storage = (globalStore[STORE] ??= new AsyncLocalStorage<RequestContext>());

type RouteHandler<R extends Request, A extends unknown[]> = (req: R, ...rest: A) => Promise<Response>;

/**
 * Runs a route handler with its request id in scope (for the upstream client and log lines) and
 * answers with the id in `x-request-id`, so a user's report can be matched to the logs.
 */
export function withRequestContext<R extends Request, A extends unknown[]>(handler: RouteHandler<R, A>): RouteHandler<R, A> {
  return async (req, ...rest) => {
    const requestId = requestIdOf(req);
    const response = await storage.run({ requestId }, () => handler(req, ...rest));
    try {
      response.headers.set(REQUEST_ID_HEADER, requestId);
    } catch {
      // A Response with immutable headers (Response.redirect, a fetched one) keeps them as they are.
    }
    return response;
  };
}

/**
 * The current request's id: from the BFF wrapper's scope, else from the request headers proxy.ts
 * set for a page. Undefined outside a request (start-up, a background cache refresh).
 */
export async function currentRequestId(): Promise<string | undefined> {
  const scoped = storage.getStore()?.requestId;
  if (scoped) return scoped;
  try {
    return (await headers()).get(REQUEST_ID_HEADER) ?? undefined;
  } catch (error) {
    // Next's own control flow (a prerender bailing out) must go on; anything else means no request.
    unstable_rethrow(error);
    return undefined;
  }
}
