import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { expect, expectCleanPage, test } from './support/fixtures';
import { epdCard, epdCards } from './support/epd';
import { chinaToday } from '../../lib/epd/validity';
import { BUYER_TEXTS, searchValidInRange, type BuyerLang } from './support/buyer-search';

/** The public fields of a declaration the buyer's filters read (business.md 3), as the platform answers them. */
type Declaration = {
  id: number;
  companyCode: string;
  productType: 'EPD' | 'CFP';
  gwp100: number;
  epdExpirationDate: string;
  isDataStubs: number | string;
  isReportStubs: number | string;
};

/** Every published declaration in the platform's order (newest first), straight from the seeded upstream. */
async function published(): Promise<Declaration[]> {
  const response = await fetch(`${process.env.E2E_UPSTREAM_URL}/p/epd/page`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pageNum: 1, pageSize: 100 }),
  });
  const body = (await response.json()) as { code: number; data: { totals: number; list: Declaration[] } };
  expect(body.code).toBe(1);
  expect(body.data.list).toHaveLength(body.data.totals);
  return body.data.list;
}

/** The day `days` after an ISO date. */
function plusDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Lowest GWP first; equal GWPs keep the platform's order (a stable sort of the newest-first list). */
const byGwp = (list: Declaration[]) => [...list].sort((a, b) => a.gwp100 - b.gwp100);
const idsOf = (list: Declaration[]) => list.map((declaration) => String(declaration.id));
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** What the cards on the page show, in order. */
function shownCards(page: Page) {
  return epdCards(page).evaluateAll((cards) =>
    cards.map((card) => ({
      id: card.getAttribute('data-epd-id')!,
      gwp: Number(card.querySelector('[data-testid="gwp-value"]')?.getAttribute('data-gwp')),
      expires: card.getAttribute('data-expires'),
      state: card.querySelector('[data-testid="validity"]')?.getAttribute('data-state'),
    })),
  );
}
const shownIds = async (page: Page) => (await shownCards(page)).map((card) => card.id);

const TEXTS = BUYER_TEXTS;
type Lang = BuyerLang;

function expectFiltersInUrl(url: string, lang: Lang): void {
  const params = new URL(url).searchParams;
  expect(params.get('validity')).toBe('valid');
  expect(params.get('gwpMin')).toBe(String(TEXTS[lang].range.min));
  expect(params.get('gwpMax')).toBe(String(TEXTS[lang].range.max));
  expect(params.get('sort')).toBe('gwp');
}

