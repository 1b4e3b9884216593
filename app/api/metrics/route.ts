import { answerMetrics } from '@/lib/observability/metrics-endpoint';

// Counters and timings change on every request: never prerendered or cached.
export const dynamic = 'force-dynamic';

// GET /api/metrics – Prometheus metrics, only with `Authorization: Bearer $METRICS_TOKEN` (404 without METRICS_TOKEN).
export const GET = (req: Request) => answerMetrics(req);
