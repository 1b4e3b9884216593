// Whether an upstream call failed while the visitor HTML cache rendered a page, which then must not be kept. Only watched
// render ids are remembered; on globalThis because the proxy and the app are bundled apart.
const WATCHED = Symbol.for('portal.degraded-renders');

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
