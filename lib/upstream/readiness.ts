import 'server-only';
import { upstreamCall } from './client';
import { UpstreamError } from './errors';
import { getMenu } from './operations/site';

/** Asks upstream for the menu, uncached and without retries beyond the client's: is it answering? */
export async function checkUpstreamReady(): Promise<{ ok: boolean; ms: number; reason?: string }> {
  const started = performance.now();
  try {
    await upstreamCall(
      {
        method: 'GET',
        path: getMenu.path,
        locale: 'zh',
        signal: AbortSignal.timeout(3_000),
        operation: 'readiness',
      },
      getMenu.output,
    );
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { ok: false, ms: Math.round(performance.now() - started), reason: readinessReason(error) };
  }
}

/** Kind, status and code only: the answer is public, and an upstream's message can carry stack frames and host names. */
export function readinessReason(error: unknown): string {
  if (!(error instanceof UpstreamError)) return 'unknown';
  const circuitOpen = (error.cause as { code?: unknown } | undefined)?.code === 'EOPENBREAKER';
  return [
    `upstream ${error.kind}`,
    error.status ? `status=${error.status}` : '',
    error.code !== undefined ? `code=${error.code}` : '',
    circuitOpen ? '(circuit open after repeated failures)' : '',
  ]
    .filter(Boolean)
    .join(' ');
}