async function buyerFlow(page: Page, browser: Browser, lang: Lang): Promise<void> {
  const t = TEXTS[lang];
  const today = chinaToday();
  const all = await published();
  const inRange = all.filter((epd) => epd.gwp100 >= t.range.min && epd.gwp100 <= t.range.max);
  const expected = byGwp(inRange.filter((epd) => epd.epdExpirationDate >= today));
  // A search worth the name: more than two pages, and the validity filter leaves some out.
  expect(expected.length).toBeGreaterThan(8);
  expect(expected.length).toBeLessThan(inRange.length);

  await page.goto(`${t.prefix}/epd/epdSearch`);
  await searchValidInRange(page, lang);
  await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('gwp');
  expectFiltersInUrl(page.url(), lang);
  await expect(page.getByTestId('epd-total')).toHaveText(t.total(expected.length));
  await expect(page.getByTestId('epd-sort')).toHaveText(t.sortedByGwp);
  for (const chip of t.chips) await expect(page.getByTestId('active-filters')).toContainText(chip);

  // The cards: lowest GWP first, inside the range, every one valid today (China's date).
  const first = await shownCards(page);
  expect(first.map((card) => card.id)).toEqual(idsOf(expected.slice(0, 4)));
  const gwps = first.map((card) => card.gwp);
  expect(gwps).toEqual([...gwps].sort((a, b) => a - b));
  for (const card of first) {
    expect(card.gwp).toBeGreaterThanOrEqual(t.range.min);
    expect(card.gwp).toBeLessThanOrEqual(t.range.max);
    expect(card.state).toBe('valid');
    expect(card.expires! >= today).toBe(true);
  }

  // The company and PCR facets count the declarations this search matches: each company's own, adding up to the total.
  const form = page.getByRole('search', { name: t.form });
  const counts = (name: string) =>
    form
      .getByRole('combobox', { name })
      .locator('option[data-count]')
      .evaluateAll((options) =>
        options.map(
          (option) =>
            [(option as HTMLOptionElement).value, Number(option.getAttribute('data-count'))] as const,
        ),
      );
  const companies = await counts(t.company);
  expect(sum(companies.map(([, count]) => count))).toBe(expected.length);
  for (const [code, count] of companies)
    expect(count, code).toBe(expected.filter((epd) => epd.companyCode === code).length);
  expect(sum((await counts(t.pcr)).map(([, count]) => count))).toBe(expected.length);

  // "Load more" asks the BFF for page 2 with every filter and the sort, and keeps them in the address.
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/epd/search');
  await page.getByRole('link', { name: t.more }).click();
  expect(Object.fromEntries(new URL((await asked).url()).searchParams)).toEqual({
    validity: 'valid',
    gwpMin: String(t.range.min),
    gwpMax: String(t.range.max),
    sort: 'gwp',
    page: '2',
  });
  await expect(epdCards(page)).toHaveCount(8);
  await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
  expectFiltersInUrl(page.url(), lang);
  const loaded = await shownIds(page);
  expect(loaded).toEqual(idsOf(expected.slice(0, 8)));

  // Compare: a link on each card adds its id to the address (the page reloads with the pages shown), a second
  // card joins it, and the tray leads to the comparison; a chosen card's link takes it out again.
  const [a, b] = [loaded[1]!, loaded[6]!];
  await epdCard(page, a).getByRole('link', { name: t.compare }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('compare')).toBe(a);
  await expect(page.getByTestId('compare-tray')).toContainText(t.chosen(1));
  // The server's render of the same address holds the very cards "load more" showed.
  expect(await shownIds(page)).toEqual(loaded);
  await epdCard(page, b).getByRole('link', { name: t.compare }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('compare')).toBe(`${a},${b}`);
  expectFiltersInUrl(page.url(), lang);
  expect(new URL(page.url()).searchParams.get('page')).toBe('2');
  const tray = page.getByTestId('compare-tray');
  await expect(tray).toContainText(t.chosen(2));
  await expect(tray.getByRole('link', { name: t.compareLink })).toHaveAttribute(
    'href',
    `${t.prefix}/epd/compare?ids=${a},${b}`,
  );
  await expect(epdCard(page, a).getByRole('link', { name: t.uncompare })).toBeVisible();
  await expect(epdCard(page, b).getByRole('link', { name: t.uncompare })).toBeVisible();
  await expect(epdCard(page, loaded[0]!).getByRole('link', { name: t.compare })).toBeVisible();
  // The comparison is the reader's, not the search's: the canonical address leaves it out.
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical!).searchParams.has('compare')).toBe(false);
  expect(new URL(canonical!).searchParams.get('gwpMin')).toBe(String(t.range.min));
  const withTwo = page.url();
  const jsIds = await shownIds(page);
  expect(jsIds).toEqual(loaded);

  await epdCard(page, a).getByRole('link', { name: t.uncompare }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('compare')).toBe(b);
  await expect(tray.getByRole('link', { name: t.compareLink })).toHaveAttribute(
    'href',
    `${t.prefix}/epd/compare?ids=${b}`,
  );

  // Without JavaScript: the form gives the same first page, "load more" is a link to the same second page, and the
  // address with the two chosen gives the same cards in the same order, with the same tray.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: process.env.E2E_PORTAL_URL,
    locale: t.locale,
  });
  try {
    const plain = await context.newPage();
    await plain.goto(`${t.prefix}/epd/epdSearch`);
    await searchValidInRange(plain, lang);
    await expect(plain.getByTestId('epd-total')).toHaveText(t.total(expected.length));
    expectFiltersInUrl(plain.url(), lang);
    expect(await shownIds(plain)).toEqual(idsOf(expected.slice(0, 4)));
    await plain.getByRole('link', { name: t.more }).click();
    await expect(plain).toHaveURL(/[?&]page=2#result-5$/);
    expect(await shownIds(plain)).toEqual(loaded);
    await plain.goto(withTwo);
    expect(await shownIds(plain)).toEqual(jsIds);
    await expect(
      plain.getByTestId('compare-tray').getByRole('link', { name: t.compareLink }),
    ).toHaveAttribute('href', `${t.prefix}/epd/compare?ids=${a},${b}`);
  } finally {
    await context.close();
  }
}

