import { HOME_HTML_BUDGET, INLINE_MESSAGES_BUDGET, TARGETS } from '../../scripts/check-budgets.ts';
import { gzipSize, inlineMessagesWeight } from '../../scripts/page-weight.ts';
import { devices } from '@playwright/test';
import { expect, test } from './support/fixtures';

// Issue 13's budgets that need a rendered page (scripts/check-budgets.ts holds those the build
// decides): the home page's HTML, and the client messages each public page carries inline, read
// back from the RSC payload. The seeded upstream makes the content the same on every run.

const localized = (prefix: string, path: string) => (path === '/' ? prefix || '/' : `${prefix}${path}`);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

test.describe('page budgets', () => {
  for (const [locale, prefix, acceptLanguage] of [
    ['zh', '', 'zh-CN'],
    ['en', '/en', 'en'],
  ] as const) {
    test(`the home page's HTML stays within ${kib(HOME_HTML_BUDGET)} gzip (${locale})`, async ({
      request,
    }) => {
      const response = await request.get(localized(prefix, '/'), {
        headers: { 'accept-encoding': 'identity', 'accept-language': acceptLanguage },
      });
      expect(response.status()).toBe(200);
      const html = await response.body();
      const size = gzipSize(html);
      console.log(
        `home (${locale}): HTML ${kib(html.length)} raw, ${kib(size)} gzip (target ${kib(TARGETS.homeHtml)})`,
      );
      expect(size).toBeLessThanOrEqual(HOME_HTML_BUDGET);
    });

    for (const path of [
      '/',
      '/epd/epdSearch',
      '/news',
      '/NoticeInformationPage',
      '/pcr/pcrSearch',
      '/resources',
    ]) {
      test(`${path} carries at most ${kib(INLINE_MESSAGES_BUDGET)} gzip of client messages (${locale})`, async ({
        request,
      }) => {
        const response = await request.get(localized(prefix, path), {
          headers: { 'accept-language': acceptLanguage },
        });
        expect(response.status()).toBe(200);
        const { providers, namespaces, gzip: size } = inlineMessagesWeight(await response.text());
        // At least the document's and the layout's providers: a payload this test cannot read must fail it.
        expect(providers).toBeGreaterThanOrEqual(2);
        console.log(`${path} (${locale}): ${kib(size)} gzip of messages inline: ${namespaces.join(', ')}`);
        expect(namespaces).not.toContain('account');
        expect(size).toBeLessThanOrEqual(INLINE_MESSAGES_BUDGET);
      });
    }
  }
});

// On a phone the first screen is the hero: the sections far below it are laid out when they come
// near the screen (Chromium counts about a screen and a half as near), not in the first layout
// (`below-fold`, app/globals.css), and are there when scrolled to. A phone here, whatever the project.
test.describe('the home page on a phone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent: devices['Pixel 7'].userAgent,
  });

  test('the sections below the first screen wait for the scroll', async ({ page }) => {
    await page.goto('/');
    const section = (name: string) => page.getByRole('region', { name });
    // A section's own box is laid out; what it skips is its content, its heading first.
    const laidOut = (name: string) =>
      section(name)
        .getByRole('heading', { level: 2 })
        .first()
        .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    for (const name of ['最新发布的声明', '平台动态']) expect(await laidOut(name), name).toBe(false);
    await section('最新发布的声明').getByRole('heading', { level: 2 }).scrollIntoViewIfNeeded();
    await expect.poll(() => laidOut('最新发布的声明')).toBe(true);
    await expect(section('最新发布的声明').getByRole('listitem').first()).toBeInViewport();
  });
});
