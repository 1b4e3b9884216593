import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '@/lib/observability/logger-core';
import {
  countDataCache,
  metricsExposition,
  observeHttpRequest,
  observeUpstreamCall,
  setBreakerState,
} from '@/lib/observability/server/metrics';
import { bearerMatches } from '@/lib/observability/server/metrics-endpoint';
import { acceptOrCreateRequestId, requestIdOf } from '@/lib/observability/request-id';
import { routeLabel, routeTableFrom } from '@/lib/observability/route-label';

function capturedLogger() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: createLogger(sink as never), lines };
}

describe('structured logs', () => {
  it('write one JSON line per event with a level name, the service and an ISO time', () => {
    const { log, lines } = capturedLogger();
    log.info({ route: '/[locale]', status: 200 }, 'request');
    const line = JSON.parse(lines[0]!);
    expect(line).toMatchObject({
      level: 'info',
      service: 'portal',
      route: '/[locale]',
      status: 200,
      msg: 'request',
    });
    expect(new Date(line.time).toISOString()).toBe(line.time);
  });

  it('redact tokens, passwords, codes and cookies wherever an object carries them', () => {
    const { log, lines } = capturedLogger();
    log.warn(
      {
        token: 'TOKEN-TOP',
        req: {
          headers: {
            authorization: 'TOKEN-HEADER',
            cookie: '__Host-session=Fe26.2**sealed',
            'set-cookie': 'lang=en',
          },
        },
        body: { userPassword: 'Demo2026pass', verify: '123456', captchaVerification: 'CAPTCHA-PASS' },
        upstream: { answer: { token: 'TOKEN-NESTED' } },
      },
      'something failed',
    );
    const text = lines.join('');
    for (const secret of [
      'TOKEN-TOP',
      'TOKEN-HEADER',
      'Fe26.2',
      'lang=en',
      'Demo2026pass',
      '123456',
      'CAPTCHA-PASS',
      'TOKEN-NESTED',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    expect(text).toContain('[redacted]');
  });
});

describe('request ids', () => {
  it('keep a well-formed id from the load balancer and replace anything else', () => {
    expect(acceptOrCreateRequestId('lb-2f0c9a1e-77aa')).toBe('lb-2f0c9a1e-77aa');
    for (const bad of [
      null,
      '',
      'short',
      'a'.repeat(129),
      'id with spaces',
      'evil\n{"level":"fatal"}',
      '<script>alert(1)</script>',
    ]) {
      const id = acceptOrCreateRequestId(bad);
      expect(id, String(bad)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('are the same for every caller of one request', () => {
    const req = new Request('http://localhost/api/session');
    expect(requestIdOf(req)).toBe(requestIdOf(req));
    expect(requestIdOf(new Request('http://localhost/api/session'))).not.toBe(requestIdOf(req));
  });
});

describe('route labels', () => {
  // The shape of .next/routes-manifest.json: static routes, then dynamic ones most specific first.
  const table = routeTableFrom({
    staticRoutes: [
      { page: '/api/health/live', regex: '^/api/health/live(?:/)?$' },
      { page: '/robots.txt', regex: '^/robots\\.txt(?:/)?$' },
    ],
    dynamicRoutes: [
      { page: '/api/ops/[operation]', regex: '^/api/ops/([^/]+?)(?:/)?$' },
      { page: '/[locale]', regex: '^/([^/]+?)(?:/)?$' },
      { page: '/[locale]/epd/epdSearch', regex: '^/([^/]+?)/epd/epdSearch(?:/)?$' },
      { page: '/[locale]/textmessage/[id]', regex: '^/([^/]+?)/textmessage/([^/]+?)(?:/)?$' },
      { page: '/[locale]/[...rest]', regex: '^/([^/]+?)/(.+?)(?:/)?$' },
    ],
  });

  it.each([
    ['/', '/[locale]'],
    ['/en', '/[locale]'],
    ['/epd/epdSearch', '/[locale]/epd/epdSearch'],
    ['/en/epd/epdSearch', '/[locale]/epd/epdSearch'],
    ['/textmessage/42', '/[locale]/textmessage/[id]'],
    ['/no/such/page', '/[locale]/[...rest]'],
    ['/app/epd/1234', '/app/epd/[id]'],
    ['/en/app/epd/1234', '/app/epd/[id]'],
    ['/api/ops/dict.list', '/api/ops/[operation]'],
    ['/api/health/live', '/api/health/live'],
    ['/robots.txt', '/robots.txt'],
    ['/_next/static/chunks/app.js', '/_next/*'],
  ])('%s is counted as %s', (path, label) => {
    expect(routeLabel(table, path)).toBe(label);
  });
});

describe('metrics', () => {
  it('name requests by route, upstream calls by operation and outcome, the breaker and the data cache', async () => {
    observeHttpRequest('/[locale]/epd/epdSearch', 'GET', 200, 0.12);
    observeUpstreamCall('epd.search', 'ok', 0.05);
    observeUpstreamCall('epd.search', 'timeout', 20);
    setBreakerState('http://127.0.0.1:4010', 'open');
    countDataCache('menu.all', true);
    countDataCache('menu.all', false);
    const { body, contentType } = await metricsExposition();
    expect(contentType).toMatch(/^text\/plain/);
    expect(body).toContain(
      'portal_http_requests_total{route="/[locale]/epd/epdSearch",method="GET",status="200"} 1',
    );
    expect(body).toContain('portal_upstream_calls_total{operation="epd.search",outcome="timeout"} 1');
    expect(body).toContain('portal_upstream_breaker_state{origin="http://127.0.0.1:4010"} 2');
    expect(body).toContain('portal_data_cache_requests_total{operation="menu.all",result="hit"} 1');
    expect(body).toContain('portal_process_cpu_seconds_total');
  });

  it('are served only to the right bearer token', () => {
    const token = 'metrics-token-0123456789abcdef';
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true);
    for (const header of [
      null,
      '',
      token,
      `Bearer ${token}x`,
      `Bearer ${token.slice(0, -1)}`,
      `Basic ${token}`,
      `Bearer  ${token}`,
      'Bearer ',
    ]) {
      expect(bearerMatches(header, token), String(header)).toBe(false);
    }
  });
});
