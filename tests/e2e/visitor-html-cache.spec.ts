import { randomBytes, randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { devLogin } from './support/login';

/**
 * The visitor HTML cache (lib/cache/visitor-html.ts): a visitor's page is rendered once and
 * answered many times, each answer with a nonce of its own. /dev/csp-canary shows stored HTML
 * unsanitised (lib/security/server/csp-canary.ts): the worst case, a script that got into the content.
 * One canary for the whole server, so these tests run one after another.
 */
test.describe.configure({ mode: 'serial' });

const CANARY = '/dev/csp-canary';
const CACHE = 'x-visitor-cache';
/** What a browser's address bar asks for; Playwright's own requests say `*\/*`. */
const DOCUMENT = { accept: 'text/html,application/xhtml+xml' };

function nonceOf(csp: string | undefined): string {
  const nonce = csp?.match(/'nonce-([^']+)'/)?.[1];
  expect(nonce, 'the CSP names a nonce').toBeTruthy();
  return nonce!;
}

async function storeCanary(request: APIRequestContext, html: string, revalidate: boolean): Promise<void> {
  const origin = process.env.E2E_PORTAL_URL!;
  const answer = await request.post('/api/dev/csp-canary', {
    data: { html, revalidate },
    headers: { origin },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

test('a visitor page comes from the cache with a fresh nonce on every answer, the same page otherwise', async ({
  request,
}) => {
  await storeCanary(request, '<p id="canary-version">cached</p>', true);
  const first = await request.get(CANARY, { headers: DOCUMENT });
  const second = await request.get(CANARY, { headers: DOCUMENT });
  expect(first.headers()[CACHE]).toBe('miss');
  expect(second.headers()[CACHE]).toBe('hit');
  const [nonceA, nonceB] = [
    nonceOf(first.headers()['content-security-policy']),
    nonceOf(second.headers()['content-security-policy']),
  ];
  expect(nonceA).not.toBe(nonceB);
  const [htmlA, htmlB] = [await first.text(), await second.text()];
  for (const [html, nonce] of [
    [htmlA, nonceA],
    [htmlB, nonceB],
  ] as const) {
    const tags = html.match(/<script\b[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
  }
  // Headers name the answer's nonce only (Next puts it in the `link` header's preloads).
  for (const [answer, nonce] of [
    [first, nonceA],
    [second, nonceB],
  ] as const) {
    for (const { name, value } of answer.headersArray()) {
      for (const [, named] of value.matchAll(/nonce(?:-|=")([A-Za-z0-9+/=]+)/g))
        expect(named, name).toBe(nonce);
    }
  }
  // Nothing else differs: same page, and no trace of the render's secret nonce.
  expect(htmlB.replaceAll(nonceB, 'N')).toBe(htmlA.replaceAll(nonceA, 'N'));
  expect(htmlB.match(/nonce="([^"]*)"/g)?.every((attribute) => attribute === `nonce="${nonceB}"`)).toBe(true);

  // Gzipped once when stored (lib/cache/gzip-pieces.ts), each answer still with its own nonce; the
  // same page as it is for a client that does not take gzip.
  expect(first.headers()['content-encoding']).toBe('gzip');
  expect(second.headers()['content-encoding']).toBe('gzip');
  expect(second.headers()['vary']).toMatch(/accept-encoding/i);
  const plain = await request.get(CANARY, { headers: { ...DOCUMENT, 'accept-encoding': 'identity' } });
  expect(plain.headers()[CACHE]).toBe('hit');
  expect(plain.headers()['content-encoding']).toBeUndefined();
  const nonceC = nonceOf(plain.headers()['content-security-policy']);
  expect((await plain.text()).replaceAll(nonceC, 'N')).toBe(htmlA.replaceAll(nonceA, 'N'));
});

test('no script stored in cached HTML runs, whatever nonce a reader could learn, and the browser reports each', async ({
  page,
  request,
  watch,
}) => {
  // What a reader can know: an earlier answer's nonce, and the shape of every nonce (16 random
  // bytes in base64). Placeholder-looking values too, in case the cache used a fixed marker.
  const earlier = nonceOf(
    (await request.get(CANARY, { headers: DOCUMENT })).headers()['content-security-policy'],
  );
  const candidates = [earlier, randomBytes(16).toString('base64'), '__NONCE__', '{{nonce}}', '%NONCE%', ''];
  const hostile =
    candidates
      .map((nonce, index) => `<script nonce="${nonce}">(window.__injected ||= []).push(${index})</script>`)
      .join('') +
    `<script>(window.__injected ||= []).push('bare')</script>` +
    `<img alt="" src="/missing.png" onerror="(window.__injected ||= []).push('onerror')">` +
    '<p id="canary-version">hostile</p>';
  await storeCanary(request, hostile, true);

  const blocked = candidates.length + 2;
  let answers = 0;
  const nonces = new Set<string>([earlier]);
  for (const expected of ['miss', 'hit']) {
    const answer = await page.goto(CANARY);
    answers += 1;
    expect(answer?.headers()[CACHE]).toBe(expected);
    nonces.add(nonceOf(answer?.headers()['content-security-policy']));
    await expect(page.locator('#canary-version')).toHaveText('hostile');
    // The page's own scripts run (they carry this answer's nonce): the header's login dialog opens.
    await page.getByRole('button', { name: '登录/注册' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await page.evaluate(() => (window as { __injected?: unknown[] }).__injected ?? [])).toEqual([]);
    await expect.poll(() => watch.violations.length).toBeGreaterThanOrEqual(blocked * answers);
  }
  expect(nonces.size, 'every answer had a nonce never seen before').toBe(3);
  expect(watch.violations.every((text) => /script-src/.test(text))).toBe(true);
  expect(watch.pageErrors).toEqual([]);
});

test('a change shows within the cache interval, and at once after its data is revalidated', async ({
  request,
}) => {
  await storeCanary(request, '<p id="canary-version">one</p>', true);
  expect(await (await request.get(CANARY, { headers: DOCUMENT })).text()).toContain('>one<');

  // Changed without a revalidation: a cached answer may still say "one", until the interval is over.
  await storeCanary(request, '<p id="canary-version">two</p>', false);
  const soon = await request.get(CANARY, { headers: DOCUMENT });
  expect(await soon.text()).toContain(soon.headers()[CACHE] === 'hit' ? '>one<' : '>two<');
  await expect
    .poll(async () => await (await request.get(CANARY, { headers: DOCUMENT })).text(), { timeout: 30_000 })
    .toContain('>two<');

  // With a tag revalidation, as an editor's change makes: the next answer is the new page.
  await storeCanary(request, '<p id="canary-version">three</p>', true);
  const next = await request.get(CANARY, { headers: DOCUMENT });
  expect(next.headers()[CACHE]).toBe('miss');
  expect(await next.text()).toContain('>three<');
});

test('signed-in users, client navigations, forged render requests and the BFF never get a cached answer', async ({
  page,
  request,
}) => {
  await request.get('/', { headers: DOCUMENT });
  expect((await request.get('/', { headers: DOCUMENT })).headers()[CACHE]).toBe('hit');

  await devLogin(page, '13800138000');
  const signedIn = await page.goto('/');
  expect(signedIn?.headers()[CACHE]).toBe('bypass');
  // The user's own header (the message bell), not the visitor's login button.
  await expect(page.locator('details:has([data-testid="message-popover"])')).toBeAttached();
  await expect(page.getByRole('button', { name: '登录/注册' })).toHaveCount(0);

  // A client navigation asks for the RSC payload, never the cached HTML.
  const navigation = await request.get('/', { headers: { rsc: '1', accept: '*/*' } });
  expect(navigation.headers()[CACHE]).toBe('bypass');
  expect(navigation.headers()['content-type']).toContain('text/x-component');

  // A request that claims to be the cache's own render, with a nonce of its choosing, gets neither.
  const chosen = randomBytes(16).toString('base64');
  const forged = await request.get('/', {
    headers: { ...DOCUMENT, 'x-portal-visitor-fill': 'guess', 'x-portal-visitor-nonce': chosen },
  });
  expect(forged.headers()[CACHE]).toBe('bypass');
  expect(nonceOf(forged.headers()['content-security-policy'])).not.toBe(chosen);
  expect(await forged.text()).not.toContain(chosen);

  // The route that writes cached answers out gives nothing to a request the proxy did not hand over,
  // whatever answer id it names.
  for (const id of [undefined, randomUUID()]) {
    const direct = await request.get('/api/visitor-answer', {
      headers: { ...DOCUMENT, ...(id ? { 'x-portal-visitor-answer': id } : {}) },
    });
    expect(direct.status()).toBe(404);
    expect(await direct.json()).toMatchObject({ ok: false, error: { code: 'UNKNOWN_OPERATION' } });
  }

  const bff = await page.request.get('/api/session');
  expect(bff.status()).toBe(200);
  expect(bff.headers()[CACHE]).toBeUndefined();
});
