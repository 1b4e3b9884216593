import { withRequestContext } from '@/lib/observability/request-context';

// GET /api/health/live – the process is up (for the container's liveness probe).
export const GET = withRequestContext(async () => Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } }));
