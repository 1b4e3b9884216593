import { answerMetrics } from '@/lib/observability/metrics-endpoint';
import { withRequestContext } from '@/lib/observability/request-context';

// Counters and timings change on every request: never prerendered or cached.
export const dynamic = 'force-dynamic';

// GET /api/metrics – Prometheus metrics, only with `Authorization: Bearer $METRICS_TOKEN` (404 without METRICS_TOKEN).
export const GET = withRequestContext(async (req: Request) => answerMetrics(req));
