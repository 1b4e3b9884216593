import { expect, expectCleanPage, test } from './support/fixtures';

function nonceOf(csp: string | undefined): string | undefined {
  return csp?.match(/'nonce-([^']+)'/)?.[1];
}

test.describe('security headers', () => {
  test('every page carries a strict CSP with a fresh nonce, used by its scripts', async ({ page, request }) => {
    const nonces = new Set<string>();
    for (const path of ['/', '/en', '/', '/en']) {
      const response = await request.get(path);
      const csp = response.headers()['content-security-policy'];
      expect(csp).toContain("'strict-dynamic'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
      const nonce = nonceOf(csp);
      expect(nonce).toBeTruthy();
      nonces.add(nonce!);
      const html = await response.text();
      expect(html).toContain(`nonce="${nonce}"`);
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
      expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers()['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers()['permissions-policy']).toContain('camera=()');
    }
    expect(nonces.size).toBe(4);

    await page.goto('/');
    const scriptNonces = await page.locator('script[src]').evaluateAll((scripts) =>
      scripts.map((script) => (script as HTMLScriptElement).nonce),
    );
    expect(scriptNonces.length).toBeGreaterThan(0);
    for (const nonce of scriptNonces) expect(nonce).toBeTruthy();
  });

  test('the browser reports no CSP violation while the page is used', async ({ page, watch }) => {
    await page.goto('/');
    await page.getByRole('button', { name: '登录/注册' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // Radix locks scrolling with a <style> element: it must carry the nonce to be allowed.
    const lockStyleAllowed = await page.evaluate(() => getComputedStyle(document.body).overflow === 'hidden');
    expect(lockStyleAllowed).toBe(true);
    await dialog.getByRole('tab', { name: '邮箱登录' }).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByLabel('语言').click();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await page.getByRole('navigation', { name: 'Main menu' }).first().getByRole('button', { name: 'PCR' }).hover();
    expectCleanPage(watch);
  });

  test('API answers are never cached', async ({ request }) => {
    const response = await request.get('/api/session');
    expect(response.headers()['cache-control']).toContain('no-store');
  });
});

test.describe('session', () => {
  test('a visitor has no session and is given no cookie', async ({ request }) => {
    const response = await request.get('/api/session');
    expect(await response.json()).toEqual({ ok: true, data: { user: null } });
    expect(response.headers()['set-cookie']).toBeUndefined();
  });
});

test.describe('BFF allowlist', () => {
  test('runs a declared endpoint', async ({ request }) => {
    const response = await request.get('/api/site/dictionary?type=COMPANY_FORM', { headers: { 'x-portal-locale': 'en' } });
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.ok).toBe(true);
    expect(body.data.length).toBeGreaterThan(2);
    // The DTO (a form choice), not upstream's dictionary item.
    expect(body.data[0]).toHaveProperty('label');
    expect(body.data[0]).not.toHaveProperty('itemValue');
  });

  test('answers bad input 400 with field messages in the user language, without asking upstream', async ({ request }) => {
    const zh = await request.get('/api/site/dictionary?type=not%20a%20type', { headers: { 'x-portal-locale': 'zh' } });
    expect(zh.status()).toBe(400);
    expect(await zh.json()).toEqual({
      ok: false,
      error: { code: 'INVALID_INPUT', message: '请检查标出的字段。', fields: { type: '填写的内容格式不正确。' } },
    });
    const en = await request.get('/api/site/dictionary', { headers: { 'x-portal-locale': 'en' } });
    expect(en.status()).toBe(400);
    expect((await en.json()).error.fields).toEqual({ type: 'This field is required.' });
  });

  test('refuses endpoints that are not declared', async ({ request, baseURL }) => {
    // The platform's texts exist upstream but no endpoint declares them; the old operation door is gone.
    for (const path of ['/api/site/texts', '/api/ops/text.all']) {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect((await response.json()).error.code).toBe('UNKNOWN_OPERATION');
    }
    const post = await request.post('/api/site/texts', { data: {}, headers: { origin: baseURL! } });
    expect(post.status()).toBe(404);
  });

  test('refuses a mutating call from a foreign origin, and one without an origin', async ({ request, baseURL }) => {
    const body = { visitorId: crypto.randomUUID(), page: '/' };
    const foreign = await request.post('/api/site/visits', { data: body, headers: { origin: 'https://evil.example' } });
    expect(foreign.status()).toBe(403);
    expect((await foreign.json()).error.code).toBe('FOREIGN_ORIGIN');
    const crossSite = await request.post('/api/site/visits', {
      data: body,
      headers: { origin: baseURL!, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status()).toBe(403);
    const none = await request.post('/api/site/visits', { data: body });
    expect(none.status()).toBe(403);
    const same = await request.post('/api/site/visits', { data: body, headers: { origin: baseURL! } });
    expect(same.status()).toBe(200);
  });
});

test.describe('health', () => {
  test('live and ready answer for ops', async ({ request }) => {
    expect((await request.get('/api/health/live')).status()).toBe(200);
    const ready = await request.get('/api/health/ready');
    expect(ready.status()).toBe(200);
    expect((await ready.json()).upstream.ok).toBe(true);
  });
});
