import { isShuttingDown } from '@/lib/lifecycle/shutdown';
import { withRequestContext } from '@/lib/observability/request-context';
import { checkUpstreamReady } from '@/lib/upstream/readiness';

// GET /api/health/ready – the portal can serve pages: the upstream answers and the process is not
// shutting down (readiness probe; 503 takes the instance out of the load balancer).
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
