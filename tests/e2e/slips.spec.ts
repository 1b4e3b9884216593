import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectCleanPage, expectNoMissingMessages, test } from './support/fixtures';
import { devLogin } from './support/login';

// Small things a company and a buyer read (issue "mixed languages and small slips"): one language per
// text, one date format per card, required fields marked alike in every form, role pages that follow
// the viewer. Zh and en alternate, and so do a 390 px phone and a 1440 px desktop.

const SLOW = { timeout: 30_000 };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const SHOTS = '/work/shots36/slips';
const ISO_DATE = /\d{4}-\d{2}-\d{2}/;
const HAN = /[\u3400-\u9fff]/u;

/** Declaration 12 (seeded): an English product name, its plant's address given in Chinese only. */
const CHINESE_ADDRESS_EPD = '/app/epd/12';
const CHINESE_ADDRESS = '河北省唐山市乐亭县河钢唐钢新区';
/** Declaration 4 (seeded): both chain proofs, valid. */
const ANCHORED_EPD = '/app/epd/4';

const AUTHENTICATED = '13800138000';
const UNDER_REVIEW = '13300133000';
const NOT_APPROVED = '13200132000';

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.describe('the English product page and its address', () => {
  test.use({ viewport: PHONE });
  test('shows the Chinese address marked as Chinese when there is no English one (en, phone)', async ({
    page,
    watch,
  }) => {
    await page.goto(`/en${CHINESE_ADDRESS_EPD}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Hot-rolled coil Q235B' })).toBeVisible(SLOW);
    const address = page.getByText(CHINESE_ADDRESS, { exact: true });
    await expect(address).toBeVisible();
    await expect(address).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByTestId('address-in-chinese')).toHaveText(
      'Shown in Chinese: the company has not given an English address.',
    );
    await shot(page, 'product-address-en-390');
    await expectNoMissingMessages(page);
    expectCleanPage(watch);
  });

  test.describe('in Chinese', () => {
    test.use({ viewport: DESKTOP });
    test('says nothing more on the Chinese page (zh, desktop)', async ({ page }) => {
      await page.goto(CHINESE_ADDRESS_EPD);
      await expect(page.getByText(CHINESE_ADDRESS, { exact: true })).toBeVisible(SLOW);
      await expect(page.getByTestId('address-in-chinese')).toHaveCount(0);
      await shot(page, 'product-address-zh-1440');
    });
  });
});

test.describe('one date format per card', () => {
  test.use({ viewport: DESKTOP });
  test('the product page writes its dates and chain times alike (zh, desktop)', async ({ page }) => {
    await page.goto(ANCHORED_EPD);
    await expect(page.getByTestId('chain-report').first()).toBeVisible(SLOW);
    const main = page.getByRole('main');
    await expect(main).not.toContainText(ISO_DATE);
    await expect(page.getByTestId('validity').first()).toContainText(/\d{4}年\d{1,2}月\d{1,2}日/);
    await expect(page.getByTestId('chain-data').first()).toContainText(
      /\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}/,
    );
    await shot(page, 'product-dates-zh-1440');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE });
    test('a search card writes its validity and chain times alike (en, phone)', async ({ page }) => {
      await page.goto('/en/epd/epdSearch?keyword=CFP-CN-2026-0004');
      const card = page.getByTestId('epd-card').filter({ hasText: 'CFP-CN-2026-0004' });
      await expect(card).toBeVisible(SLOW);
      await expect(card.getByTestId('chain-data')).toBeVisible();
      await expect(card).not.toContainText(ISO_DATE);
      await expect(card.getByTestId('validity')).toContainText(/Valid until \d{1,2} \w+ \d{4}/);
      await shot(page, 'search-card-en-390');
    });
  });
});

test.describe('the contract and the correction a company reads', () => {
  test.use({ viewport: DESKTOP });
  test('the English contract dialog names the contract in English (en, desktop)', async ({ page }) => {
    await devLogin(page, AUTHENTICATED);
    await page.goto('/en/epd/mineEpd?type=EPD');
    const card = page.getByRole('article').filter({ hasText: /DX54D\+Z/ });
    await card
      .getByRole('button', { name: /contract/i })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Contract' });
    const link = dialog.getByRole('link', { name: /Download contract/ });
    await expect(link).toBeVisible(SLOW);
    await expect(link).toContainText('Technical service contract.pdf');
    await expect(link).not.toContainText(HAN);
    await shot(page, 'contract-dialog-en-1440');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE });
    test('the seeded correction note is Chinese only on the Chinese page (zh, phone)', async ({ page }) => {
      await devLogin(page, AUTHENTICATED);
      await page.goto('/epd/mineEpd?type=EPD');
      const note = page.getByText(/电费单/).first();
      await expect(note).toBeVisible(SLOW);
      await expect(page.getByRole('main')).not.toContainText('power bills');
    });
  });
});

test.describe('required fields are marked alike in every form', () => {
  test.use({ viewport: PHONE });
  test('the feedback form marks each required field (zh, phone)', async ({ page }) => {
    await page.goto('/Feedback');
    const form = page.getByRole('main');
    for (const name of ['企业名称', '姓名', '联系电话', '邮箱', '咨询内容']) {
      const field = form.getByRole('textbox', { name, exact: true });
      await expect(field).toHaveAttribute('aria-required', 'true', SLOW);
    }
    await expect(form.locator('[data-required-mark]')).toHaveCount(5);
    await shot(page, 'feedback-zh-390');
  });

  test.describe('on a desktop', () => {
    test.use({ viewport: DESKTOP });
    test('the PCR application marks its fields the same way (en, desktop)', async ({ page }) => {
      await devLogin(page, AUTHENTICATED);
      await page.goto('/en/Pcr/pcrApplyFor');
      const main = page.getByRole('main');
      await expect(main.locator('[data-required-mark]').first()).toBeVisible(SLOW);
      const required = main.locator('[aria-required="true"]');
      await expect.poll(() => required.count(), SLOW).toBeGreaterThanOrEqual(2);
      await expect(main.locator('[data-required-mark]')).toHaveCount(await required.count());
      await shot(page, 'pcr-apply-en-1440');
    });
  });
});

test.describe('role pages follow the viewer', () => {
  test.use({ viewport: PHONE });
  test('a visitor sees which entries need a login (zh, phone)', async ({ page }) => {
    await page.goto('/steelMill');
    const actions = page.getByTestId('role-actions');
    await expect(actions).toBeVisible(SLOW);
    await expect(actions.getByText('需登录', { exact: true }).first()).toBeVisible();
    await expect(actions.locator('[data-action="enterprise"]')).toHaveCount(1);
    await shot(page, 'steelMill-visitor-zh-390');
  });

  test('a company not approved is offered authentication, with no login badges (en, phone)', async ({
    page,
  }) => {
    await devLogin(page, NOT_APPROVED);
    await page.goto('/en/thirdAgency');
    const actions = page.getByTestId('role-actions');
    await expect(actions).toBeVisible(SLOW);
    await expect(actions.getByText('Login required', { exact: true })).toHaveCount(0);
    await expect(actions.locator('[data-action="enterprise"]')).toHaveCount(1);
    await shot(page, 'thirdAgency-rejected-en-390');
  });

  test.describe('on a desktop', () => {
    test.use({ viewport: DESKTOP });
    test('an authenticated company gets the next step instead of authentication (en, desktop)', async ({
      page,
      watch,
    }) => {
      await devLogin(page, AUTHENTICATED);
      await page.goto('/en/steelMill');
      const actions = page.getByTestId('role-actions');
      await expect(actions).toBeVisible(SLOW);
      await expect(actions.getByText('Login required', { exact: true })).toHaveCount(0);
      await expect(actions.locator('[data-action="enterprise"]')).toHaveCount(0);
      await expect(actions.locator('a[href$="/enterprise"]')).toHaveCount(0);
      await expect(actions.getByRole('link', { name: /My declarations/ })).toHaveAttribute(
        'href',
        '/en/Pcr/minePcr',
      );
      await shot(page, 'steelMill-authenticated-en-1440');
      await expectNoMissingMessages(page);
      expectCleanPage(watch);
    });

    test('a company under review is told so instead of being offered authentication (zh, desktop)', async ({
      page,
    }) => {
      await devLogin(page, UNDER_REVIEW);
      await page.goto('/thirdAgency');
      const actions = page.getByTestId('role-actions');
      await expect(actions).toBeVisible(SLOW);
      await expect(actions.getByText('需登录', { exact: true })).toHaveCount(0);
      await expect(actions.locator('[data-action="enterprise"]')).toHaveCount(0);
      await expect(actions.getByRole('link', { name: /企业认证审核中/ })).toHaveAttribute('href', '/user');
      await shot(page, 'thirdAgency-review-zh-1440');
    });
  });
});

test.describe('pictures of the changed pages', () => {
  for (const [lang, prefix] of [
    ['zh', ''],
    ['en', '/en'],
  ] as const) {
    for (const viewport of [DESKTOP, PHONE]) {
      test(`product page, role page and feedback form (${lang}, ${viewport.width})`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(`${prefix}${CHINESE_ADDRESS_EPD}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW);
        await shot(page, `product-12-${lang}-${viewport.width}`);
        await page.goto(`${prefix}/Feedback`);
        await expect(page.locator('[data-required-mark]').first()).toBeVisible(SLOW);
        await shot(page, `feedback-${lang}-${viewport.width}`);
        await devLogin(page, AUTHENTICATED);
        await page.goto(`${prefix}/steelMill`);
        await expect(page.getByTestId('role-actions')).toBeVisible(SLOW);
        await shot(page, `steelMill-signed-in-${lang}-${viewport.width}`);
      });
    }
  }
});
