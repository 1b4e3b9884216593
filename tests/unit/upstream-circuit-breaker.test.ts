import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { createUpstreamBreaker, isUpstreamFault } from '@/lib/upstream/circuit-breaker';
import { describeUpstreamError, UpstreamError } from '@/lib/upstream/errors';

/**
 * The upstream circuit breaker: what counts as the upstream's fault, the closed → open → half-open
 * → closed cycle, one breaker per origin, and (through the real client against a scripted server)
 * that garbage opens it while a schema our side disagrees with does not.
 */
const network = () => new UpstreamError('network', { cause: new Error('ECONNREFUSED') });
const refused = () => new UpstreamError('rejected', { code: 106, serverMessage: 'USER_NOT_FOUND' });

async function failTimes(
  breaker: { run<T>(call: () => Promise<T>): Promise<T> },
  times: number,
  error: () => unknown,
) {
  for (let i = 0; i < times; i++) {
    await breaker.run(() => Promise.reject(error())).catch(() => undefined);
  }
}

describe('isUpstreamFault', () => {
  it.each([
    ['a refused or reset connection', network(), true],
    ['a timeout', new UpstreamError('timeout', {}), true],
    ['HTTP 500', new UpstreamError('http', { status: 500 }), true],
    ['HTTP 503', new UpstreamError('http', { status: 503 }), true],
    ['a 200 that is not JSON or not an envelope', new UpstreamError('malformed', { status: 200 }), true],
    [
      'an AbortSignal.timeout that fired',
      new UpstreamError('network', { cause: new DOMException('late', 'TimeoutError') }),
      true,
    ],
    ['business code 0', new UpstreamError('rejected', { code: 0, serverMessage: 'CHECK_CODE_ERROR' }), false],
    ['business code 106', refused(), false],
    ['HTTP 401', new UpstreamError('http', { status: 401 }), false],
    ['HTTP 404', new UpstreamError('http', { status: 404 }), false],
    ['HTTP 501 (a call the platform does not know)', new UpstreamError('http', { status: 501 }), false],
    [
      'an envelope whose data our schema refuses',
      new UpstreamError('malformed', { serverMessage: '/n/menu/all' }),
      false,
    ],
    [
      'a request the browser gave up on',
      new UpstreamError('network', { cause: new DOMException('gone', 'AbortError') }),
      false,
    ],
    ['a bug of ours', new TypeError('x is undefined'), false],
  ])('%s → %s', (_name, error, fault) => {
    expect(isUpstreamFault(error)).toBe(fault);
  });
});

describe('the breaker', () => {
  it('opens after repeated failures and then answers at once with "service unavailable", without calling', async () => {
    const breaker = createUpstreamBreaker('test-open', { resetMs: 60_000 });
    await failTimes(breaker, 5, network);
    expect(breaker.state).toBe('open');

    const call = vi.fn(async () => 'never');
    const started = performance.now();
    const error = await breaker.run(call).catch((e: unknown) => e);
    expect(performance.now() - started).toBeLessThan(50);
    expect(call).not.toHaveBeenCalled();
    expect(error).toBeInstanceOf(UpstreamError);
    expect(describeUpstreamError(error)).toEqual({ key: 'unavailable' });
  });

  it('stays closed below the minimum number of calls, and while most calls succeed', async () => {
    const breaker = createUpstreamBreaker('test-volume', { resetMs: 60_000 });
    await failTimes(breaker, 4, network);
    expect(breaker.state).toBe('closed');
    for (let i = 0; i < 6; i++) await breaker.run(async () => 'ok');
    await failTimes(breaker, 1, network);
    expect(breaker.state).toBe('closed');
  });

  it('never opens on refusals: business codes, 4xx, a schema of ours', async () => {
    const breaker = createUpstreamBreaker('test-refusals', { resetMs: 60_000 });
    await failTimes(breaker, 10, refused);
    await failTimes(breaker, 10, () => new UpstreamError('http', { status: 401 }));
    await failTimes(breaker, 10, () => new UpstreamError('malformed', { serverMessage: '/p/epd/page' }));
    expect(breaker.state).toBe('closed');
    // The refusal still reaches the caller as it was.
    await expect(breaker.run(() => Promise.reject(refused()))).rejects.toMatchObject({
      kind: 'rejected',
      code: '106',
    });
  });

  it('half-opens after the reset time, lets one trial through, and closes when upstream answers', async () => {
    const breaker = createUpstreamBreaker('test-recover', { resetMs: 100 });
    await failTimes(breaker, 5, network);
    expect(breaker.state).toBe('open');
    await vi.waitFor(() => expect(breaker.state).toBe('half-open'), { timeout: 2_000, interval: 10 });

    let answer!: (value: string) => void;
    const trial = breaker.run(() => new Promise<string>((resolve) => (answer = resolve)));
    // While the trial is out, everyone else is still refused at once.
    await expect(breaker.run(async () => 'second')).rejects.toMatchObject({ kind: 'network' });
    answer('back');
    await expect(trial).resolves.toBe('back');
    expect(breaker.state).toBe('closed');
    await expect(breaker.run(async () => 'normal')).resolves.toBe('normal');
  });

  it('opens again when the trial fails', async () => {
    const breaker = createUpstreamBreaker('test-trial-fails', { resetMs: 100 });
    await failTimes(breaker, 5, network);
    await vi.waitFor(() => expect(breaker.state).toBe('half-open'), { timeout: 2_000, interval: 10 });
    await failTimes(breaker, 1, () => new UpstreamError('timeout', {}));
    expect(breaker.state).toBe('open');
  });

  it('counts a refusal in the half-open trial as recovery: upstream answered', async () => {
    const breaker = createUpstreamBreaker('test-trial-refused', { resetMs: 100 });
    await failTimes(breaker, 5, network);
    await vi.waitFor(() => expect(breaker.state).toBe('half-open'), { timeout: 2_000, interval: 10 });
    await failTimes(breaker, 1, refused);
    expect(breaker.state).toBe('closed');
  });
});

