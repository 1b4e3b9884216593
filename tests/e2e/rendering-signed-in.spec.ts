import type { Locator } from '@playwright/test';
import { expect, expectCleanPage, expectNoHorizontalOverflow, test } from './support/fixtures';
import { devLogin } from './support/login';

// Runs on the desktop and the 390 px phone projects (playwright.config.ts): the signed-in chrome
// (message bell, system messages) and the LCA tool page, in both languages.
const TEXTS = {
  zh: {
    prefix: '',
    openTool: '打开 LCA 工具',
    detailsButton: '申请详情',
    details: '申请详情',
    contract: '合同',
    download: /下载合同/,
    cfpFiles: ['CFP 初步报告', 'CFP 正式报告（中文）', 'CFP 正式报告（英文）'],
  },
  en: {
    prefix: '/en',
    openTool: 'Open the LCA tool',
    detailsButton: 'Details',
    details: 'Application details',
    contract: 'Contract',
    download: /Download contract/,
    cfpFiles: ['Preliminary CFP report', 'CFP report (Chinese)', 'CFP report (English)'],
  },
} as const;

/** The right edge of what a dialog holds never passes the dialog's own. */
async function expectInside(dialog: Locator, content: Locator, what: string) {
  const [outer, inner] = await Promise.all([dialog.boundingBox(), content.boundingBox()]);
  expect(inner!.x, `${what}: left edge`).toBeGreaterThanOrEqual(outer!.x);
  expect(inner!.x + inner!.width, `${what}: right edge`).toBeLessThanOrEqual(outer!.x + outer!.width);
}

