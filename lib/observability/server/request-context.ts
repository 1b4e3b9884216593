import 'server-only';
import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { requestLocale } from '@/lib/i18n/request-locale';
import { servedOverHttps, transportSecurityHeaders } from '@/lib/security/headers';
import { REQUEST_ID_HEADER, requestIdOf } from '../request-id';
import { runWithRequestId, setRequestIdFallback } from './request-scope';

type RouteHandler<R extends Request, A extends unknown[]> = (req: R, ...rest: A) => Promise<Response>;

// Wraps every API route handler: runs it with its request id and language in scope, answers with `x-request-id` and
// adds HSTS over HTTPS, since the proxy does not run for /api.
export function withRequestContext<R extends Request, A extends unknown[]>(
  handler: RouteHandler<R, A>,
): RouteHandler<R, A> {
  return async (req, ...rest) => {
    const requestId = requestIdOf(req);
    const answer = await runWithRequestId(requestId, () => handler(req, ...rest), requestLocale(req));
    const added = {
      [REQUEST_ID_HEADER]: requestId,
      ...transportSecurityHeaders({ https: servedOverHttps() }),
    };
    try {
      return withHeaders(answer, added);
    } catch {
      // Immutable headers (Response.redirect, a fetched answer): a copy, whose body is not read.
      return withHeaders(new Response(answer.body, answer), added);
    }
  };
}

function withHeaders(response: Response, headers: Record<string, string>): Response {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
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