describe('one breaker per upstream origin, through the client', () => {
  let server: Server;
  let origin: string;
  let answer: { status: number; body: string } = { status: 200, body: '' };

  beforeAll(async () => {
    server = createServer((_req, res) => {
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    process.env.UPSTREAM_URL = `${origin}/api`;
    process.env.SESSION_PASSWORD = 'p'.repeat(40);
    process.env.UPSTREAM_BREAKER_RESET_MS = '60000';
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('keeps one breaker per origin, whatever the path', async () => {
    const { breakerFor } = await import('@/lib/upstream/circuit-breaker');
    expect(breakerFor(`${origin}/api`)).toBe(breakerFor(`${origin}/other`));
    expect(breakerFor('http://127.0.0.1:9/api')).not.toBe(breakerFor(`${origin}/api`));
  });

  it('does not open when the answers are envelopes our schema refuses, nor when the caller aborts', async () => {
    const { upstreamCall } = await import('@/lib/upstream/client');
    const { breakerFor } = await import('@/lib/upstream/circuit-breaker');
    answer = {
      status: 200,
      body: JSON.stringify({ code: 1, data: { unexpected: true }, message: 'success' }),
    };
    for (let i = 0; i < 8; i++) {
      await expect(
        upstreamCall({ method: 'GET', path: '/n/text/all', locale: 'zh' }, z.array(z.unknown())),
      ).rejects.toMatchObject({
        kind: 'malformed',
      });
    }
    for (let i = 0; i < 8; i++) {
      const aborted = new AbortController();
      aborted.abort();
      const error = await upstreamCall(
        { method: 'POST', path: '/n/pvuv/count', locale: 'zh', body: {}, signal: aborted.signal },
        z.unknown(),
      ).catch((e: unknown) => e);
      expect(error).toMatchObject({ kind: 'network' });
      expect(isUpstreamFault(error)).toBe(false);
    }
    // …whereas a deadline the caller set (the readiness probe's) is upstream being slow.
    const late = await upstreamCall(
      {
        method: 'POST',
        path: '/n/pvuv/count',
        locale: 'zh',
        body: {},
        signal: AbortSignal.abort(new DOMException('late', 'TimeoutError')),
      },
      z.unknown(),
    ).catch((e: unknown) => e);
    expect(isUpstreamFault(late)).toBe(true);
    expect(breakerFor(`${origin}/api`).state).toBe('closed');
  });

  it('opens on a run of garbage answers, and then refuses without asking upstream', async () => {
    const { upstreamCall } = await import('@/lib/upstream/client');
    const { breakerFor } = await import('@/lib/upstream/circuit-breaker');
    answer = { status: 200, body: '<html>captive portal</html>' };
    // The window still holds the 16 calls above, which did not fail: 20 failures make more than half.
    for (let i = 0; i < 20; i++) {
      await upstreamCall(
        { method: 'POST', path: '/n/pvuv/count', locale: 'zh', body: {} },
        z.unknown(),
      ).catch(() => undefined);
    }
    expect(breakerFor(`${origin}/api`).state).toBe('open');
    answer = { status: 200, body: JSON.stringify({ code: 1, data: 'fine', message: 'success' }) };
    const error = await upstreamCall(
      { method: 'POST', path: '/n/pvuv/count', locale: 'zh', body: {} },
      z.string(),
    ).catch((e: unknown) => e);
    expect(describeUpstreamError(error)).toEqual({ key: 'unavailable' });
  });
});

describe('one circuit for every bundle of the server', () => {
  it('shares the circuit between copies of the module, each keeping its own error classes', async () => {
    const first = await import('@/lib/upstream/circuit-breaker');
    const firstErrors = await import('@/lib/upstream/errors');
    // What Next does: another bundle loads its own copy of the modules (same process, same globalThis).
    vi.resetModules();
    const second = await import('@/lib/upstream/circuit-breaker');
    const secondErrors = await import('@/lib/upstream/errors');
    expect(secondErrors.UpstreamError).not.toBe(firstErrors.UpstreamError);

    const url = 'http://127.0.0.1:7/api';
    // Refusals thrown in the second copy reach its callers as its own class, and do not count.
    const refusal = await second
      .breakerFor(url)
      .run(() => Promise.reject(new secondErrors.UpstreamError('rejected', { code: 0 })))
      .catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(secondErrors.UpstreamError);
    // Faults thrown in the second copy open the circuit the first copy sees…
    for (let i = 0; i < 6; i++) {
      await second
        .breakerFor(url)
        .run(() => Promise.reject(new secondErrors.UpstreamError('network', {})))
        .catch(() => undefined);
    }
    expect(first.breakerFor(url).state).toBe('open');
    // …and the first copy's callers get its own "service unavailable".
    const refused = await first
      .breakerFor(url)
      .run(async () => 'never')
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(firstErrors.UpstreamError);
    expect(firstErrors.describeUpstreamError(refused)).toEqual({ key: 'unavailable' });
  });
});
