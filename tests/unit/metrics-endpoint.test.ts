import { beforeAll, describe, expect, it } from 'vitest';

/**
 * /api/metrics without METRICS_TOKEN does not exist (the configuration is read once per process,
 * so this file runs without the variable; the browser tests cover 401 and 200 with it).
 */
beforeAll(() => {
  process.env.UPSTREAM_URL = 'http://127.0.0.1:9';
  process.env.SESSION_PASSWORD = 'x'.repeat(40);
  delete process.env.METRICS_TOKEN;
});

describe('/api/metrics without METRICS_TOKEN', () => {
  it('answers 404 whatever the request carries, and never the metrics', async () => {
    const { answerMetrics } = await import('@/lib/observability/server/metrics-endpoint');
    for (const authorization of [undefined, 'Bearer anything-at-all-0123456789', 'Bearer ']) {
      const response = await answerMetrics(
        new Request('http://localhost/api/metrics', { headers: authorization ? { authorization } : {} }),
      );
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('portal_');
    }
  });
});
