import { readFile } from 'node:fs/promises';
import { loginByEmailInDialog } from './support/epd';
import { expect, expectCleanPage, test } from './support/fixtures';
import { upstreamGet, upstreamPost } from './support/content';
import { devLogin } from './support/login';

type SeededPcr = {
  id: number;
  pcrNumber: string;
  productName: string;
  enProductName: string;
  attachmentId: number;
  enAttachmentId: number | null;
};

const seededPcrs = (body: Record<string, unknown> = {}, lang: 'zh' | 'en' = 'zh') =>
  upstreamPost<{ list: SeededPcr[]; totals: number }>(
    '/p/pcr/page',
    { pageNum: 1, pageSize: 100, ...body },
    lang,
  );

const cards = (page: import('@playwright/test').Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });

test.describe('PCR', () => {
  test('the introduction leads to the search with the keyword as ?content= (zh)', async ({ page, watch }) => {
    const pcrs = await upstreamGet<{ pcrNumber: string }[]>('/p/pcr/list');
    await page.goto('/Pcr');
    await expect(page.getByRole('heading', { level: 1, name: '产品种类规则（PCR）' })).toBeVisible();
    // Every PCR in force is listed and leads to its search.
    for (const pcr of pcrs)
      await expect(page.getByRole('link', { name: new RegExp(pcr.pcrNumber) })).toBeVisible();
    await page.getByRole('searchbox', { name: '关键词' }).fill('钢筋');
    await page.getByRole('searchbox', { name: '关键词' }).press('Enter');
    await expect(page).toHaveURL(/\/pcr\/pcrSearch\?content=%E9%92%A2%E7%AD%8B$/);
    const expected = await seededPcrs({ pcrKeyword: '钢筋' });
    await expect(cards(page)).toHaveCount(Math.min(4, expected.totals));
    await expect(cards(page).first().getByRole('heading', { level: 3 })).toHaveText(
      expected.list[0]!.productName,
    );
    expectCleanPage(watch);
  });

  test('the search filters by PCR and by keyword, and "more" appends the next cards (en)', async ({
    page,
    watch,
  }) => {
    const all = await seededPcrs({}, 'en');
    expect(all.totals).toBeGreaterThan(4);
    await page.goto('/en/pcr/pcrSearch');
    await expect(page.getByText(`${all.totals} PCRs published`)).toBeVisible();
    await expect(cards(page)).toHaveCount(4);
    await page.getByRole('link', { name: 'Load more' }).click();
    await expect(cards(page)).toHaveCount(Math.min(8, all.totals));
    await expect(page).toHaveURL(/\/en\/pcr\/pcrSearch\?page=2$/);

    const target = all.list[2]!;
    await page.getByRole('combobox', { name: 'Product category rules' }).selectOption(target.pcrNumber);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`pcrNumber=${target.pcrNumber}`));
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByRole('heading', { level: 3 })).toHaveText(target.enProductName);
    await expect(page.getByText('1 PCR matches your search')).toBeVisible();

    await page.goto('/en/pcr/pcrSearch?content=no-such-rule');
    await expect(page.getByText('No matching PCR')).toBeVisible();
    expectCleanPage(watch);
  });

  test('a visitor asking for a PCR document gets the login dialog, then downloads it after logging in (zh)', async ({
    page,
    watch,
  }) => {
    const all = await seededPcrs();
    const first = all.list[0]!;
    await page.goto('/pcr/pcrSearch');
    await page.getByRole('link', { name: '加载更多' }).click();
    await expect(cards(page)).toHaveCount(Math.min(8, all.totals));
    const card = cards(page).first();
    await card.getByRole('link', { name: '中文版 PDF' }).click();
    const ask = page.getByRole('dialog', { name: '登录后下载' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: '取消' }).click();
    await expect(ask).toBeHidden();

    await card.getByRole('link', { name: '中文版 PDF' }).click();
    await ask.getByRole('button', { name: '登录' }).click();
    await loginByEmailInDialog(page, 'zh');
    // The page re-renders signed in, pages 1–2 from the server: nothing appended twice.
    await expect(cards(page)).toHaveCount(Math.min(8, all.totals));
    // Signed in now: the same link is a download through the BFF, never with a token in the URL.
    // A visitor's link has the same address (without the script it goes to the login and back):
    // what tells them apart is that the visitor's opens a dialog.
    const link = card.getByRole('link', { name: '中文版 PDF' });
    await expect(link).not.toHaveAttribute('aria-haspopup', 'dialog');
    await expect(link).toHaveAttribute('href', `/api/files/pcr/${first.attachmentId}`);
    const downloadPromise = page.waitForEvent('download');
    await link.click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
    expectCleanPage(watch);
  });

  test('a user whose registration is under review is told so instead of getting the file (en)', async ({
    page,
  }) => {
    await devLogin(page, '13600136000');
    const first = (await seededPcrs({}, 'en')).list[0]!;
    await page.goto(`/en/pcr/pcrSearch?pcrNumber=${first.pcrNumber}`);
    await cards(page).first().getByRole('link', { name: 'Chinese edition (PDF)' }).click();
    await expect(
      page.getByText(
        'Your personal information is under review. Downloads are available once it is approved.',
      ),
    ).toBeVisible();
  });

  test('the PCR download refuses visitors at the BFF too', async ({ request }) => {
    const first = (await seededPcrs()).list[0]!;
    const response = await request.get(`/api/files/pcr/${first.attachmentId}`);
    expect(response.status()).toBe(401);
    expect((await response.json()).error.code).toBe('LOGIN_REQUIRED');
  });
});
