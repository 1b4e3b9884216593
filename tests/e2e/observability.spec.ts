import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/fixtures';

/**
 * Production observability on the suite's portal: one request followed from the portal's log into
 * the reference upstream's by its `x-request-id`, and the Prometheus metrics endpoint behind its
 * bearer token. (The end-of-run log check, support/log-check.ts, covers redaction.)
 */
type LogLine = { requestId?: string; route?: string; path?: string; status?: number; msg?: string };

function logLines(name: string): LogLine[] {
  const file = path.join(process.env.E2E_LOG_DIR as string, name);
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

test('one page request can be followed from the portal into the platform by its request id', async ({
  request,
}) => {
  const requestId = `e2e-follow-${Date.now().toString(36)}`;
  // A PCR search nobody made before: the answer is not in the data cache, so upstream is asked. (The EPD search reads
  // the portal's own index of public declarations, filled in the background, not upstream per request.)
  const response = await request.get(`/en/pcr/pcrSearch?content=follow-${requestId}`, {
    headers: { 'x-request-id': requestId },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['x-request-id']).toBe(requestId);

  await expect
    .poll(() => logLines('portal.log').find((line) => line.msg === 'request' && line.requestId === requestId))
    .toMatchObject({ route: '/[locale]/pcr/pcrSearch', path: '/en/pcr/pcrSearch', status: 200 });
  await expect
    .poll(() =>
      logLines('upstream.log')
        .filter((line) => line.requestId === requestId)
        .map((line) => line.path),
    )
    .toContain('/p/pcr/page');
  // Never the query: it can carry a reset or refer token.
  expect(readFileSync(path.join(process.env.E2E_LOG_DIR as string, 'portal.log'), 'utf8')).not.toContain(
    `content=follow-${requestId}`,
  );
});

test('a BFF answer carries a request id of its own, and a forged one is replaced', async ({ request }) => {
  const own = await request.get('/api/session');
  expect(own.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  const forged = await request.get('/api/session', { headers: { 'x-request-id': 'evil"} {"level":"fatal' } });
  expect(forged.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  const requestId = forged.headers()['x-request-id'];
  await expect
    .poll(() => logLines('portal.log').find((line) => line.requestId === requestId))
    .toMatchObject({ route: '/api/session', status: 200 });
});

test('metrics are served only with the bearer token, and count requests, upstream calls and the cache', async ({
  request,
}) => {
  expect((await request.get('/api/metrics')).status()).toBe(401);
  expect(
    (
      await request.get('/api/metrics', { headers: { authorization: 'Bearer not-the-token-at-all-000000' } })
    ).status(),
  ).toBe(401);
  // Twice: the first render may fill the data cache, the second is then served from it.
  for (let i = 0; i < 2; i++) expect((await request.get('/')).status()).toBe(200);
  const response = await request.get('/api/metrics', {
    headers: { authorization: `Bearer ${process.env.E2E_METRICS_TOKEN}` },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  expect(response.headers()['cache-control']).toContain('no-store');
  const body = await response.text();
  expect(body).toMatch(/portal_http_requests_total\{route="\/\[locale\]",method="GET",status="200"\} \d+/);
  expect(body).toMatch(/portal_upstream_calls_total\{operation="menu\.all",outcome="ok"\} \d+/);
  expect(body).toMatch(/portal_data_cache_requests_total\{operation="menu\.all",result="hit"\} \d+/);
  expect(body).toMatch(
    /portal_http_request_duration_seconds_bucket\{le="0\.1",route="\/\[locale\]",method="GET"\} \d+/,
  );
});
