// GET /api/health/live – the process is up (for the container's liveness probe).
export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } });
}
