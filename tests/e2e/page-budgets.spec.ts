import { HOME_HTML_BUDGET, INLINE_MESSAGES_BUDGET, TARGETS } from '../../scripts/check-budgets.ts';
import { gzipSize, inlineMessagesWeight } from '../../scripts/page-weight.ts';
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
    test(`the home page's HTML stays within ${kib(HOME_HTML_BUDGET)} gzip (${locale})`, async ({ request }) => {
      const response = await request.get(localized(prefix, '/'), { headers: { 'accept-encoding': 'identity', 'accept-language': acceptLanguage } });
      expect(response.status()).toBe(200);
      const html = await response.body();
      const size = gzipSize(html);
      console.log(`home (${locale}): HTML ${kib(html.length)} raw, ${kib(size)} gzip (target ${kib(TARGETS.homeHtml)})`);
      expect(size).toBeLessThanOrEqual(HOME_HTML_BUDGET);
    });

    for (const path of ['/', '/epd/epdSearch', '/news', '/NoticeInformationPage', '/pcr/pcrSearch', '/resources']) {
      test(`${path} carries at most ${kib(INLINE_MESSAGES_BUDGET)} gzip of client messages (${locale})`, async ({ request }) => {
        const response = await request.get(localized(prefix, path), { headers: { 'accept-language': acceptLanguage } });
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
