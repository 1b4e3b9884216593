import { checkUpstreamReady } from '@/lib/upstream/readiness';

// GET /api/health/ready – the portal can serve pages: the upstream answers (readiness probe).
export async function GET() {
  const upstream = await checkUpstreamReady();
  return Response.json(
    { status: upstream.ok ? 'ok' : 'unavailable', upstream },
    { status: upstream.ok ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
}
