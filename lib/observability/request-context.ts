import 'server-only';
import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id';
import { runWithRequestId, setRequestIdFallback } from './request-scope';

type RouteHandler<R extends Request, A extends unknown[]> = (req: R, ...rest: A) => Promise<Response>;

/**
 * Runs a route handler with its request id in scope (for the upstream client and log lines) and
 * answers with the id in `x-request-id`, so a user's report can be matched to the logs.
 */
export function withRequestContext<R extends Request, A extends unknown[]>(handler: RouteHandler<R, A>): RouteHandler<R, A> {
  return async (req, ...rest) => {
    const requestId = requestIdOf(req);
    const response = await runWithRequestId(requestId, () => handler(req, ...rest));
    try {
      response.headers.set(REQUEST_ID_HEADER, requestId);
    } catch {
      // A Response with immutable headers (Response.redirect, a fetched one) keeps them as they are.
    }
    return response;
  };
}

// An App Router page's id is the header proxy.ts set; outside a request there is none.
setRequestIdFallback(async () => {
  try {
    return (await headers()).get(REQUEST_ID_HEADER) ?? undefined;
  } catch (error) {
    // Next's own control flow (a prerender bailing out) must go on; anything else means no request.
    unstable_rethrow(error);
    return undefined;
  }
});
