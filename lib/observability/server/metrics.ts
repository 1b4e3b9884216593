import { collectDefaultMetrics, Counter, Gauge, Histogram, register, type Metric } from 'prom-client';

// Prometheus metrics for /api/metrics. Next's bundles may each load this module, so a metric is looked up by name in
// prom-client's one registry (a server external package) before it is made. Labels stay bounded.
function metric<T extends Metric>(name: string, make: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? make();
}

const DEFAULTS = Symbol.for('portal.default-metrics');
const flags = globalThis as { [DEFAULTS]?: true };
if (!flags[DEFAULTS]) {
  flags[DEFAULTS] = true;
  collectDefaultMetrics({ prefix: 'portal_' });
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

const httpRequests = () =>
  metric(
    'portal_http_requests_total',
    () =>
      new Counter({
        name: 'portal_http_requests_total',
        help: 'Requests answered, by route pattern, method and status.',
        labelNames: ['route', 'method', 'status'],
      }),
  );
const httpDuration = () =>
  metric(
    'portal_http_request_duration_seconds',
    () =>
      new Histogram({
        name: 'portal_http_request_duration_seconds',
        help: 'Time from request to the end of the answer, by route pattern and method.',
        labelNames: ['route', 'method'],
        buckets: SECONDS,
      }),
  );
const upstreamCalls = () =>
  metric(
    'portal_upstream_calls_total',
    () =>
      new Counter({
        name: 'portal_upstream_calls_total',
        help: 'Calls to the platform API, by operation and outcome (ok, rejected, http, network, timeout, malformed, open).',
        labelNames: ['operation', 'outcome'],
      }),
  );
const upstreamDuration = () =>
  metric(
    'portal_upstream_call_duration_seconds',
    () =>
      new Histogram({
        name: 'portal_upstream_call_duration_seconds',
        help: 'Duration of calls to the platform API, by operation.',
        labelNames: ['operation'],
        buckets: SECONDS,
      }),
  );
const breakerState = () =>
  metric(
    'portal_upstream_breaker_state',
    () =>
      new Gauge({
        name: 'portal_upstream_breaker_state',
        help: 'Circuit breaker in front of an upstream origin: 0 closed, 1 half-open, 2 open.',
        labelNames: ['origin'],
      }),
  );
const dataCache = () =>
  metric(
    'portal_data_cache_requests_total',
    () =>
      new Counter({
        name: 'portal_data_cache_requests_total',
        help: 'Cacheable upstream answers asked of the data cache, by operation and result (hit, miss).',
        labelNames: ['operation', 'result'],
      }),
  );
const redisConnected = () =>
  metric(
    'portal_redis_connected',
    () =>
      new Gauge({
        name: 'portal_redis_connected',
        help: '1 while the shared Redis (REDIS_URL) is connected, 0 otherwise; absent without REDIS_URL.',
      }),
  );
const redisErrors = () =>
  metric(
    'portal_redis_errors_total',
    () =>
      new Counter({
        name: 'portal_redis_errors_total',
        help: 'Redis commands that failed, by use (data-cache, rate-limit).',
        labelNames: ['use'],
      }),
  );
const rateLimitRefusals = () =>
  metric(
    'portal_rate_limit_refusals_total',
    () =>
      new Counter({
        name: 'portal_rate_limit_refusals_total',
        help: 'Requests refused by a rate limit, by limit and reason (limited, unavailable).',
        labelNames: ['limit', 'reason'],
      }),
  );
const declarationIndexSize = () =>
  metric(
    'portal_declaration_index_size',
    () =>
      new Gauge({
        name: 'portal_declaration_index_size',
        help: "Public declarations in this instance's search index (lib/epd/server/declaration-store.ts).",
      }),
  );
const declarationIndexFills = () =>
  metric(
    'portal_declaration_index_fills_total',
    () =>
      new Counter({
        name: 'portal_declaration_index_fills_total',
        help: 'Fills of the search index from the platform, by outcome (ok, failed).',
        labelNames: ['outcome'],
      }),
  );
const declarationIndexFillDuration = () =>
  metric(
    'portal_declaration_index_fill_duration_seconds',
    () =>
      new Histogram({
        name: 'portal_declaration_index_fill_duration_seconds',
        help: 'Time to page every public declaration from the platform and build the index.',
        buckets: SECONDS,
      }),
  );

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export function observeHttpRequest(route: string, method: string, status: number, seconds: number): void {
  const verb = METHODS.has(method) ? method : 'OTHER';
  httpRequests().inc({ route, method: verb, status: String(status) });
  httpDuration().observe({ route, method: verb }, seconds);
}

export type UpstreamOutcome = 'ok' | 'rejected' | 'http' | 'network' | 'timeout' | 'malformed' | 'open';

export function observeUpstreamCall(operation: string, outcome: UpstreamOutcome, seconds: number): void {
  upstreamCalls().inc({ operation, outcome });
  upstreamDuration().observe({ operation }, seconds);
}

export type BreakerState = 'closed' | 'half-open' | 'open';
const BREAKER_VALUES: Record<BreakerState, number> = { closed: 0, 'half-open': 1, open: 2 };

/** For the upstream circuit breaker: call on every state change (and once when it is made). */
export function setBreakerState(origin: string, state: BreakerState): void {
  breakerState().set({ origin }, BREAKER_VALUES[state]);
}

export function countDataCache(operation: string, hit: boolean): void {
  dataCache().inc({ operation, result: hit ? 'hit' : 'miss' });
}

export function setRedisConnected(connected: boolean): void {
  redisConnected().set(connected ? 1 : 0);
}

export function countRedisError(use: 'data-cache' | 'rate-limit'): void {
  redisErrors().inc({ use });
}

export function countRateLimitRefusal(limit: string, reason: 'limited' | 'unavailable'): void {
  rateLimitRefusals().inc({ limit, reason });
}

export function observeDeclarationIndexFill(outcome: 'ok' | 'failed', seconds: number, size?: number): void {
  declarationIndexFills().inc({ outcome });
  if (outcome === 'ok') {
    declarationIndexFillDuration().observe(seconds);
    if (size !== undefined) declarationIndexSize().set(size);
  }
}

export async function metricsExposition(): Promise<{ body: string; contentType: string }> {
  // Make every metric exist, so a scrape shows zeroes rather than nothing before the first event.
  [
    httpRequests,
    httpDuration,
    upstreamCalls,
    upstreamDuration,
    breakerState,
    dataCache,
    redisErrors,
    rateLimitRefusals,
  ].forEach((make) => make());
  return { body: await register.metrics(), contentType: register.contentType };
}
