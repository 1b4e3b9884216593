import type { Locator, Page } from '@playwright/test';
import { formatChinaDate } from '../../lib/content/china-time';
import { GWP_BENCHMARKS } from '../../lib/epd/gwp-benchmarks';
import { chinaToday } from '../../lib/epd/validity';
import { expect, expectCleanPage, expectNoHorizontalOverflow, SPEC_SHAPED, test } from './support/fixtures';

/** The spec's public EPD fields (business.md 3) as the reference upstream answers GET /n/epd/{id}. */
type Epd = {
  id: number;
  epdRegistrationNumber: string;
  productName: string;
  productNameEn: string | null;
  companyName: string;
  gwp100: number;
  epdExpirationDate: string;
  dataStubsTxhash: string | null;
  reportStubsTxhash: string | null;
};

async function seededEpd(id: number): Promise<Epd> {
  const response = await fetch(`${process.env.E2E_UPSTREAM_URL}/n/epd/${id}`);
  const body = (await response.json()) as { code: number; data: Epd };
  expect(body.code).toBe(1);
  return body.data;
}

/**
 * Three seeded declarations unlike each other: 1 bilingual, anchored on chain, blast furnace; 9 bilingual, electric
 * arc (the lowest GWP); 6 Chinese only and past its expiry.
 */
const IDS = [1, 9, 6] as const;

const WORDS = {
  zh: {
    valid: '有效',
    expiring: '90 天内到期',
    expired: '已过期',
    chineseOnly: '仅有中文名称',
    lowest: 'GWP 最低',
  },
  en: {
    valid: 'Valid now',
    expiring: 'Expiring within 90 days',
    expired: 'Expired',
    chineseOnly: 'Chinese name only',
    lowest: 'Lowest GWP',
  },
} as const;

/** The validity word by China's date: expired after the last valid day, expiring in the last 90 days. */
function validityOf(expiration: string): 'valid' | 'expiring' | 'expired' {
  const today = chinaToday();
  const last = expiration.slice(0, 10);
  if (last < today) return 'expired';
  const limit = new Date(`${today}T00:00:00Z`);
  limit.setUTCDate(limit.getUTCDate() + 90);
  return last <= limit.toISOString().slice(0, 10) ? 'expiring' : 'valid';
}

const gwpText = (value: number, lang: 'zh' | 'en') =>
  new Intl.NumberFormat(lang === 'en' ? 'en' : 'zh-CN').format(value);

/** The cell of one declaration in one row of the table. */
const cell = (page: Page, row: string, id: number): Locator =>
  page.getByTestId(`compare-row-${row}`).locator(`td[data-epd-id="${id}"]`);

const columnIds = (page: Page) =>
  page
    .getByTestId('compare-column')
    .evaluateAll((columns) => columns.map((c) => c.getAttribute('data-epd-id')));

async function expectNoindex(page: Page): Promise<void> {
  const robots = page.locator('meta[name="robots"]');
  await expect(robots).toHaveAttribute('content', /noindex/);
  await expect(robots).toHaveAttribute('content', /(^|,\s*)follow/);
}

/** Every declaration's bar on one axis: its length over the track is its GWP over the axis's end. */
async function expectOneScale(page: Page, epds: Epd[]): Promise<void> {
  const ticks = await page.getByTestId('compare-gwp-ticks').locator('span').allInnerTexts();
  const axisMax = Number(ticks.at(-1)!.replace(/\D/g, ''));
  expect(axisMax).toBeGreaterThanOrEqual(Math.max(...epds.map((epd) => epd.gwp100)));
  const track = async (row: Locator) => (await row.locator('svg').boundingBox())!;
  const rows = page.getByTestId('compare-gwp-row');
  await expect(rows).toHaveCount(epds.length);
  const widths: number[] = [];
  for (const epd of epds) {
    const row = rows.and(page.locator(`[data-epd-id="${epd.id}"]`));
    const bar = (await row.getByTestId('compare-gwp-bar').boundingBox())!;
    const { x, width } = await track(row);
    widths.push(width);
    expect(bar.x).toBeCloseTo(x, 0);
    expect(bar.width / width).toBeCloseTo(epd.gwp100 / axisMax, 2);
  }
  // The typical ranges on the same axis, as wide as the bars' tracks.
  const references = page.getByTestId('compare-gwp-reference');
  await expect(references).toHaveCount(GWP_BENCHMARKS.length);
  for (const [index, range] of GWP_BENCHMARKS.entries()) {
    const reference = references.nth(index);
    const { x, width } = await track(reference);
    widths.push(width);
    const shown = (await reference.getByTestId('compare-gwp-range').boundingBox())!;
    expect((shown.x - x) / width).toBeCloseTo(range.min / axisMax, 2);
    expect(shown.width / width).toBeCloseTo((range.max - range.min) / axisMax, 2);
  }
  expect(Math.max(...widths) - Math.min(...widths)).toBeLessThan(1);
}