test.describe('buyer search', () => {
  test('a buyer filters by GWP range and validity, sorts by lowest GWP, loads more and picks two to compare (zh)', async ({
    page,
    browser,
    watch,
  }) => {
    await buyerFlow(page, browser, 'zh');
    expectCleanPage(watch);
  });

  test('a buyer filters by GWP range and validity, sorts by lowest GWP, loads more and picks two to compare (en)', async ({
    page,
    browser,
    watch,
  }) => {
    await buyerFlow(page, browser, 'en');
    expectCleanPage(watch);
  });

  test('declarations in their last 90 days come soonest first, expired ones say so, and a reversed range reads in order (en)', async ({
    page,
  }) => {
    const today = chinaToday();
    const all = await published();
    const soon = all
      .filter((epd) => epd.epdExpirationDate >= today && epd.epdExpirationDate <= plusDays(today, 90))
      .sort((a, b) => a.epdExpirationDate.localeCompare(b.epdExpirationDate));
    expect(soon.length).toBeGreaterThan(1);

    await page.goto('/en/epd/epdSearch?validity=expiring&sort=expiring');
    await expect(page.getByTestId('more-filters')).toHaveAttribute('open', '');
    await expect(page.getByRole('combobox', { name: 'Validity' })).toHaveValue('expiring');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('expiring');
    await expect(page.getByTestId('epd-total')).toHaveText(`${soon.length} declarations`);
    expect(await shownIds(page)).toEqual(idsOf(soon.slice(0, 4)));
    for (const card of await epdCards(page).all()) {
      await expect(card.getByTestId('expiring-soon')).toHaveText('Expires within 90 days');
      await expect(card.getByTestId('validity')).toHaveAttribute('data-state', 'valid');
    }

    // A range typed the wrong way round is read as meant, and the boxes show it in order.
    const expired = all.filter(
      (epd) => epd.epdExpirationDate < today && epd.gwp100 >= 2000 && epd.gwp100 <= 2300,
    );
    expect(expired.length).toBeGreaterThan(1);
    await page.goto('/en/epd/epdSearch?gwpMin=2300&gwpMax=2000&validity=expired');
    await expect(page.getByRole('spinbutton', { name: 'Minimum GWP' })).toHaveValue('2000');
    await expect(page.getByRole('spinbutton', { name: 'Maximum GWP' })).toHaveValue('2300');
    await expect(page.getByTestId('epd-total')).toHaveText(`${expired.length} declarations`);
    expect(await shownIds(page)).toEqual(idsOf(expired.slice(0, 4)));
    for (const card of await epdCards(page).all()) {
      await expect(card.getByTestId('validity')).toHaveAttribute('data-state', 'expired');
      await expect(card.getByTestId('expiring-soon')).toHaveCount(0);
    }

    // Each filter in use is named with a link that drops it alone; "Clear filters" drops them all.
    await page
      .getByTestId('active-filters')
      .getByRole('link', { name: /Validity: Expired/ })
      .click();
    await expect(page).toHaveURL(/\/en\/epd\/epdSearch\?gwpMin=2000&gwpMax=2300$/);
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/en\/epd\/epdSearch$/);
    await expect(page.getByTestId('active-filters')).toHaveCount(0);
  });

  test('the search links its CSV, its Atom feed and the open data, and only the plain first page is indexed (en)', async ({
    page,
  }) => {
    const today = chinaToday();
    const anchored = (epd: Declaration) =>
      String(epd.isDataStubs) === '3' || String(epd.isReportStubs) === '3';
    const expected = byGwp(
      (await published()).filter(
        (epd) =>
          epd.productType === 'CFP' && epd.epdExpirationDate >= today && epd.gwp100 <= 1000 && anchored(epd),
      ),
    );
    expect(expected.length).toBeGreaterThan(1);
    const search = 'type=CFP&validity=valid&gwpMax=1000&chain=1&sort=gwp';
    await page.goto(`/en/epd/epdSearch?${search}&compare=4`);
    await expect(page.getByRole('checkbox', { name: 'On-chain proof only' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('CFP');
    expect(await shownIds(page)).toEqual(idsOf(expected.slice(0, 4)));
    for (const card of await epdCards(page).all())
      await expect(card.getByTestId('chain-data')).toContainText('Data on chain');
    const links = page.getByRole('list', { name: 'Data and feeds' });
    await expect(links.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `/api/open/v1/epds.csv?${search}&lang=en`,
    );
    await expect(links.getByRole('link', { name: 'Subscribe (Atom)' })).toHaveAttribute(
      'href',
      `/en/epd/epdSearch/feed?${search}`,
    );
    await expect(links.getByRole('link', { name: 'Open data' })).toHaveAttribute('href', '/en/open-data');
    const feed = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await expect(feed).toHaveCount(1);
    expect(new URL((await feed.getAttribute('href'))!, page.url()).pathname).toBe('/en/epd/epdSearch/feed');
    expect(new URL((await feed.getAttribute('href'))!, page.url()).search).toBe(`?${search}`);
    const canonical = new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!);
    expect(`${canonical.pathname}${canonical.search}`).toBe(`/en/epd/epdSearch?${search}`);
    // The filters open, their chips, the chosen card and the tray meet WCAG 2.2 AA, on a desktop and on a phone.
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
        .analyze();
      expect(
        violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`),
      ).toEqual([]);
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    const robots = () =>
      page.evaluate(() => document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '');
    expect(await robots()).toContain('noindex');

    // The unfiltered first page, in Chinese (the English page's language cookie would lead `/` on to `/en`).
    await page.context().clearCookies();
    await page.goto('/epd/epdSearch');
    await expect(page).toHaveURL(/\/epd\/epdSearch$/);
    expect(new URL(page.url()).pathname).toBe('/epd/epdSearch');
    expect(await robots()).not.toContain('noindex');
    await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
      'href',
      /\/epd\/epdSearch\/feed$/,
    );
    await expect(page.getByRole('link', { name: '下载 CSV' })).toHaveAttribute(
      'href',
      '/api/open/v1/epds.csv?lang=zh',
    );
  });
});
