import { randomBytes } from 'node:crypto';
import { startPortalProcess, freePort, waitForUrl, type Started } from '../../scripts/processes.ts';
import { expect, expectCleanPage, test } from './support/fixtures';

/**
 * A second portal whose upstream does not answer (a port nobody listens on): every page must still
 * answer, say plainly that platform content is unavailable, and show no error trace.
 */
test.describe('with the upstream down', () => {
  test.describe.configure({ mode: 'serial' });
  let portal: Started;
  let origin: string;

  test.beforeAll(async () => {
    const [port, deadPort] = [await freePort(), await freePort()];
    origin = `http://localhost:${port}`;
    portal = startPortalProcess({
      port,
      host: 'localhost',
      quiet: true,
      env: {
        UPSTREAM_URL: `http://127.0.0.1:${deadPort}`,
        SESSION_PASSWORD: randomBytes(32).toString('base64url'),
        PUBLIC_ORIGIN: origin,
        UPSTREAM_CONNECT_TIMEOUT_MS: '1000',
      },
    });
    await waitForUrl(`${origin}/api/health/live`);
  });

  test.afterAll(async () => portal?.stop());

  for (const [path, notice, heading] of [
    ['/', '部分平台内容暂时无法加载', '每一吨钢的碳数据'],
    ['/en', 'Some platform content cannot be loaded right now', 'Verified carbon data'],
  ] as const) {
    test(`the home page ${path} still answers with a clear message`, async ({ page, watch }) => {
      const response = await page.goto(origin + path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('status').filter({ hasText: notice })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
      const html = await page.content();
      expect(html).not.toMatch(/ECONNREFUSED|UpstreamError|node_modules|at \w+ \(/);
      expectCleanPage(watch);
    });
  }

  test("the product page a QR code opens says so in the reader's language, with 503 and no trace", async ({
    page,
    watch,
  }) => {
    for (const [path, text] of [
      ['/app/epd/1', '暂时无法连接平台服务'],
      ['/en/app/epd/1', 'The platform service cannot be reached right now'],
    ] as const) {
      const response = await page.goto(origin + path);
      expect(response?.status(), path).toBe(503);
      await expect(page.getByTestId('epd-unavailable')).toContainText(text);
      await expect(page.getByTestId('epd-unavailable').getByRole('link')).toHaveAttribute('href', path);
      expect(await page.content()).not.toMatch(/ECONNREFUSED|UpstreamError|node_modules|at \w+ \(/);
    }
    expectCleanPage(watch);
  });

  // Resilience review (stop 24): a list whose data was not cached showed a bare error page, with
  // no menu or footer to go elsewhere.
  for (const [path, heading, home] of [
    ['/news', '页面暂时无法显示', '/'],
    ['/en/pcr/pcrSearch', 'This page could not be shown', '/en'],
  ] as const) {
    test(`${path} says it could not be shown, inside the header and footer`, async ({ page, watch }) => {
      const response = await page.goto(origin + path);
      expect(response?.status()).toBe(500);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('banner').locator(`a[href="${home}"]`).first()).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
      expect(await page.content()).not.toMatch(/ECONNREFUSED|UpstreamError|node_modules|at \w+ \(/);
      expectCleanPage(watch);
    });
  }

  test('ready says the upstream is unavailable, and BFF calls fail in the user language', async ({
    request,
  }) => {
    const ready = await request.get(`${origin}/api/health/ready`);
    expect(ready.status()).toBe(503);
    // What failed, never the upstream's own words (they can carry its internals); after the earlier
    // tests' failures the circuit breaker may already be open, and then it says so.
    expect((await ready.json()).upstream.reason).toMatch(
      /^upstream network( \(circuit open after repeated failures\))?$/,
    );
    const op = await request.get(`${origin}/api/site/menu`, { headers: { 'x-portal-locale': 'zh' } });
    expect(op.status()).toBe(502);
    expect(await op.json()).toEqual({
      ok: false,
      error: { code: 'NETWORK', message: '暂时无法连接平台服务，请稍后再试。' },
    });
  });

  test('the test-only session door does not exist without PORTAL_DEV_OPS', async ({ request }) => {
    const response = await request.post(`${origin}/api/dev/session`, {
      data: { account: '13800138000' },
      headers: { origin },
    });
    expect(response.status()).toBe(404);
  });
});
