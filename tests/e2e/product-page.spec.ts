import type { Page } from '@playwright/test';
import { formatChinaDate, formatChinaDateTime } from '../../lib/content/china-time';
import { expect, expectCleanPage, test } from './support/fixtures';
import { devLogin } from './support/login';
import { devGet } from './support/upstream-dev';

type Epd = {
  id: number;
  epdRegistrationNumber: string;
  productName: string;
  productNameEn: string | null;
  businessId: number;
  businessIdEn: number | null;
  gwp100: number;
  epdExpirationDate: string;
  dataStubsTxhash: string | null;
  reportStubsTxhash: string | null;
  dataStubsBlocktime: string | null;
};

type AccessRecord = { userId: number | null; accessPage: string; accessData: string };

/** The product page's visit records of one path, newest first, as upstream keeps them. */
const visitsOf = (path: string) =>
  devGet<AccessRecord[]>(`/__dev/access-records?page=${encodeURIComponent(path)}`);

async function seededEpd(id: number): Promise<Epd> {
  const response = await fetch(`${process.env.E2E_UPSTREAM_URL}/n/epd/${id}`);
  const body = (await response.json()) as { code: number; data: Epd };
  expect(body.code).toBe(1);
  return body.data;
}

/** hreflang → href of the page's alternates. */
async function alternates(page: Page): Promise<Record<string, string>> {
  const links = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((elements) =>
      elements.map((element) => [element.getAttribute('hreflang')!, element.getAttribute('href')!]),
    );
  return Object.fromEntries(links);
}

async function productJsonLd(page: Page): Promise<Record<string, unknown>> {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  return JSON.parse(text ?? '') as Record<string, unknown>;
}

