import type { Page } from '@playwright/test';
import {
  expect,
  expectCleanPage,
  expectNoHorizontalOverflow,
  expectNoMissingMessages,
  SPEC_SHAPED,
  test,
} from './support/fixtures';
import { devLogin } from './support/login';
import { devGet } from './support/upstream-dev';

/**
 * "My applications" (business.md 2.2, 4): acts that bind ask once and say what they mean; after each
 * act the card says what happens next; a phone card is compact; files open. Each test that acts has
 * a seeded account of its own (upstream/seed/modules/accounts-data.ts, 361..364), each with one
 * application waiting for that act; 13800138000 is only read. zh and en alternate, desktop and a
 * 390 px phone.
 */
const DEMO = '13800138000';
const SLOW = { timeout: 30_000 };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

type ListedApplication = { quoteStatus: number | string; contractStatus: number | string };
type ListedLca = { lcaValidateStatus: number | string };

/** The application as the platform holds it now (the reference upstream's back office view). */
const platform = <T>(id: number) => devGet<T>(`/__dev/applications/${id}`);

function card(page: Page, name: string) {
  return page.getByRole('article', { name });
}

test.describe('My applications: acts that bind', () => {
  test.describe.configure({ timeout: 120_000 });

  test('confirming a contract asks once more, says what it binds; going back leaves it waiting (zh, desktop)', async ({
    page,
    watch,
  }) => {
    await devLogin(page, '15036036001');
    await page.goto('/epd/mineEpd?type=EPD');
    const application = card(page, '冷轧汽车板 DC04');
    await application.getByRole('button', { name: '确认合同' }).click();
    const contract = page.getByRole('dialog', { name: '合同' });
    await expect(contract.getByText('待确认')).toBeVisible(SLOW);

    await contract.getByRole('button', { name: '确认', exact: true }).click();
    const sign = page.getByRole('dialog', { name: '确认签署这份合同？' });
    await expect(sign).toBeVisible();
    await expect(
      sign.getByText('确认即代表贵公司签署本合同，合同立即生效、具有约束力，且无法撤回。'),
    ).toBeVisible();
    await expect(sign.getByText(/LCS-HT-\d{4}-0361-1/)).toBeVisible();
    await sign.getByRole('button', { name: '返回' }).click();
    await expect(sign).toBeHidden();
    await expect(contract.getByText('待确认')).toBeVisible();
    expect(String((await platform<ListedApplication>(361)).contractStatus)).toBe('2');

    await contract.getByRole('button', { name: '确认', exact: true }).click();
    await sign.getByRole('button', { name: '确认签署合同' }).click();
    await expect(sign).toBeHidden(SLOW);
    await expect(contract.getByText('已签署')).toBeVisible(SLOW);
    expect(String((await platform<ListedApplication>(361)).contractStatus)).toBe('3');
    await page.keyboard.press('Escape');
    await expect(application.getByTestId('next-step')).toContainText('合同已签署', SLOW);
    await expectNoMissingMessages(page);
    expectCleanPage(watch);
  });

  test.describe('on a phone', () => {
    test.use(PHONE);

    test('accepting a CFP quote asks once more; afterwards the card says the contract comes next (en, phone)', async ({
      page,
      watch,
    }) => {
      await devLogin(page, '15036036002');
      await page.goto('/en/epd/mineEpd?type=CFP');
      const application = card(page, '无取向硅钢 50W470');
      await application.getByRole('button', { name: 'Review the quote' }).click();
      const quote = page.getByRole('dialog', { name: 'Service quote' });
      await expect(quote.getByText('Awaiting your confirmation')).toBeVisible(SLOW);
      await quote.getByRole('button', { name: 'Confirm', exact: true }).click();
      const accept = page.getByRole('dialog', { name: 'Accept this quote?' });
      await expect(
        accept.getByText('Accepting the quote binds your company to its price and can’t be taken back.', {
          exact: false,
        }),
      ).toBeVisible();
      await accept.getByRole('button', { name: 'Go back' }).click();
      await expect(accept).toBeHidden();
      await expect(quote.getByText('Awaiting your confirmation')).toBeVisible();
      expect(String((await platform<ListedApplication>(362)).quoteStatus)).toBe('1');

      await quote.getByRole('button', { name: 'Confirm', exact: true }).click();
      await accept.getByRole('button', { name: 'Yes, accept the quote' }).click();
      await expect(quote.getByText('Confirmed', { exact: true })).toBeVisible(SLOW);
      expect(String((await platform<ListedApplication>(362)).quoteStatus)).toBe('2');
      await page.keyboard.press('Escape');
      await expect(application.getByTestId('next-step')).toHaveText(
        'You accepted the quote. The platform is drawing up the contract and will send it for your confirmation.',
        SLOW,
      );
      // A CFP application's first node is a CFP application.
      const progress = application.getByRole('list', { name: 'Progress' });
      await expect(progress.getByRole('listitem').first()).toContainText('CFP application');
      await expect(application.getByText('EPD application')).toHaveCount(0);
      expectCleanPage(watch);
    });

    test('declining a contract asks nothing more than before; the card says a new contract will follow and node 2 is open (zh, phone)', async ({
      page,
      watch,
    }) => {
      await devLogin(page, '15036036003');
      await page.goto('/epd/mineEpd?type=EPD');
      const application = card(page, '热镀锌家电板 DX51D+Z');
      const progress = application.getByRole('list', { name: '申请进度' });
      await expect(progress.getByRole('listitem').nth(1)).not.toContainText('未开始');

      await application.getByRole('button', { name: '确认合同' }).click();
      const contract = page.getByRole('dialog', { name: '合同' });
      await expect(contract.getByText('待确认')).toBeVisible(SLOW);
      await contract.getByRole('button', { name: '拒绝' }).click();
      await expect(contract.getByText('确定拒绝这份合同吗？')).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await contract.getByRole('button', { name: '确定拒绝' }).click();
      await expect(contract.getByText('已拒绝')).toBeVisible(SLOW);
      await page.keyboard.press('Escape');

      await expect(application.getByTestId('next-step')).toHaveText(
        '您已拒绝合同，平台将重新发送新合同供您确认。',
        SLOW,
      );
      const second = progress.getByRole('listitem').nth(1);
      await expect(second).toHaveAttribute('data-state', 'next');
      await expect(second).toContainText('合同生成');
      await expect(second).toContainText('未开始');
      // The same after a fresh read from the platform.
      await page.reload();
      await expect(application.getByTestId('next-step')).toHaveText(
        '您已拒绝合同，平台将重新发送新合同供您确认。',
      );
      await expect(progress.getByRole('listitem').nth(1)).toHaveAttribute('data-state', 'next');
      expectCleanPage(watch);
    });

    test('the card’s buttons come before its folded timeline, with one date format (zh, phone)', async ({
      page,
      watch,
    }) => {
      await devLogin(page, DEMO);
      await page.goto('/epd/mineEpd?type=EPD');
      const application = card(page, '冷轧电工钢 B35A300');
      const actions = application.getByTestId('card-actions');
      const progress = application.getByRole('list', { name: '申请进度' });
      await expect(actions.getByRole('button', { name: '确认服务报价' })).toBeVisible();
      await expect(progress).toBeVisible();
      // Reached nodes and the next one; the rest folded.
      await expect(progress.getByRole('listitem')).toHaveCount(2);
      await expect(progress.getByRole('listitem').nth(1)).toContainText('下一步');
      const actionsBox = (await actions.boundingBox())!;
      const progressBox = (await progress.boundingBox())!;
      expect(actionsBox.y + actionsBox.height).toBeLessThanOrEqual(progressBox.y);
      const folded = application.locator('details');
      await expect(folded.getByText('报告发布')).toBeHidden();
      const more = folded.getByText('查看全部 7 个步骤');
      await expect(more).toBeVisible();
      expect(actionsBox.y).toBeLessThan((await more.boundingBox())!.y);
      await expectNoHorizontalOverflow(page);
      await more.click();
      await expect(folded.getByText('报告发布')).toBeVisible();
      // One date format on the card: no ISO day beside the written ones.
      expect(await application.innerText()).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      await expect(application.getByText(/\d{4}年\d{1,2}月\d{1,2}日/).first()).toBeVisible();
      expectCleanPage(watch);
    });

    test('an answered verification request says which file each preview and download opens (en, phone)', async ({
      page,
      watch,
    }) => {
      test.skip(SPEC_SHAPED, 'the platform’s answer file is an assumed field');
      const answered = (
        await devGet<{ id: number; epdRegistrationNumber: string }[]>(`/__dev/verify?account=${DEMO}`)
      ).find((request) => request.epdRegistrationNumber === 'EPD-CN-2025-0001')!;
      await devLogin(page, DEMO);
      await page.goto(`/en/myDetails?id=${answered.id}`);
      const file = page.getByTestId('verification-file');
      await expect(file.getByRole('button', { name: /^Preview your EPD: / })).toBeVisible(SLOW);
      await expect(file.getByRole('button', { name: /^Preview answer from the platform: / })).toBeVisible();
      await expect(file.getByRole('link', { name: /^Download your EPD: / })).toBeVisible();
      await expect(file.getByRole('link', { name: /^Download answer from the platform: / })).toBeVisible();
      await expect(file.getByRole('button', { name: /^Preview your EPD: / })).toHaveText('Preview your EPD');
      await expect(file.getByRole('button', { name: /^Preview answer from/ })).toHaveText('Preview answer');
      const names = async (role: 'button' | 'link') =>
        Promise.all(
          (await file.getByRole(role, { name: /^(Preview|Download) / }).all()).map((element) =>
            element.evaluate((node) => node.getAttribute('aria-label') ?? (node as HTMLElement).innerText),
          ),
        );
      await expectNoHorizontalOverflow(page);
      for (const role of ['button', 'link'] as const) {
        const named = await names(role);
        expect(named).toHaveLength(2);
        expect(new Set(named).size).toBe(2);
      }
      await file.getByRole('button', { name: /^Preview answer from the platform: / }).click();
      const dialog = page.getByRole('dialog', { name: 'The platform’s answer' });
      await expect(dialog.getByTestId('pdf-viewer')).toHaveAttribute('data-drawn-page', '1', {
        timeout: 60_000,
      });
      expectCleanPage(watch);
    });
  });

  test('the correction dialog repeats the platform’s reason; once sent, the card says it waits for the platform (en, desktop)', async ({
    page,
    watch,
  }) => {
    await devLogin(page, '15036036004');
    await page.goto('/en/epd/mineEpd?type=EPD');
    const application = card(page, '短流程热轧带钢');
    await application.getByRole('button', { name: 'Correct LCA data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Correct LCA data' });
    const reason = dialog.getByRole('region', { name: 'The platform’s reason' });
    await expect(reason).toContainText('废钢比例与炉料台账不符');
    // The files on record open from here too.
    await expect(dialog.getByRole('link', { name: /^Download Data collection sheet: / })).toBeVisible(SLOW);

    await dialog.getByRole('button', { name: 'Confirm data change' }).click();
    await expect(dialog).toBeHidden(SLOW);
    await expect(application.getByRole('button', { name: 'Correct LCA data' })).toHaveCount(0, SLOW);
    await expect(application.getByTestId('next-step')).toHaveText(
      'Corrected data submitted, waiting for the platform’s check.',
    );
    expect(String((await platform<ListedLca>(364)).lcaValidateStatus)).toBe('0');
    // Read afresh: the platform's record of the correction keeps saying so (its note is an assumed field).
    if (!SPEC_SHAPED) {
      await page.reload();
      await expect(application.getByTestId('next-step')).toHaveText(
        'Corrected data submitted, waiting for the platform’s check.',
      );
    }
    expectCleanPage(watch);
  });

  test('a file listed in the application’s details opens in the PDF dialog (en, desktop)', async ({
    page,
    watch,
  }) => {
    await devLogin(page, DEMO);
    await page.goto('/en/epd/mineEpd?type=EPD');
    const application = card(page, '冷轧电工钢 B35A300');
    await application.getByRole('button', { name: 'Details' }).click();
    const details = page.getByRole('dialog', { name: 'Application details' });
    await expect(details.getByRole('link', { name: /^Download LCA report \(Chinese\): / })).toBeVisible(SLOW);
    await details.getByRole('button', { name: /^Preview LCA report \(Chinese\): / }).click();
    const viewer = page.getByRole('dialog', { name: 'LCA report (Chinese)' }).getByTestId('pdf-viewer');
    await expect(viewer).toHaveAttribute('data-drawn-page', '1', { timeout: 60_000 });
    // The data collection sheet is a ZIP: downloaded, not previewed.
    await page.keyboard.press('Escape');
    await expect(details.getByRole('button', { name: /^Preview Data collection sheet/ })).toHaveCount(0);
    expectCleanPage(watch);
  });

  test('the PDF dialog says it is loading, with no watermark over a blank page, until the first page is drawn (zh, desktop)', async ({
    page,
    watch,
  }) => {
    const answered = (
      await devGet<{ id: number; epdRegistrationNumber: string }[]>(`/__dev/verify?account=${DEMO}`)
    ).find((request) => request.epdRegistrationNumber === 'EPD-CN-2025-0001')!;
    await devLogin(page, DEMO);
    await page.goto(`/myDetails?id=${answered.id}`);
    const preview = page.getByTestId('verification-file').getByRole('button', { name: /^预览/ }).last();
    await expect(preview).toBeVisible(SLOW);
    // What the page shows between the click and the first drawn page, seen by the page itself.
    await page.evaluate(() => {
      const seen = { loading: false, watermarkWhileLoading: false };
      (window as unknown as { pdfSeen: typeof seen }).pdfSeen = seen;
      new MutationObserver(() => {
        const loading = document.querySelector('[data-testid="pdf-loading"]');
        if (loading) seen.loading = true;
        if (loading && document.querySelector('[data-testid="pdf-watermark"]'))
          seen.watermarkWhileLoading = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await preview.click();
    const viewer = page.getByRole('dialog').getByTestId('pdf-viewer');
    await expect(viewer).toHaveAttribute('data-drawn-page', '1', { timeout: 60_000 });
    await expect(page.getByRole('status').filter({ hasText: '正在加载文档…' })).toHaveCount(0);
    await expect(viewer.getByTestId('pdf-watermark')).toBeVisible();
    const seen = await page.evaluate(
      () => (window as unknown as { pdfSeen: { loading: boolean; watermarkWhileLoading: boolean } }).pdfSeen,
    );
    expect(seen).toEqual({ loading: true, watermarkWhileLoading: false });
    expectCleanPage(watch);
  });
});
