import { expect, expectCleanPage, test } from './support/fixtures';
import { formatChinaDate, formatChinaDateTime } from '../../lib/content/china-time';
import {
  epdCard,
  epdCards,
  loginByEmailInDialog,
  NANJING,
  seededPcrNumbers,
  seededSearch,
} from './support/epd';

const ids = (page: import('@playwright/test').Page) =>
  epdCards(page).evaluateAll((cards) => cards.map((card) => card.getAttribute('data-epd-id')));

test.describe('EPD search', () => {
  test('a visitor narrows the search by company, PCR and keyword, and loads more in place (zh)', async ({
    page,
    watch,
  }) => {
    const all = await seededSearch();
    await page.goto('/epd/epdSearch');
    await expect(page).toHaveTitle(/EPD 查询/);
    await expect(page.getByTestId('epd-total')).toHaveText(`共 ${all.totals} 条声明`);
    await expect(epdCards(page)).toHaveCount(4);
    expect(await ids(page)).toEqual(all.list.slice(0, 4).map((record) => String(record.id)));

    // "Load more" appends the next 4 without moving the page, and keeps the place in the address.
    await page.mouse.wheel(0, 700);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const before = await page.evaluate(() => window.scrollY);
    await page.getByRole('link', { name: '加载更多' }).click();
    await expect(epdCards(page)).toHaveCount(8);
    await expect(page).toHaveURL(/\/epd\/epdSearch\?page=2$/);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(4);
    expect(await ids(page)).toEqual(all.list.slice(0, 8).map((record) => String(record.id)));
    await expect(page.getByText(`已显示 8 / ${all.totals} 条`)).toBeVisible();
    await page.reload();
    await expect(epdCards(page)).toHaveCount(8);

    // Stepping through the companies with the keyboard searches nothing and keeps the focus
    // (WCAG 3.2.2); the button searches, and the filter is in the URL.
    const company = page.getByRole('combobox', { name: '企业' });
    await company.focus();
    await page.keyboard.press('ArrowDown');
    await expect(company).not.toHaveValue('');
    await expect(company).toBeFocused();
    await expect(page).toHaveURL(/\/epd\/epdSearch\?page=2$/);
    const baosteel = all.list.find((record) => record.companyName === '宝山钢铁股份有限公司')!;
    const byCompany = await seededSearch({ companyCode: baosteel.companyCode });
    // Each company names how many declarations it has in the search.
    await company.selectOption({ label: `宝山钢铁股份有限公司（${byCompany.totals}）` });
    await page.getByRole('search', { name: '查询声明' }).getByRole('button', { name: '查询' }).click();
    await expect(page).toHaveURL(new RegExp(`company=${baosteel.companyCode}`));
    await expect(page.getByTestId('epd-total')).toHaveText(`共 ${byCompany.totals} 条声明`);
    for (const card of await epdCards(page).all()) await expect(card).toContainText('宝山钢铁股份有限公司');

    const byCompanyAndPcr = await seededSearch({
      companyCode: baosteel.companyCode,
      pcrNumber: 'PCR-CN-2024-001',
    });
    await page.getByRole('combobox', { name: '产品种类规则' }).selectOption('PCR-CN-2024-001');
    await page.getByRole('search', { name: '查询声明' }).getByRole('button', { name: '查询' }).click();
    await expect(page).toHaveURL(/pcr=PCR-CN-2024-001/);
    await expect(epdCards(page)).toHaveCount(Math.min(4, byCompanyAndPcr.totals));
    expect(await ids(page)).toEqual(byCompanyAndPcr.list.slice(0, 4).map((record) => String(record.id)));
    for (const card of await epdCards(page).all())
      await expect(card).toContainText(byCompanyAndPcr.list[0]!.pcrProductName);

    // The keyword submits on Enter.
    await page.getByRole('link', { name: '清除筛选' }).first().click();
    await expect(page).toHaveURL(/\/epd\/epdSearch$/);
    const byKeyword = await seededSearch({ epdKeyword: 'Q355B' });
    await page.getByRole('searchbox', { name: '关键词' }).fill('Q355B');
    await page.getByRole('searchbox', { name: '关键词' }).press('Enter');
    await expect(page).toHaveURL(/keyword=Q355B/);
    expect(await ids(page)).toEqual(byKeyword.list.map((record) => String(record.id)));
    await expect(page.getByText('关键词：“Q355B”')).toBeVisible();
    expectCleanPage(watch);
  });

  test('an English reader filters by PCR from the URL and loads to the end (en)', async ({ page, watch }) => {
    // The PCR with the most declarations in the seed, so that it takes more than one page.
    const counts: [string, number][] = [];
    for (const number of await seededPcrNumbers())
      counts.push([number, (await seededSearch({ pcrNumber: number })).totals]);
    const [pcr] = counts.sort((a, b) => b[1] - a[1])[0]!;
    const rebar = await seededSearch({ pcrNumber: pcr });
    expect(rebar.totals).toBeGreaterThan(4);
    await page.goto(`/en/epd/epdSearch?pcr=${pcr}`);
    await expect(page.getByRole('combobox', { name: 'PCR' })).toHaveValue(pcr);
    await expect(page.getByTestId('epd-total')).toHaveText(`${rebar.totals} declarations`);
    while ((await epdCards(page).count()) < rebar.totals) {
      const shown = await epdCards(page).count();
      await page.getByRole('link', { name: 'Load more' }).click();
      await expect(epdCards(page)).toHaveCount(Math.min(shown + 4, rebar.totals));
    }
    await expect(page.getByTestId('epd-all-shown')).toHaveText(`All ${rebar.totals} declarations shown`);
    await expect(page.getByRole('link', { name: 'Load more' })).toHaveCount(0);

    // Product names follow the page's language; a Chinese-only declaration keeps its Chinese name.
    const details = await Promise.all(
      rebar.list.map(async (record) => {
        const response = await fetch(`${process.env.E2E_UPSTREAM_URL}/n/epd/${record.id}`, {
          headers: { 'accept-language': 'en' },
        });
        return (
          (await response.json()) as {
            data: { id: number; productName: string; productNameEn: string | null };
          }
        ).data;
      }),
    );
    for (const epd of details) {
      const name = epdCard(page, epd.id).getByRole('heading');
      if (epd.productNameEn) {
        await expect(name).toContainText(epd.productNameEn);
        await expect(name.getByRole('link')).toHaveAttribute('href', `/en/app/epd/${epd.id}`);
      } else {
        await expect(name).toContainText(epd.productName);
        await expect(name).toContainText('Chinese only');
        await expect(name.getByRole('link')).toHaveAttribute('lang', 'zh-CN');
        await expect(name.getByRole('link')).toHaveAttribute('href', `/app/epd/${epd.id}`);
      }
    }
    expectCleanPage(watch);
  });

  test('an address past the last page says so and leads back to the first, keeping the filter (zh)', async ({
    page,
    watch,
  }) => {
    await page.goto('/epd/epdSearch?pcr=PCR-CN-2024-001&page=9999');
    await expect(page.getByText('这一页没有声明')).toBeVisible();
    await expect(page.getByText('没有符合条件的声明')).toHaveCount(0);
    await page.getByRole('link', { name: '回到第一页' }).click();
    await expect(page).toHaveURL(/\/epd\/epdSearch\?pcr=PCR-CN-2024-001$/);
    await expect(epdCards(page).first()).toBeVisible();
    expectCleanPage(watch);
  });

  test('cards say at once whether a declaration is valid or expired, and show its blockchain proof (en)', async ({
    page,
  }) => {
    const detail = async (id: number) =>
      (
        (await (await fetch(`${process.env.E2E_UPSTREAM_URL}/n/epd/${id}`)).json()) as {
          data: {
            epdRegistrationNumber: string;
            epdExpirationDate: string;
            dataStubsTxhash: string;
            reportStubsBlocktime: string;
          };
        }
      ).data;
    const [expired, anchored] = await Promise.all([detail(6), detail(1)]);

    await page.goto(`/en/epd/epdSearch?keyword=${expired.epdRegistrationNumber}`);
    const expiredBadge = epdCard(page, 6).getByTestId('validity');
    await expect(expiredBadge).toHaveAttribute('data-state', 'expired');
    await expect(expiredBadge).toHaveText(`Expired ${formatChinaDate(expired.epdExpirationDate, 'en')}`);
    await expect(epdCard(page, 6)).toContainText('Not anchored on a blockchain');

    await page.goto(`/en/epd/epdSearch?keyword=${anchored.epdRegistrationNumber}`);
    const card = epdCard(page, 1);
    await expect(card.getByTestId('validity')).toHaveAttribute('data-state', 'valid');
    await expect(card.getByTestId('validity')).toHaveText(
      `Valid until ${formatChinaDate(anchored.epdExpirationDate, 'en')}`,
    );
    await expect(card.getByTestId('chain-data')).toContainText('Data on chain');
    await expect(card.getByTestId('chain-data')).toContainText(anchored.dataStubsTxhash.slice(0, 8));
    await expect(card.getByTestId('chain-data').locator('[title]')).toHaveAttribute(
      'title',
      anchored.dataStubsTxhash,
    );
    await expect(card.getByTestId('chain-report')).toContainText(
      formatChinaDateTime(anchored.reportStubsBlocktime, 'en'),
    );
    await expect(card.getByTestId('gwp-value')).toHaveText('2,136.4');
    await expect(card.getByTestId('gwp-compact').getByRole('img')).toHaveAttribute('aria-label', /2,136.4/);
  });

  test('a visitor who asks for a report gets the login dialog (zh)', async ({ page, watch }) => {
    await page.goto('/epd/epdSearch');
    const first = epdCards(page).first();
    await first.getByRole('link', { name: '下载' }).click();
    const dialog = page.getByRole('dialog', { name: '登录平台' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveText('您还未登录，请先登录。');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await first.getByRole('link', { name: '查看 PDF' }).click();
    await expect(dialog).toBeVisible();
    // The BFF refuses the file itself too: no token, no report.
    const response = await page.request.get(`/api/files/epd/1?disposition=attachment`);
    expect(response.status()).toBe(401);
    expect((await response.json()).error.code).toBe('LOGIN_REQUIRED');
    expectCleanPage(watch);
  });

  test('signed in, a company downloads its reports and sees the QR button on its own declarations only (zh)', async ({
    page,
    watch,
  }) => {
    const all = await seededSearch();
    const nanjing = all.list.filter((record) => record.companyName === NANJING.company);
    const other = all.list.find((record) => record.companyName !== NANJING.company)!;
    expect(nanjing.length).toBeGreaterThan(0);

    await page.goto(`/epd/epdSearch?company=${nanjing[0]!.companyCode}`);
    await expect(page.getByRole('button', { name: '二维码' })).toHaveCount(0);
    // The report asked for downloads once the visitor has logged in, without a second click…
    await epdCards(page).first().getByRole('link', { name: '下载' }).click();
    const firstDownload = page.waitForEvent('download');
    await loginByEmailInDialog(page, 'zh');
    expect((await firstDownload).suggestedFilename()).toMatch(/\.pdf$/);
    await expect(page.getByRole('button', { name: '二维码' })).toHaveCount(Math.min(4, nanjing.length));

    // …and again on a click, now signed in.
    const link = epdCards(page).first().getByRole('link', { name: '下载' });
    await expect(link).not.toHaveAttribute('aria-busy', 'true');
    const download = page.waitForEvent('download');
    await link.click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

    await epdCards(page).first().getByRole('button', { name: '二维码' }).click();
    const qr = page.getByRole('dialog', { name: '产品二维码' });
    const image = qr.getByRole('img');
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(100);
    await expect(qr.getByRole('link', { name: '下载标签' })).toBeVisible();
    await page.keyboard.press('Escape');

    // Another company's declarations: no button, and the BFF refuses the label.
    await page.goto(`/epd/epdSearch?company=${other.companyCode}`);
    await expect(epdCards(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: '二维码' })).toHaveCount(0);
    const refused = await page.request.get(`/api/files/epd-qr/${other.id}`);
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.code).toBe('QR_NOT_ALLOWED');
    expectCleanPage(watch);
  });
});

test.describe('EPD search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search is a form and "load more" a link that renders the pages so far (zh)', async ({ page }) => {
    const all = await seededSearch();
    await page.goto('/epd/epdSearch');
    await expect(epdCards(page)).toHaveCount(4);
    await page.getByRole('link', { name: '加载更多' }).click();
    await expect(page).toHaveURL(/\/epd\/epdSearch\?page=2#result-5$/);
    await expect(epdCards(page)).toHaveCount(8);
    expect(await ids(page)).toEqual(all.list.slice(0, 8).map((record) => String(record.id)));

    const byKeyword = await seededSearch({ epdKeyword: '钢筋' });
    await page.getByRole('searchbox', { name: '关键词' }).fill('钢筋');
    await page.getByRole('searchbox', { name: '关键词' }).press('Enter');
    await expect(page).toHaveURL(/keyword=%E9%92%A2%E7%AD%8B/);
    await expect(page.getByTestId('epd-total')).toHaveText(`共 ${byKeyword.totals} 条声明`);
  });
});
