import { isShuttingDown } from '@/lib/lifecycle/server/shutdown';
import { withRequestContext } from '@/lib/observability/server/request-context';
import { checkUpstreamReady } from '@/lib/upstream/readiness';

// GET /api/health/ready – 503 while upstream does not answer or the process is shutting down (readiness probe).
export const GET = withRequestContext(async () => {
  if (isShuttingDown()) {
    return Response.json(
      { status: 'shutting-down' },
      { status: 503, headers: { 'cache-control': 'no-store' } },
    );
  }
  const upstream = await checkUpstreamReady();
  return Response.json(
    { status: upstream.ok ? 'ok' : 'unavailable', upstream },
    { status: upstream.ok ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
});