for (const lang of ['zh', 'en'] as const) {
  const t = TEXTS[lang];

  test(`the message bell's popover stays on screen from 360 to 1440 px (${lang})`, async ({
    page,
    watch,
  }, testInfo) => {
    test.slow();
    await devLogin(page, '13800138000');
    const projectSize = page.viewportSize()!;
    await page.goto(t.prefix || '/');
    await page.locator('details:has([data-testid="message-popover"]) > summary').click();
    const popover = page.getByTestId('message-popover');
    await expect(popover).toBeVisible();
    await expect(popover.getByRole('link').first()).toBeVisible();
    // The same open popover, laid out again at each width.
    for (const width of [360, 390, 414, 640, 768, 1024, 1280, 1440, projectSize.width]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(popover).toBeVisible();
      const box = (await popover.boundingBox())!;
      expect(box.x, `left edge at ${width} px`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `right edge at ${width} px`).toBeLessThanOrEqual(width);
      await expectNoHorizontalOverflow(page);
      if (width === projectSize.width)
        await page.screenshot({ path: testInfo.outputPath(`bell-${lang}-${width}.png`) });
    }
    expectCleanPage(watch);
  });

  test(`system messages show at least two lines each before they are opened (${lang})`, async ({
    page,
    watch,
    isMobile,
  }, testInfo) => {
    await devLogin(page, '13800138000');
    await page.goto(`${t.prefix}/textmessage/all`);
    const texts = page.getByTestId('message-text');
    await expect(texts.first()).toBeVisible();
    for (const text of (await texts.all()).slice(0, 4)) {
      const shown = await text.evaluate((element) => {
        const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
        const clipped = element.scrollHeight > element.clientHeight + 1;
        return { lines: Math.round(element.clientHeight / lineHeight), clipped };
      });
      // A message longer than two lines is cut after the second; a shorter one shows whole.
      if (shown.clipped) expect(shown.lines).toBeGreaterThanOrEqual(2);
    }
    // On a phone the messages are longer than two lines: the check above is not empty there.
    if (isMobile)
      expect(
        await texts.evaluateAll((elements) =>
          elements.some((element) => element.scrollHeight > element.clientHeight + 1),
        ),
      ).toBe(true);
    if (lang === 'en') {
      // English quotes take the width of a Latin quote, not a full-width CJK one (no "doubled spaces").
      const quote = await page.evaluate(() => {
        for (const element of document.querySelectorAll('[data-testid="message-text"]')) {
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const at = node.textContent?.indexOf('“') ?? -1;
            if (at < 0) continue;
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + 1);
            return (
              range.getBoundingClientRect().width / parseFloat(getComputedStyle(node.parentElement!).fontSize)
            );
          }
        }
        return null;
      });
      expect(quote, 'a message with a quote').not.toBeNull();
      // A CJK font draws it a full 1 em wide; a Latin one well under.
      expect(quote!, 'width of “ in em').toBeLessThan(0.8);
    }
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: testInfo.outputPath(`messages-${lang}.png`) });
    expectCleanPage(watch);
  });

  test(`My EPD's dialogs keep long file names inside them and every date on one line (${lang})`, async ({
    page,
    watch,
  }, testInfo) => {
    // Application 1 (published, contract signed) is changed by no other test.
    await devLogin(page, '13800138000');
    await page.goto(`${t.prefix}/epd/mineEpd?type=CFP`);
    const application = page.getByRole('article', { name: '氢基竖炉低碳热轧钢卷' });
    await application.getByRole('button', { name: t.detailsButton, exact: true }).click();
    const details = page.getByRole('dialog', { name: t.details });
    const dates = details.locator('time');
    await expect(dates.first()).toBeVisible();
    // Four files, each with its upload date on one line (a date once fell apart over two lines at 390 px).
    expect(await dates.count()).toBeGreaterThanOrEqual(4);
    for (const date of await dates.all()) {
      // The one date format of the portal (lib/content/china-time.ts), machine-readable in `datetime`.
      await expect(date).toHaveText(
        lang === 'zh' ? /^\d{4}年\d{1,2}月\d{1,2}日$/ : /^\d{1,2} [A-Z][a-z]{2} \d{4}$/,
      );
      await expect(date).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}/);
      const lines = await date.evaluate((element) =>
        Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)),
      );
      expect(lines, `lines of ${await date.textContent()}`).toBe(1);
      await expectInside(details, date, 'an upload date');
    }
    // A CFP application's reports are named as CFP reports, not EPD ones.
    for (const label of t.cfpFiles)
      await expect(details.getByRole('term').filter({ hasText: label })).toHaveCount(1);
    await expect(details.getByRole('term').filter({ hasText: /EPD/ })).toHaveCount(0);
    // The English report's name is one long run of words: it wraps between them, inside the dialog.
    await expectInside(details, details.getByText(/Low-carbon hot-rolled coil/), 'a long file name');
    await page.screenshot({ path: testInfo.outputPath(`mine-details-${lang}.png`) });
    await page.keyboard.press('Escape');

    await application.getByRole('button', { name: t.contract, exact: true }).click();
    const contract = page.getByRole('dialog', { name: t.contract });
    const download = contract.getByRole('link', { name: t.download });
    await expect(download).toBeVisible();
    // The contract's file name is part of the link: the link wraps instead of running out of the dialog.
    await expectInside(contract, download, 'the contract download link');
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: testInfo.outputPath(`mine-contract-${lang}.png`) });
    expectCleanPage(watch);
  });

  test(`the LCA tool's action card is as tall as what it holds (${lang})`, async ({
    page,
    watch,
  }, testInfo) => {
    await devLogin(page, '13800138000');
    await page.goto(`${t.prefix}/lcaTools`);
    const open = page.getByRole('button', { name: t.openTool });
    await expect(open).toBeVisible();
    const card = open.locator('xpath=ancestor::div[contains(@class, "rounded-card")][1]');
    const [cardBox, contentBox] = await Promise.all([
      card.boundingBox(),
      open.locator('xpath=..').boundingBox(),
    ]);
    // The card's padding (p-6) around its one row, and no more.
    expect(cardBox!.height - contentBox!.height, 'empty space in the card, px').toBeLessThanOrEqual(60);
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: testInfo.outputPath(`lca-tools-${lang}.png`), fullPage: true });
    expectCleanPage(watch);
  });
}
