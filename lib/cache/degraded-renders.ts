/**
 * Whether an upstream call failed (network, timeout, HTTP error, malformed answer) while the visitor
 * HTML cache was rendering a page: such a page shows a degraded notice and must not be kept
 * (lib/cache/visitor-html.ts), or one failure would be served to every visitor for the whole
 * interval. The cache watches the request id of each render it makes; the upstream client reports
 * failures; only watched ids are remembered, so nothing grows with ordinary traffic. Same process,
 * on globalThis because the proxy and the app are bundled apart.
 */
const WATCHED = Symbol.for('portal.degraded-renders');

/** Request id → whether a call failed during it. */
const watched = ((globalThis as { [WATCHED]?: Map<string, boolean> })[WATCHED] ??= new Map());

export function watchRender(requestId: string): void {
  watched.set(requestId, false);
}

/** Called by the upstream client on a failure: remembered only for a render being watched. */
export function markDegraded(requestId: string | undefined): void {
  if (requestId !== undefined && watched.has(requestId)) watched.set(requestId, true);
}

/** Whether the watched render saw a failure; stops watching it. */
export function takeDegraded(requestId: string): boolean {
  const failed = watched.get(requestId) === true;
  watched.delete(requestId);
  return failed;
}
