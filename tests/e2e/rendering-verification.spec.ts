import {
  expect,
  expectCleanPage,
  expectNoHorizontalOverflow,
  expectNoMissingMessages,
  test,
} from './support/fixtures';
import { devLogin } from './support/login';
import { devGet } from './support/upstream-dev';

// Runs on the desktop and the 390 px phone projects (playwright.config.ts): the verification list
// (a table on a wide screen, cards on a phone), the request form and a request's detail, in both
// languages, with nothing wider than the screen.
const TEXTS = {
  zh: {
    prefix: '',
    title: 'EPD 核验',
    form: '新建核验申请',
    detail: /核验申请 EPD-CN-2025-0001/,
    succeeded: '核验通过',
    details: '详情',
  },
  en: {
    prefix: '/en',
    title: 'EPD authenticity check',
    form: 'New authenticity check',
    detail: /Authenticity check EPD-CN-2025-0001/,
    succeeded: 'Confirmed genuine',
    details: 'Details',
  },
} as const;

for (const lang of ['zh', 'en'] as const) {
  const t = TEXTS[lang];

  test(`the verification list, form and detail fit the screen (${lang})`, async ({
    page,
    watch,
    isMobile,
  }, testInfo) => {
    test.slow();
    await devLogin(page, '13800138000');
    await page.goto(`${t.prefix}/epd/verification`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    if (isMobile) {
      await expect(page.getByRole('table')).toBeHidden();
      await expect(page.getByTestId('verification-card').first()).toBeVisible();
      await expect(
        page
          .getByTestId('verification-card')
          .first()
          .getByRole('link', { name: new RegExp(t.details) }),
      ).toBeVisible();
    } else {
      await expect(page.getByRole('table')).toBeVisible();
      await expect(page.getByTestId('verification-card').first()).toBeHidden();
      await expect(page.getByRole('columnheader')).toHaveCount(9);
    }
    await expectNoHorizontalOverflow(page);
    await expectNoMissingMessages(page);
    await page.screenshot({ path: testInfo.outputPath(`verification-list-${lang}.png`), fullPage: true });

    await page.goto(`${t.prefix}/epd/verification?new=1`);
    await expect(page.getByRole('heading', { level: 1, name: t.form })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: testInfo.outputPath(`verification-form-${lang}.png`), fullPage: true });

    const answered = (
      await devGet<{ id: number; epdRegistrationNumber: string }[]>('/__dev/verify?account=13800138000')
    ).find((request) => request.epdRegistrationNumber === 'EPD-CN-2025-0001')!;
    await page.goto(`${t.prefix}/myDetails?id=${answered.id}`);
    await expect(page.getByRole('heading', { level: 1, name: t.detail })).toBeVisible();
    await expect(page.locator('[data-verify-state="2"]').first()).toHaveText(t.succeeded);
    await expect(page.getByTestId('verification-feedback').first()).not.toBeEmpty();
    // A file's upload and feedback times keep date and time on one line, also in the table's
    // narrowest layout (1024 px, where the table starts).
    if (!isMobile) await page.setViewportSize({ width: 1024, height: 900 });
    const times = page.locator('main td span.tabular-nums').filter({ hasText: /\d{2}:\d{2}$/ });
    await expect(times.first()).toBeVisible();
    expect(await times.count()).toBeGreaterThanOrEqual(2);
    for (const time of await times.all())
      expect(await time.evaluate((span) => span.getClientRects().length), await time.innerText()).toBe(1);
    await expectNoHorizontalOverflow(page);
    await expectNoMissingMessages(page);
    await page.screenshot({ path: testInfo.outputPath(`verification-detail-${lang}.png`), fullPage: true });
    expectCleanPage(watch);
  });
}
