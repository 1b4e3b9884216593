import type { APIResponse } from '@playwright/test';
import { expect, expectCleanPage, test } from './support/fixtures';
import { devLogin } from './support/login';

function nonceOf(csp: string | undefined): string | undefined {
  return csp?.match(/'nonce-([^']+)'/)?.[1];
}

test.describe('security headers', () => {
  test('every page carries a strict CSP with a fresh nonce, used by its scripts', async ({
    page,
    request,
  }) => {
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
      // Every script the server writes carries this answer's nonce.
      const tags = html.match(/<script\b[^>]*>/g) ?? [];
      expect(tags.length).toBeGreaterThan(0);
      for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
      expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers()['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers()['permissions-policy']).toContain('camera=()');
    }
    expect(nonces.size).toBe(4);

    // In the browser, a script without a nonce can only be one the framework's runtime added later
    // (a chunk loaded on demand, trusted through 'strict-dynamic'): our own chunks, nothing else.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const scripts = await page.locator('script[src]').evaluateAll((elements) =>
      elements.map((script) => ({
        src: (script as HTMLScriptElement).src,
        nonce: (script as HTMLScriptElement).nonce,
      })),
    );
    expect(scripts.filter((script) => script.nonce).length).toBeGreaterThan(0);
    const origin = new URL(page.url()).origin;
    for (const script of scripts.filter((script) => !script.nonce))
      expect(script.src.startsWith(`${origin}/_next/static/chunks/`), script.src).toBe(true);
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
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .first()
      .getByRole('button', { name: 'PCR' })
      .hover();
    expectCleanPage(watch);
  });

  test('every other answer carries the security headers too: RSC payloads, sitemap, robots.txt, files, Next assets, the BFF', async ({
    page,
    request,
  }) => {
    await page.goto('/news');
    const asset = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
    expect(asset).toBeTruthy();
    const answers = [
      ['/news.rsc', {}],
      ['/en/news.rsc', {}],
      ['/news?_rsc=1', { rsc: '1' }],
      ['/sitemap.xml', {}],
      ['/robots.txt', {}],
      ['/icon.svg', {}],
      ['/news/rss.xml', {}],
      [asset!, {}],
      ['/api/session', {}],
      ['/api/health/live', {}],
      ['/api/lang/messages?locale=en&ns=account', {}],
      ['/api/no-such-operation', {}],
      ['/api/session/expired?redirect=/news', {}],
      ['/app/epd/1', {}],
      ['/no-such-file.txt', {}],
    ] as const;
    const answered: [string, APIResponse][] = [];
    for (const [path, headers] of answers)
      answered.push([path, await request.get(path, { headers, maxRedirects: 0 })]);
    // The proxy does not run for /api: Next's own answers there (405 for a method a route lacks) too.
    const notAllowed = await request.post('/api/health/live', { maxRedirects: 0 });
    expect(notAllowed.status()).toBe(405);
    answered.push(['POST /api/health/live', notAllowed]);
    for (const [path, response] of answered) {
      const got = response.headers();
      expect(got['x-content-type-options'], path).toBe('nosniff');
      expect(got['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(got['x-frame-options'], path).toBe('DENY');
      expect(got['cross-origin-opener-policy'], path).toBe('same-origin');
      expect(got['permissions-policy'], path).toContain('camera=()');
    }
  });

  test('every redirect carries the security headers: a trailing slash, a login-only page, the icon, an unknown path', async ({
    request,
  }) => {
    const redirects = [
      ['/en/', '/en'],
      ['/news/', '/news'],
      ['/en/epd/epdSearch/?keyword=steel', '/en/epd/epdSearch?keyword=steel'],
      ['/Epd/mineEpd', null],
      ['/favicon.ico', '/icon.svg'],
      ['/no-such-page', '/'],
      ['/en/no-such-page', '/en'],
    ] as const;
    const pathOf = (location: string) => {
      const url = new URL(location, 'http://portal.invalid');
      return url.pathname + url.search;
    };
    for (const [path, target] of redirects) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBeGreaterThanOrEqual(300);
      expect(response.status(), path).toBeLessThan(400);
      const got = response.headers();
      if (target) expect(pathOf(got.location ?? ''), path).toBe(target);
      expect(got['x-content-type-options'], path).toBe('nosniff');
      expect(got['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(got['x-frame-options'], path).toBe('DENY');
      expect(got['cross-origin-opener-policy'], path).toBe('same-origin');
      expect(got['permissions-policy'], path).toContain('camera=()');
    }
    // The BFF with a trailing slash is answered as without it, with its headers.
    const api = await request.get('/api/session/', { maxRedirects: 0 });
    expect(api.status()).toBe(200);
    expect(api.headers()['x-frame-options']).toBe('DENY');
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
    const response = await request.get('/api/site/dictionary?type=COMPANY_FORM', {
      headers: { 'x-portal-locale': 'en' },
    });
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.ok).toBe(true);
    expect(body.data.length).toBeGreaterThan(2);
    // The DTO (a form choice), not upstream's dictionary item.
    expect(body.data[0]).toHaveProperty('label');
    expect(body.data[0]).not.toHaveProperty('itemValue');
  });

  test('answers bad input 400 with field messages in the user language, without asking upstream', async ({
    request,
  }) => {
    const zh = await request.get('/api/site/dictionary?type=not%20a%20type', {
      headers: { 'x-portal-locale': 'zh' },
    });
    expect(zh.status()).toBe(400);
    expect(await zh.json()).toEqual({
      ok: false,
      error: {
        code: 'INVALID_INPUT',
        message: '请检查标出的字段。',
        fields: { type: '填写的内容格式不正确。' },
      },
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

  test('refuses a mutating call from a foreign origin, and one without an origin', async ({
    request,
    baseURL,
  }) => {
    const body = { visitorId: crypto.randomUUID(), page: '/' };
    const foreign = await request.post('/api/site/visits', {
      data: body,
      headers: { origin: 'https://evil.example' },
    });
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

test.describe('names taken from the URL', () => {
  // Names every plain object answers to: looked up with `in` or `[]` they find Object.prototype.
  const BUILT_IN = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'];

  test('built-in property names are unknown names (404), never a server error, on every route that takes a name', async ({
    page,
  }) => {
    test.slow();
    await devLogin(page, '13800138000');
    const origin = process.env.E2E_PORTAL_URL!;
    const { version } = (await import('pdfjs-dist/package.json', { with: { type: 'json' } })).default;
    const pdf = { name: 'report.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') };
    for (const raw of BUILT_IN) {
      const name = encodeURIComponent(raw);
      // Routes whose segment is a name from a fixed list: an unknown one is 404.
      for (const path of [
        `/api/pdfjs/${version}/${name}/x.js`,
        `/api/pdfjs/${version}/cmaps/${name}`,
        `/api/pdfjs/${name}/cmaps/UniGB-UCS2-H.bcmap`,
        `/api/files/gpi/${name}`,
        `/api/files/public/resources/255/1/${name}`,
      ]) {
        expect((await page.request.get(path)).status(), path).toBe(404);
      }
      const upload = await page.request.post(`/api/uploads/${name}`, {
        multipart: { file: pdf, businessType: 'EPD' },
        headers: { origin },
      });
      expect(upload.status(), `POST /api/uploads/${raw}`).toBe(404);
      // Routes whose segment is an id: a name is no id (400 or 404), and never a 500.
      for (const path of [
        `/api/files/public/resources/${name}/1/zh`,
        `/api/files/public/resources/255/${name}/zh`,
        `/api/files/public/links/${name}/logo`,
        `/api/files/public/news/${name}/cover`,
        `/api/files/public/notices/${name}/1`,
        `/api/files/public/notices/1/${name}`,
        `/api/files/epd/${name}`,
        `/api/files/pcr/${name}`,
        `/api/files/epd-qr/${name}`,
        `/api/files/apppdf/${name}`,
        // Names from a list (template codes, dictionary files, download kinds): bad input or unknown.
        `/api/files/templates/${name}`,
        `/api/files/lces-templates/${name}`,
        `/api/applications/mine/1/download/${name}`,
        `/api/messages/${name}`,
        `/api/regions/${name}`,
        `/api/applications/technologies/${name}`,
        `/api/applications/mine/${name}/quote`,
        `/api/applications/mine/${name}/products`,
        `/api/verification/requests/${name}/files/1`,
        `/api/verification/requests/1/files/${name}`,
      ]) {
        expect([400, 404], path).toContain((await page.request.get(path)).status());
      }
      // Pages: the product page says the declaration does not exist; the others render or redirect.
      expect((await page.request.get(`/app/epd/${name}`)).status(), `/app/epd/${raw}`).toBe(404);
      for (const path of [
        `/apppdf/${name}`,
        `/textmessage/${name}`,
        `/${name}`,
        `/myDetails?id=${name}`,
        `/Pcr/minePcr?type=${name}`,
        `/webview?code=${name}`,
        `/api/lang?to=${name}&path=/${name}`,
      ]) {
        expect((await page.request.get(path, { maxRedirects: 0 })).status(), path).toBeLessThan(500);
      }
    }
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

test.describe('a form sent before the page script has arrived', () => {
  test.use({ javaScriptEnabled: false, locale: 'en-US' });
  test('posts, so what was typed (a password) never goes into the URL (en)', async ({ page }) => {
    await page.goto('/en/logins?panel=register');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Steel2026secret');
    const [request] = await Promise.all([
      page.waitForRequest((sent) => sent.isNavigationRequest() && sent.url().includes('/en/logins')),
      page.getByRole('button', { name: 'Sign up', exact: true }).click(),
    ]);
    expect(request.method()).toBe('POST');
    expect(request.url()).not.toContain('Steel2026secret');
    expect(request.url()).not.toContain('nobody');
    await page.waitForLoadState();
    expect(page.url()).not.toContain('Steel2026secret');
  });
});

test.describe('a download link followed as a page by a visitor', () => {
  test.use({ javaScriptEnabled: false, locale: 'zh-CN' });
  test('goes to the login, and back to the page it was on, not to a JSON refusal (zh)', async ({ page }) => {
    await page.goto('/epd/epdSearch?keyword=Q355B');
    await page.getByRole('link', { name: '下载', exact: true }).first().click();
    await expect(page).toHaveURL(/\/\?login=required&redirect=%2Fepd%2FepdSearch%3Fkeyword%3DQ355B$/);
    await expect(page.locator('body')).not.toContainText('LOGIN_REQUIRED');
    // The documents that ask a visitor to log in (a dialog with the script) are links too.
    await page.goto('/gpi');
    await page.getByRole('link', { name: '下载中文版' }).click();
    await expect(page).toHaveURL(/\/\?login=required&redirect=%2Fgpi$/);
  });
});
