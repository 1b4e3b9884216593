/**
 * One id per request, made at the edge (proxy.ts for pages, the BFF wrapper for /api), sent to
 * upstream as `x-request-id` and written in both request logs, so one request can be followed from
 * the portal into the platform. An id from a load balancer in front is kept when it looks like one;
 * anything else (too long, odd characters that could forge log lines) is replaced.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

export function acceptOrCreateRequestId(incoming: string | null | undefined): string {
  return incoming && WELL_FORMED.test(incoming) ? incoming : crypto.randomUUID();
}

const ids = new WeakMap<Request, string>();

/** The id of this request: the same on every call for the same request object. */
export function requestIdOf(req: Request): string {
  let id = ids.get(req);
  if (!id) {
    id = acceptOrCreateRequestId(req.headers.get(REQUEST_ID_HEADER));
    ids.set(req, id);
  }
  return id;
}
