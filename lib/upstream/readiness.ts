import 'server-only';
import { upstreamCall } from './client';
import { getMenu } from './operations/site';

/** Asks upstream for the menu, uncached and without retries beyond the client's: is it answering? */
export async function checkUpstreamReady(): Promise<{ ok: boolean; ms: number; reason?: string }> {
  const started = performance.now();
  try {
    await upstreamCall(
      { method: 'GET', path: getMenu.path, locale: 'zh', signal: AbortSignal.timeout(3_000), operation: 'readiness' },
      getMenu.output,
    );
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unknown';
    return { ok: false, ms: Math.round(performance.now() - started), reason };
  }
}
