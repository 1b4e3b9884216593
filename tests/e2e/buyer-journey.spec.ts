import { readFile } from 'node:fs/promises';
import { parseFeed } from '@rowanmanning/feed-parser';
import type { Page } from '@playwright/test';
import { expect, expectCleanPage, test } from './support/fixtures';
import { epdCard, epdCards } from './support/epd';
import { parse } from 'csv-parse/sync';
import { BUYER_TEXTS, searchValidInRange } from './support/buyer-search';

/**
 * One buyer, start to finish (issue 37 "Done when"): filters the search by a GWP range and "valid now", sorts by the
 * lowest GWP, compares three of the declarations found, downloads the CSV of the same search and reads it, opens one
 * product's openEPD JSON, and subscribes to the feed of the same search (parsed, its entries checked against the
 * search). Each step is taken through what the page offers: its form, its links, its tray.
 */

/** The journey's own words and ranges; the search's labels are the buyer-search spec's (support/buyer-search.ts). */
const TEXTS = {
  zh: { ...BUYER_TEXTS.zh, csvHeader: '注册号', range: { min: 400, max: 2300 } },
  en: { ...BUYER_TEXTS.en, csvHeader: 'Registration number', range: { min: 500, max: 2400 } },
} as const;

type Lang = keyof typeof TEXTS;

/** RFC 4180 read by csv-parse (quoted cells may hold commas, quotes and line breaks). */
function csvRows(text: string): string[][] {
  return parse(text, { record_delimiter: '\r\n' }) as string[][];
}

/** Every result of the search on the page, loading more until the count is reached. */
async function allResultIds(page: Page, lang: Lang, total: number): Promise<string[]> {
  while ((await epdCards(page).count()) < total) {
    const before = await epdCards(page).count();
    await page.getByRole('link', { name: TEXTS[lang].more }).click();
    await expect.poll(() => epdCards(page).count()).toBeGreaterThan(before);
  }
  return epdCards(page).evaluateAll((cards) => cards.map((card) => card.getAttribute('data-epd-id')!));
}

for (const lang of ['zh', 'en'] as const) {
  test.describe(lang, () => {
    test.use({ locale: TEXTS[lang].locale });
    test(`a buyer filters, sorts, compares three, takes the CSV, one JSON and the feed of one search (${lang})`, async ({
      page,
      watch,
    }) => {
      const t = TEXTS[lang];
      const context = page.context();

      // 1. The search: GWP range, valid now, lowest GWP first, through the form.
      await page.goto(`${t.prefix}/epd/epdSearch`);
      await searchValidInRange(page, lang, t.range);
      await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('gwp');
      const total = Number((await page.getByTestId('epd-total').innerText()).replace(/\D/g, ''));
      expect(total).toBeGreaterThan(4);
      const searchUrl = new URL(page.url());
      const ids = await allResultIds(page, lang, total);
      expect(ids).toHaveLength(total);
      const gwps = await epdCards(page).evaluateAll((cards) =>
        cards.map((card) =>
          Number(card.querySelector('[data-testid="gwp-value"]')?.getAttribute('data-gwp')),
        ),
      );
      expect(gwps).toEqual([...gwps].sort((a, b) => a - b));
      for (const gwp of gwps) expect(gwp >= t.range.min && gwp <= t.range.max, String(gwp)).toBe(true);

      // 2. Compare three: the lowest, one from the middle and the highest, through each card's link and the tray.
      await page.goto(searchUrl.href);
      const chosen = [ids[0]!, ids[Math.floor(ids.length / 2)]!, ids.at(-1)!];
      for (const id of chosen) {
        if ((await epdCard(page, id).count()) === 0) await allResultIds(page, lang, ids.indexOf(id) + 1);
        await epdCard(page, id).getByRole('link', { name: t.compare }).click();
        await expect.poll(() => new URL(page.url()).searchParams.get('compare')?.split(',')).toContain(id);
      }
      await page.getByTestId('compare-tray').getByRole('link', { name: t.compareLink }).click();
      await expect(page).toHaveURL(new RegExp(`/epd/compare\\?ids=${chosen.join(',')}$`));
      await expect(page.getByTestId('compare-column')).toHaveCount(3);
      const shownGwps = await page.getByTestId('compare-gwp-value').allInnerTexts();
      expect(shownGwps).toHaveLength(3);
      // The lowest GWP of the three is the first chosen (the list was sorted by GWP), and the table marks it alone.
      const table = page.getByTestId('compare-table');
      await expect(table.getByTestId('compare-lowest')).toHaveCount(1);
      await expect(
        table
          .getByTestId('compare-row-gwp')
          .locator(`td[data-epd-id="${chosen[0]}"]`)
          .getByTestId('compare-lowest'),
      ).toBeVisible();

      // 3. The CSV of the same search: downloaded from the search page, opened and read.
      await page.goto(searchUrl.href);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('download-csv').click(),
      ]);
      const bytes = await readFile((await download.path())!);
      expect([...bytes.subarray(0, 3)], 'UTF-8 BOM').toEqual([0xef, 0xbb, 0xbf]);
      const [header, ...rows] = csvRows(bytes.subarray(3).toString('utf8')).filter(
        (row) => row.join('') !== '',
      );
      expect(header![0]).toBe(t.csvHeader);
      expect(rows).toHaveLength(total);
      const urlColumn = header!.length - 1;
      expect(rows.map((row) => row[urlColumn]!.match(/\/app\/epd\/(\d+)$/)?.[1])).toEqual(ids);

      // 4. One declaration's JSON, from its product page's link.
      // The product page is in the declaration's language (DESIGN.md): its link is the comparison's.
      await page.goto(`${t.prefix}/epd/compare?ids=${chosen.join(',')}`);
      await page
        .getByTestId('compare-row-links')
        .locator(`td[data-epd-id="${chosen[0]}"]`)
        .getByTestId('compare-product-link')
        .click();
      await expect(page).toHaveURL(new RegExp(`/app/epd/${chosen[0]}$`));
      const jsonHref = await page.getByRole('link', { name: /openEPD JSON/ }).getAttribute('href');
      const document = (await (await context.request.get(jsonHref!)).json()) as {
        doctype: string;
        id: string;
        program_operator_doc_id: string;
        declared_unit: { qty: number; unit: string };
      };
      expect(document).toMatchObject({
        doctype: 'openEPD',
        id: chosen[0],
        declared_unit: { qty: 1, unit: 't' },
      });
      expect(rows.find((row) => row[urlColumn]!.endsWith(`/app/epd/${chosen[0]}`))![0]).toBe(
        document.program_operator_doc_id,
      );

      // 5. The feed of the same search, found where a feed reader looks for it, parsed; its new entries are the search's.
      await page.goto(searchUrl.href);
      const feedHref = await page
        .locator('link[rel="alternate"][type="application/atom+xml"]')
        .getAttribute('href');
      const feedAnswer = await context.request.get(new URL(feedHref!, page.url()).href);
      expect(feedAnswer.headers()['content-type']).toContain('application/atom+xml');
      const feed = parseFeed(await feedAnswer.text());
      expect(feed.meta.type).toBe('atom');
      expect(feed.language).toBe(lang === 'zh' ? 'zh-CN' : 'en');
      const linked = feed.items.map((item) => item.url?.match(/\/app\/epd\/(\d+)$/)?.[1]);
      expect(linked.length).toBeGreaterThan(0);
      for (const id of linked) expect(ids, `feed entry ${id} is a result of the search`).toContain(id);
      expectCleanPage(watch);
    });
  });
}