async function expectColumns(page: Page, epds: Epd[], lang: 'zh' | 'en'): Promise<void> {
  const words = WORDS[lang];
  expect(await columnIds(page)).toEqual(epds.map((epd) => String(epd.id)));
  const lowest = Math.min(...epds.map((epd) => epd.gwp100));
  for (const epd of epds) {
    await expect(cell(page, 'nameZh', epd.id)).toHaveText(epd.productName);
    await expect(cell(page, 'nameEn', epd.id)).toHaveText(epd.productNameEn ?? words.chineseOnly);
    await expect(cell(page, 'company', epd.id)).toContainText(epd.companyName);
    await expect(cell(page, 'registrationNumber', epd.id)).toHaveText(epd.epdRegistrationNumber);
    await expect(cell(page, 'gwp', epd.id).getByTestId('compare-gwp-value')).toHaveText(
      gwpText(epd.gwp100, lang),
    );
    await expect(cell(page, 'gwp', epd.id).getByTestId('compare-lowest')).toHaveCount(
      epd.gwp100 === lowest ? 1 : 0,
    );
    const validity = validityOf(epd.epdExpirationDate);
    await expect(cell(page, 'validity', epd.id).getByTestId('compare-validity')).toHaveAttribute(
      'data-state',
      validity,
    );
    await expect(cell(page, 'validity', epd.id)).toContainText(words[validity]);
    await expect(cell(page, 'expirationDate', epd.id)).toHaveText(
      formatChinaDate(epd.epdExpirationDate, lang),
    );
    for (const [kind, hash] of [
      ['data', epd.dataStubsTxhash],
      ['report', epd.reportStubsTxhash],
    ] as const) {
      const proof = cell(page, 'chain', epd.id).getByTestId(`chain-${kind}`);
      if (hash) await expect(proof).toContainText(hash);
      else await expect(proof).toHaveCount(0);
    }
    const prefix = lang === 'en' && epd.productNameEn ? '/en' : '';
    await expect(cell(page, 'links', epd.id).getByTestId('compare-product-link')).toHaveAttribute(
      'href',
      `${prefix}/app/epd/${epd.id}`,
    );
    await expect(cell(page, 'links', epd.id).getByTestId('compare-json-link')).toHaveAttribute(
      'href',
      `/api/open/v1/epds/${epd.id}`,
    );
  }
  // The lowest is marked in the chart too.
  await expect(page.getByTestId('compare-gwp-row').getByTestId('compare-lowest')).toHaveCount(1);
  await expectOneScale(page, epds);
}

