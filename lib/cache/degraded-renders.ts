/**
 * The requests during which an upstream call failed (network, timeout, HTTP error, malformed
 * answer): their pages show a degraded notice and must not be kept by the visitor HTML cache
 * (lib/cache/visitor-html.ts), or one failure would be served to every visitor for the whole
 * interval. Written by the upstream client, read by proxy.ts's cache, in the same process; on
 * globalThis because the two are bundled apart. Bounded: entries older than a minute go.
 */
const DEGRADED = Symbol.for('portal.degraded-renders');
const KEEP_MS = 60_000;

const registry = ((globalThis as { [DEGRADED]?: Map<string, number> })[DEGRADED] ??= new Map());

export function markDegraded(requestId: string | undefined): void {
  if (!requestId) return;
  const now = Date.now();
  registry.set(requestId, now);
  if (registry.size > 1_000) for (const [id, at] of registry) if (at < now - KEEP_MS) registry.delete(id);
}

/** Whether the request saw a failure; forgets it either way. */
export function takeDegraded(requestId: string | null): boolean {
  if (!requestId) return false;
  const seen = registry.has(requestId);
  registry.delete(requestId);
  return seen;
}
