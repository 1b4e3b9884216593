import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request as requests, type APIRequestContext } from '@playwright/test';
import { freePort, ROOT } from '../../scripts/processes.ts';
import { seededNews } from './support/content';
import { NANJING, seededSearch } from './support/epd';
import { FaultProxy } from './support/fault-proxy';
import { expect, expectCleanPage, test } from './support/fixtures';

/**
 * The container without Docker (no base image can be pulled here): the build's standalone output
 * is copied to an empty folder exactly as the Dockerfile's COPY lines do, and `node server.js`
 * runs there with the image's environment, so nothing from the checkout (node_modules, sources,
 * the reference upstream) can stand in for what the image lacks. Only HOSTNAME differs: the image
 * listens on 0.0.0.0, a test on loopback only. Its upstream is the test run's reference upstream,
 * reached through a proxy that can hold one call in flight for the graceful-shutdown check.
 */
test.describe('the standalone server the container runs', () => {
  // Pages from a cold server on a busy 2-core machine: more than the default 45 s.
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  let appDir: string;
  let server: ChildProcess;
  let output = '';
  let proxy: FaultProxy;
  let origin: string;
  /** The signed-in company's cookies, shared by the download and the shutdown checks. */
  let member: APIRequestContext;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const distDir = path.join(ROOT, process.env.NEXT_DIST_DIR || '.next');
    const standalone = path.join(distDir, 'standalone');
    expect(
      existsSync(path.join(standalone, 'server.js')),
      'next.config.mjs must build with output: standalone',
    ).toBe(true);

    // COPY .next/standalone ./ ; COPY .next/static ./.next/static ; COPY public ./public
    appDir = mkdtempSync(path.join(tmpdir(), 'portal-standalone-'));
    cpSync(standalone, appDir, { recursive: true, verbatimSymlinks: true });
    cpSync(path.join(distDir, 'static'), path.join(appDir, path.basename(distDir), 'static'), {
      recursive: true,
    });
    if (existsSync(path.join(ROOT, 'public')))
      cpSync(path.join(ROOT, 'public'), path.join(appDir, 'public'), { recursive: true });

    proxy = await FaultProxy.start(process.env.E2E_UPSTREAM_URL!);
    const port = await freePort();
    origin = `http://localhost:${port}`;
    const started = performance.now();
    // CMD ["node", "server.js"] with the image's ENV and the variables `docker run -e` gives it; nothing inherited.
    server = spawn(process.execPath, ['server.js'], {
      cwd: appDir,
      env: {
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        NEXT_MANUAL_SIG_HANDLE: 'true',
        KEEP_ALIVE_TIMEOUT: '65000',
        PORT: String(port),
        HOSTNAME: 'localhost',
        UPSTREAM_URL: proxy.url,
        SESSION_PASSWORD: randomBytes(32).toString('base64url'),
        PUBLIC_ORIGIN: origin,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await expect
      .poll(
        () =>
          fetch(`${origin}/api/health/live`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 60_000, intervals: [25] },
      )
      .toBe(200);
    test.info().annotations.push({
      type: 'cold start',
      description: `${Math.round(performance.now() - started)} ms to the first 200`,
    });
    member = await requests.newContext({ baseURL: origin });
  });

  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('server output', { body: output });
  });

  test.afterAll(async () => {
    await member?.dispose();
    if (server && server.exitCode === null && server.signalCode === null) {
      server.kill('SIGKILL');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    await proxy?.close();
    if (appDir) rmSync(appDir, { recursive: true, force: true });
  });

  test('holds neither the reference upstream nor its packages', () => {
    for (const absent of [
      'upstream',
      'tests',
      'node_modules/hono',
      'node_modules/@hono',
      'node_modules/@napi-rs',
      'node_modules/@expo-google-fonts',
      'node_modules/fontkit',
    ]) {
      expect(existsSync(path.join(appDir, absent)), absent).toBe(false);
    }
    // …while what the server needs at run time was traced in.
    for (const present of ['server.js', 'node_modules/next', 'node_modules/react', 'node_modules/sharp']) {
      expect(existsSync(path.join(appDir, present)), present).toBe(true);
    }
  });

  test('serves pages in Chinese and English, with their styles and scripts', async ({ page, watch }) => {
    for (const [path, lang, heading] of [
      ['/', 'zh', '每一吨钢的碳数据'],
      ['/en', 'en', 'Verified carbon data'],
    ] as const) {
      const response = await page.goto(origin + path, { waitUntil: 'domcontentloaded' });
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${lang}`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
      // Stylesheets and scripts come from .next/static, which standalone output leaves out: copied as the image does.
      for (const [selector, attribute] of [
        ['link[rel="stylesheet"]', 'href'],
        ['script[src]', 'src'],
      ] as const) {
        const url = new URL((await page.locator(selector).first().getAttribute(attribute))!, origin);
        const asset = await page.request.get(url.toString());
        expect(asset.status(), url.pathname).toBe(200);
        // No proxy runs for them: the security headers the build wrote into server.js.
        expect(asset.headers(), url.pathname).toMatchObject({
          'x-content-type-options': 'nosniff',
          'x-frame-options': 'DENY',
        });
      }
      // The visitor HTML cache renders through the server's own address, which server.js sets:
      // the page again is a hit, with a nonce of its own, and still works.
      const again = await page.goto(origin + path, { waitUntil: 'domcontentloaded' });
      expect(again?.headers()['x-visitor-cache']).toBe('hit');
      expect(again?.headers()['content-security-policy']).not.toBe(
        response?.headers()['content-security-policy'],
      );
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    }
    expectCleanPage(watch);
  });

  test('answers BFF calls: the menu, and health, with the security headers the build wrote for /api', async ({
    request,
  }) => {
    const menu = await request.get(`${origin}/api/site/menu`, { headers: { 'x-portal-locale': 'en' } });
    expect(menu.status()).toBe(200);
    // No proxy runs for /api: these come from next.config.mjs's headers(), frozen into server.js.
    expect(menu.headers()).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(menu.headers()['x-request-id']).toBeTruthy();
    const body = (await menu.json()) as { ok: boolean; data: unknown[] };
    expect(body.ok).toBe(true);
    expect(body.data.length).toBeGreaterThan(0);
    expect((await request.get(`${origin}/api/health/live`)).status()).toBe(200);
    const ready = await request.get(`${origin}/api/health/ready`);
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ok', upstream: { ok: true } });
  });

  test("keeps an idle keep-alive connection open past Node's 5 s, so a balancer reusing it is not reset", async () => {
    const socket = connect(Number(new URL(origin).port), 'localhost');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    const ask = () => socket.write('GET /api/health/live HTTP/1.1\r\nHost: localhost\r\n\r\n');
    ask();
    await expect.poll(() => received).toMatch(/^HTTP\/1\.1 200[\s\S]*\r\nkeep-alive: timeout=65\r\n/i);
    // Idle longer than Node's default (5 s, closed at 6 s with its buffer): the state under test is time itself.
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    expect(socket.readyState, 'the portal did not close the idle connection').toBe('open');
    const before = received.length;
    ask();
    await expect.poll(() => received.slice(before)).toMatch(/^HTTP\/1\.1 200/);
    socket.destroy();
  });

  test('makes a news cover as narrow as a card shows it, with the sharp it traced', async ({ request }) => {
    const item = (await seededNews('zh')).list[2]!;
    const cover = `${origin}/api/files/public/news/${item.id}/cover`;
    const original = await request.get(cover);
    expect(original.headers()['content-type']).toBe('image/png');
    const small = await request.get(`${cover}?w=320`);
    expect(small.status()).toBe(200);
    expect(small.headers()['content-type']).toBe('image/webp');
    const body = await small.body();
    expect(body.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(body.length).toBeLessThan((await original.body()).length / 4);
  });

  test('a signed-in company downloads an EPD report as a PDF', async () => {
    const login = await member.post('/api/auth/login/email', {
      data: { email: NANJING.email, password: NANJING.password, consent: true },
      headers: { origin, 'x-portal-locale': 'zh' },
    });
    expect(login.status(), await login.text()).toBe(200);
    const report = await firstReportId();
    const pdf = await member.get(`/api/files/epd/${report}?disposition=attachment`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('on SIGTERM: ready says 503 at once, the request in flight completes, the process exits 0', async ({
    request,
  }) => {
    const report = await firstReportId();
    const held = proxy.hold(new RegExp(`/attachment/download/business/EPD/${report}$`));
    const download = member.get(`/api/files/epd/${report}?disposition=attachment`);
    await held.arrived;

    // Resident memory after pages, BFF calls and a PDF (Linux), noted for comparison with `next start`.
    const status = existsSync(`/proc/${server.pid}/status`)
      ? readFileSync(`/proc/${server.pid}/status`, 'utf8')
      : '';
    test
      .info()
      .annotations.push({ type: 'rss', description: /VmRSS:\s+(\d+ kB)/.exec(status)?.[1] ?? 'unknown' });

    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    await expect.poll(() => output).toContain('shutdown: SIGTERM');
    const ready = await request.get(`${origin}/api/health/ready`);
    expect(ready.status()).toBe(503);
    expect(await ready.json()).toEqual({ status: 'shutting-down' });

    held.release();
    const answer = await download;
    expect(answer.status()).toBe(200);
    expect((await answer.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await exited).toBe(0);
    expect(output).toContain('shutdown: done');
  });
});

/** The Chinese report of the first published declaration of the seed. */
async function firstReportId(): Promise<number> {
  const { list } = await seededSearch();
  const record = list.find((entry) => (entry as { cnAttachmentId?: number }).cnAttachmentId);
  expect(record, 'a seeded declaration with a report').toBeTruthy();
  return (record as unknown as { cnAttachmentId: number }).cnAttachmentId;
}
