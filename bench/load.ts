// The load generator of `npm run bench`: autocannon against one target for BENCH_SECONDS (default 8) with
// BENCH_CONNECTIONS (default 16), reduced to requests per second, p50/p99 latency and failures.
import autocannon from 'autocannon';

export type Target = {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** The call this one is compared with (the floor's page or proxy, or upstream directly). */
  baseline?: string;
  /** A page: its weight is measured too. */
  page?: boolean;
};
export type Figures = {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Requests answered within the time (one slower than BENCH_SECONDS is never counted). */
  completed: number;
};

export const seconds = Number(process.env.BENCH_SECONDS ?? 8);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);

/** `target` loaded for BENCH_SECONDS by BENCH_CONNECTIONS connections (or as many as `options` says). */
export async function load(target: Target, options: { connections?: number } = {}): Promise<Figures> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections: options.connections ?? connections,
    duration: seconds,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    completed: result.requests.total,
  };
}