test.describe('the product page a QR code opens', () => {
  test('a Chinese-only declaration stays in Chinese, even for a reader whose language is English', async ({
    page,
    context,
    watch,
    baseURL,
  }) => {
    const epd = await seededEpd(6);
    expect(epd.productNameEn).toBeNull();
    await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);

    const response = await page.goto('/app/epd/6');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/app\/epd\/6$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(epd.productName);
    await expect(page.getByTestId('chinese-only')).toContainText(
      'This declaration is published in Chinese only.',
    );
    // Expired: said at once, with the date.
    await expect(page.getByTestId('validity')).toHaveAttribute('data-state', 'expired');
    await expect(page.getByTestId('validity')).toContainText('声明已过期');
    await expect(page.getByTestId('validity')).toContainText(
      `已于 ${formatChinaDate(epd.epdExpirationDate, 'zh')} 过期`,
    );
    // One language only: no English alternate to point at, and no language switch that could not work.
    expect(await alternates(page)).toEqual({});
    await expect(page.getByRole('banner').getByText('中文')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/app\/epd\/6$/);

    // The English address sends the reader to the Chinese page, once.
    const redirects: string[] = [];
    page.on('response', (answer) => {
      if (answer.request().isNavigationRequest() && answer.status() >= 300 && answer.status() < 400)
        redirects.push(answer.url());
    });
    await page.goto('/en/app/epd/6');
    await expect(page).toHaveURL(/\/app\/epd\/6$/);
    expect(new URL(page.url()).pathname).toBe('/app/epd/6');
    await expect.poll(() => redirects.map((url) => new URL(url).pathname)).toEqual(['/en/app/epd/6']);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(epd.productName);
    expectCleanPage(watch);
  });

  test('a declaration with an English name is English at /en: GWP, validity, chain proof, PDF for visitors via login (en)', async ({
    page,
    watch,
  }) => {
    const epd = await seededEpd(1);
    await page.goto('/en/app/epd/1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(new RegExp(`${epd.productNameEn!} · ${epd.epdRegistrationNumber}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(epd.productNameEn!);
    await expect(page.getByTestId('validity')).toHaveAttribute('data-state', 'valid');
    await expect(page.getByTestId('validity')).toContainText(
      `Valid until ${formatChinaDate(epd.epdExpirationDate, 'en')}`,
    );
    await expect(page.getByTestId('gwp-value')).toHaveText('2,136.4');
    await expect(page.getByTestId('gwp-position')).toHaveText('Within the typical range of BF-BOF steel.');
    await expect(page.getByTestId('chain-data')).toContainText(epd.dataStubsTxhash!);
    await expect(page.getByTestId('chain-data')).toContainText(
      formatChinaDateTime(epd.dataStubsBlocktime!, 'en'),
    );
    await expect(page.getByTestId('chain-report')).toContainText(epd.reportStubsTxhash!);
    await expect(page.getByText('Production address')).toBeVisible();

    // A visitor's "view PDF" goes to the mobile login for this report.
    await page.getByRole('link', { name: 'View the PDF report' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/Loginapp\\?id=${epd.businessIdEn}$`));
    expectCleanPage(watch);
  });

  test('a visitor sent away from a report (/apppdf, /appLoginform) goes back to the product page it was opened from', async ({
    page,
    context,
  }) => {
    // business.md 2.2 and 2.1: "returns to /app/epd/{stored pdf id}". The id in those URLs is the
    // report's business id, which is not the declaration's.
    const [english, chinese] = await Promise.all([seededEpd(1), seededEpd(2)]);
    expect(english.businessIdEn).not.toBe(english.id);
    await page.goto('/en/app/epd/1');
    await expect(page.getByRole('link', { name: 'View the PDF report' })).toHaveAttribute(
      'href',
      `/en/Loginapp?id=${english.businessIdEn}`,
    );
    await page.goto(`/en/apppdf/${english.businessIdEn}`);
    await expect(page).toHaveURL(/\/en\/app\/epd\/1$/);
    await page.goto(`/en/appLoginform?id=${english.businessIdEn}`);
    await expect(page).toHaveURL(/\/en\/app\/epd\/1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.productNameEn!);

    await page.goto(`/app/epd/${chinese.id}`);
    await page.goto(`/apppdf/${chinese.businessId}`);
    await expect(page).toHaveURL(new RegExp(`/app/epd/${chinese.id}$`));
    // The first one is still remembered.
    await page.goto(`/en/apppdf/${english.businessIdEn}`);
    await expect(page).toHaveURL(/\/en\/app\/epd\/1$/);
    // /appLoginform without a report's id: the product page opened last (accounts.md 2.10's one "stored pdf id").
    await page.goto(`/app/epd/${chinese.id}`);
    await page.goto('/appLoginform');
    await expect(page).toHaveURL(new RegExp(`/app/epd/${chinese.id}$`));

    // A browser that never opened the product page: the mobile login for that report.
    await context.clearCookies();
    await page.goto(`/apppdf/${chinese.businessId}`);
    await expect(page).toHaveURL(new RegExp(`/Loginapp\\?id=${chinese.businessId}$`));
    await page.goto(`/appLoginform?id=${chinese.businessId}`);
    await expect(page).toHaveURL(new RegExp(`/Loginapp\\?id=${chinese.businessId}$`));
  });

  test('JSON-LD is a Product with its GWP, and the hreflang pairs point at each other', async ({ page }) => {
    const epd = await seededEpd(1);
    await page.goto('/app/epd/1');
    const zh = await alternates(page);
    expect(Object.keys(zh).sort()).toEqual(['en', 'x-default', 'zh-CN']);
    expect(new URL(zh['zh-CN']!).pathname).toBe('/app/epd/1');
    expect(new URL(zh.en!).pathname).toBe('/en/app/epd/1');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', zh['zh-CN']!);
    const zhLd = await productJsonLd(page);
    expect(zhLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: epd.productName,
      productID: epd.epdRegistrationNumber,
    });
    expect(zhLd.additionalProperty).toContainEqual(
      expect.objectContaining({ propertyID: 'GWP100', value: epd.gwp100 }),
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      `${epd.productName} · ${epd.epdRegistrationNumber}`,
    );

    await page.goto(zh.en!);
    const en = await alternates(page);
    expect(en).toEqual(zh);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', zh.en!);
    const enLd = await productJsonLd(page);
    expect(enLd).toMatchObject({ '@type': 'Product', name: epd.productNameEn });
    expect((enLd.hasCertification as Record<string, unknown>).hasMeasurement).toMatchObject({
      value: epd.gwp100,
    });
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_US');
  });

  test('a withdrawn or unknown declaration answers a 404 that says so, in both languages', async ({
    page,
    watch,
  }) => {
    for (const [path, text] of [
      ['/app/epd/28', '该声明不存在或已撤回'],
      ['/app/epd/987654', '该声明不存在或已撤回'],
      ['/en/app/epd/28', 'This declaration does not exist or was withdrawn'],
      ['/en/app/epd/987654', 'This declaration does not exist or was withdrawn'],
      ['/en/app/epd/not-a-number', 'This declaration does not exist or was withdrawn'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
      await expect(page.getByTestId('epd-not-found')).toBeVisible();
    }
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
    expectCleanPage(watch);
  });

  test('ships no client JavaScript, sends a signed-in reader straight to the PDF, and records each visit once', async ({
    page,
    request,
    watch,
  }) => {
    const epd = await seededEpd(5);
    const before = (await visitsOf('/app/epd/5')).length;
    await devLogin(page, '13800138000');
    const response = await page.goto('/app/epd/5');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(epd.productName);
    // Nothing for a phone to download, parse or hydrate: the one script is the JSON-LD data block.
    const scripts = await page
      .locator('script')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('type')));
    expect(scripts).toEqual(['application/ld+json']);
    await expect(page.getByRole('link', { name: '查看 PDF 报告' })).toHaveAttribute(
      'href',
      `/apppdf/${epd.businessId}`,
    );
    await expect(page.getByText('查看报告需要先登录。')).toHaveCount(0);

    await expect.poll(async () => (await visitsOf('/app/epd/5')).length).toBe(before + 1);
    const [visit] = await visitsOf('/app/epd/5');
    expect(visit!.userId).toEqual(expect.any(Number));
    expect(JSON.parse(visit!.accessData)).toEqual({
      epdId: '5',
      registrationNumber: epd.epdRegistrationNumber,
      lang: 'zh',
    });

    // A browser's speculative prefetch (signed in) is not a visit; a visitor's visit after it is.
    const prefetch = await page.request.get('/app/epd/5', { headers: { 'sec-purpose': 'prefetch' } });
    expect(prefetch.status()).toBe(200);
    expect((await request.get('/app/epd/5')).status()).toBe(200);
    await expect.poll(async () => (await visitsOf('/app/epd/5'))[0]?.userId).toBeNull();
    expect(await visitsOf('/app/epd/5')).toHaveLength(before + 2);
    expectCleanPage(watch);
  });
});
