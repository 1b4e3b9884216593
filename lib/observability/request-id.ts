// One id per request, made at the edge, sent upstream as `x-request-id` and logged on both sides. An incoming id is kept
// only when well-formed: anything else could forge log lines.
export const REQUEST_ID_HEADER = 'x-request-id';

const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

export function acceptOrCreateRequestId(incoming: string | null | undefined): string {
  return incoming && WELL_FORMED.test(incoming) ? incoming : crypto.randomUUID();
}

const ids = new WeakMap<Request, string>();

export function requestIdOf(req: Request): string {
  let id = ids.get(req);
  if (!id) {
    id = acceptOrCreateRequestId(req.headers.get(REQUEST_ID_HEADER));
    ids.set(req, id);
  }
  return id;
}
