import { answerMetrics } from '@/lib/observability/server/metrics-endpoint';
import { withRequestContext } from '@/lib/observability/server/request-context';

export const dynamic = 'force-dynamic';

// GET /api/metrics – Prometheus metrics, only with `Authorization: Bearer $METRICS_TOKEN` (404 without it).
export const GET = withRequestContext(async (req: Request) => answerMetrics(req));