test.describe('comparing declarations side by side', () => {
  test('a buyer compares three declarations in both languages, removes one and goes back to add more (zh)', async ({
    page,
    watch,
  }) => {
    const epds = await Promise.all(IDS.map(seededEpd));
    // A repeated id is compared once; the address is the whole state.
    const response = await page.goto(`/epd/compare?ids=${IDS.join(',')},${IDS[0]}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('声明对比');
    await expect(page).toHaveTitle(
      `声明对比：${epds.map((epd) => epd.productName).join('、')} | 低碳钢铁产品信息发布平台`,
    );
    await expectNoindex(page);
    await expectColumns(page, epds, 'zh');
    if (!SPEC_SHAPED) await expect(cell(page, 'pcr', 1)).toContainText('PCR-CN-2024-001');
    await expect(cell(page, 'reports', 1).getByTestId('compare-report')).toHaveCount(2);
    await expect(cell(page, 'reports', 6).getByTestId('compare-report')).toHaveCount(1);
    await expect(page.getByTestId('compare-add')).toHaveAttribute(
      'href',
      `/epd/epdSearch?compare=${IDS.join(',')}`,
    );

    // Removing a column is the same page without that id.
    const remove = page.getByRole('link', { name: `从对比中移除“${epds[1]!.productName}”` });
    await expect(remove).toHaveAttribute('href', `/epd/compare?ids=${IDS[0]},${IDS[2]}`);
    await remove.click();
    await expect(page).toHaveURL(new RegExp(`/epd/compare\\?ids=${IDS[0]},${IDS[2]}$`));
    await expect.poll(() => columnIds(page)).toEqual([String(IDS[0]), String(IDS[2])]);
    await expect(page.getByTestId('compare-add')).toHaveAttribute(
      'href',
      `/epd/epdSearch?compare=${IDS[0]},${IDS[2]}`,
    );
    expectCleanPage(watch);
  });

  test('an English reader compares the same declarations (en)', async ({ page, watch }) => {
    const epds = await Promise.all(IDS.map(seededEpd));
    await page.goto(`/en/epd/compare?ids=${IDS.join(',')}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare declarations');
    // The title names the products in the reader's language, in Chinese where there is no English name.
    await expect(page).toHaveTitle(
      `Compare: ${epds.map((epd) => epd.productNameEn ?? epd.productName).join(' · ')} | Steel Industry EPD Platform`,
    );
    await expectNoindex(page);
    await expectColumns(page, epds, 'en');
    await expect(page.getByTestId('compare-add')).toHaveAttribute(
      'href',
      `/en/epd/epdSearch?compare=${IDS.join(',')}`,
    );
    await expect(page.getByRole('link', { name: /^Remove “/ })).toHaveCount(IDS.length);
    expectCleanPage(watch);
  });

  test('unknown ids are named, a fifth id is left out with a note, and no id leads to the search', async ({
    page,
  }) => {
    await page.goto('/epd/compare');
    await expect(page.getByTestId('compare-empty')).toContainText('没有可对比的声明');
    await expect(page.getByTestId('compare-not-found')).toHaveCount(0);

    await page.goto('/epd/compare?ids=1,987654321');
    await expect(page.getByTestId('compare-not-found')).toContainText('987654321');
    expect(await columnIds(page)).toEqual(['1']);
    await expect(page.getByTestId('compare-add-more')).toBeVisible();

    await page.goto('/en/epd/compare?ids=1,2,3,4,5');
    expect(await columnIds(page)).toEqual(['1', '2', '3', '4']);
    await expect(page.getByTestId('compare-left-out')).toHaveText(
      'At most 4 declarations can be compared at once; left out: 5',
    );

    await page.goto('/en/epd/compare?ids=abc');
    await expect(page.getByTestId('compare-empty')).toContainText('No declarations to compare');
    await expect(page.getByTestId('compare-not-found')).toContainText('abc');
    await expect(page.getByTestId('compare-column')).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to the EPD search' }).click();
    await expect(page).toHaveURL(/\/en\/epd\/epdSearch$/);
  });

  test('printed, the comparison leaves out the site header and footer and fits A4 landscape', async ({
    page,
  }) => {
    await page.goto('/epd/compare?ids=1,9,6,19');
    const header = page.locator('body header').first();
    const footer = page.locator('body footer').first();
    await expect(header).toBeVisible();
    await expect(footer).toBeVisible();
    // A4 landscape less 10 mm margins, in CSS pixels (96 per inch).
    await page.setViewportSize({ width: Math.floor(((297 - 20) / 25.4) * 96), height: 700 });
    await page.emulateMedia({ media: 'print' });
    await expect(header).toBeHidden();
    await expect(footer).toBeHidden();
    await expect(page.getByTestId('compare-remove').first()).toBeHidden();
    await expect(page.getByTestId('compare-table')).toBeVisible();
    const overflow = await page
      .getByTestId('compare-table')
      .evaluate((table) => table.scrollWidth - table.parentElement!.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The printed page is A4 landscape: 297 × 210 mm is 841.89 × 595.28 pt.
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    const [, width, height] = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf) ?? [];
    expect(Number(width)).toBeCloseTo(841.89, 0);
    expect(Number(height)).toBeCloseTo(595.28, 0);
  });

  test('on a 390 px phone the table scrolls sideways under sticky field names', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/epd/compare?ids=${IDS.join(',')}`);
    await expectNoHorizontalOverflow(page);
    const region = page.getByRole('region', { name: '3 份声明逐项对比' });
    const scroll = await region.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(scroll).toBeGreaterThan(0);
    const label = page.getByTestId('compare-row-registrationNumber').getByRole('rowheader');
    const before = (await label.boundingBox())!.x;
    await region.evaluate((element) => element.scrollBy({ left: 400 }));
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect((await label.boundingBox())!.x).toBeCloseTo(before, 0);
    await expect(cell(page, 'registrationNumber', IDS[2])).toBeInViewport();
  });

  test('the product page links its openEPD JSON and the comparison (zh, en)', async ({ page }) => {
    const epd = await seededEpd(1);
    await page.goto('/app/epd/1');
    await expect(page.locator('link[rel="alternate"][type="application/json"]')).toHaveAttribute(
      'href',
      '/api/open/v1/epds/1',
    );
    await expect(page.getByRole('link', { name: '数据（openEPD JSON）' })).toHaveAttribute(
      'href',
      '/api/open/v1/epds/1',
    );
    await page.getByRole('link', { name: '与其他声明对比' }).click();
    await expect(page).toHaveURL(/\/epd\/compare\?ids=1$/);
    await expect(cell(page, 'nameZh', 1)).toHaveText(epd.productName);

    await page.goto('/en/app/epd/1');
    await expect(page.locator('link[rel="alternate"][type="application/json"]')).toHaveAttribute(
      'href',
      '/api/open/v1/epds/1',
    );
    await expect(page.getByRole('link', { name: 'Data (openEPD JSON)' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Compare with other declarations' })).toHaveAttribute(
      'href',
      '/en/epd/compare?ids=1',
    );
  });
});
