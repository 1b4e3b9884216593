import { test as base, expect, type Page } from '@playwright/test';

/**
 * `test` with a watch on the page: every Content-Security-Policy violation the browser reports,
 * and every uncaught page error, is collected; `expectCleanPage` fails the test on any of them.
 */
type Watch = { violations: string[]; pageErrors: string[] };

export const test = base.extend<{ watch: Watch }>({
  watch: async ({ page }, provide) => {
    const watch: Watch = { violations: [], pageErrors: [] };
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    page.on('console', (message) => {
      const text = message.text();
      if (/Content Security Policy|CSP violation/i.test(text)) watch.violations.push(text);
    });
    page.on('pageerror', (error) => watch.pageErrors.push(error.message));
    await provide(watch);
  },
});

export { expect };

export function expectCleanPage(watch: Watch): void {
  expect(watch.violations, 'CSP violations').toEqual([]);
  expect(watch.pageErrors, 'uncaught page errors').toEqual([]);
}

/** The page is no wider than the viewport: nothing overflows sideways on a phone. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

/** next-intl renders a missing message as its key path (`home.hero.title`): none may show. */
export async function expectNoMissingMessages(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(
    /\b(?:home|nav|footer|errors|login|meta|brand|language|gwp|validation|common)\.[a-zA-Z]+/,
  );
}

export const UPSTREAM_URL = () => process.env.E2E_UPSTREAM_URL as string;

/**
 * The run against the spec-shaped reference upstream (playwright.config.ts, `E2E_UPSTREAM_SHAPES`):
 * answers carry only the spec's fields, so a page shows what it shows without the assumed ones
 * (docs/spec-readings.md "Assumed answer fields").
 */
export const SPEC_SHAPED = process.env.E2E_UPSTREAM_SHAPES === 'spec';
