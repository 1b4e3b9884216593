import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Locator, Page } from '@playwright/test';
import { expect, expectCleanPage, expectNoMissingMessages, test } from './support/fixtures';
import { pngImage, xlsxFile } from './support/files';
import { seededSearch } from './support/epd';
import { firstLoadHasZod } from './support/first-load';
import { holdRequests, pagePayload } from './support/hold';
import { AnsweringPlatform, envelope } from './support/answering-platform';
import { devLogin } from './support/login';
import { devGet } from './support/upstream-dev';

// business.md 2.2, 3, 5, 6, 7: the low-carbon steel evaluation application (its data file an Excel
// workbook or the one standard PDF), the PCR application found again on /Pcr/minePcr, and that
// page's published declarations, whose QR codes follow the qrShow setting.
const SLOW = { timeout: 30_000 };

type CarbonApplication = {
  id: number;
  companyName: string;
  introduction: string;
  items: { productName: string; process: string; attachmentId: number }[];
};
type PcrApplication = { id: number; productName: string; product: string };

const TEXT = {
  zh: {
    prefix: '',
    title: '低碳排放钢评价申请',
    introduction: '企业简介',
    productName: '产品名称',
    dataFile: '数据收集表（Excel）',
    add: '添加产品',
    submit: '提交申请',
    excelOnly: '文件类型错误，请上传 Excel 文件（xls、xlsx 或 xlsm）。',
    noFile: '产品 2：未上传数据收集表',
    noProcess: '产品 2：请选择工序',
    steps: [
      ['烧结', '高炉炼铁', '转炉炼钢'],
      ['电弧炉炼钢', '连铸'],
      ['热轧', '冷轧'],
    ],
    resultTitle: '低碳钢评价申请已提交',
    continue: '继续申请',
    restored: '已恢复您在此窗口中未提交的申请',
  },
  en: {
    prefix: '/en',
    title: 'Application for low-carbon-emission steel evaluation',
    introduction: 'Company introduction',
    productName: 'Product name',
    dataFile: 'Data collection sheet (Excel)',
    add: 'Add a product',
    submit: 'Submit application',
    excelOnly: 'Wrong file type: upload an Excel file (xls, xlsx or xlsm).',
    noFile: 'Product 2: no data file',
    noProcess: 'Product 2: select its process steps',
    steps: [
      ['Sintering', 'Blast furnace ironmaking', 'Basic oxygen furnace steelmaking'],
      ['Electric arc furnace steelmaking', 'Continuous casting'],
      ['Hot rolling', 'Cold rolling'],
    ],
    resultTitle: 'Application for low-carbon steel evaluation submitted',
    continue: 'Continue applying',
    restored: 'Your unsubmitted application from this window is back',
  },
} as const;

const CODES = [
  ['SINTERING', 'BLAST_FURNACE', 'BOF'],
  ['EAF', 'CONTINUOUS_CASTING'],
  ['HOT_ROLLING', 'COLD_ROLLING'],
];

function products(page: Page): Locator {
  return page.getByTestId('lces-product');
}

async function uploadWorkbook(product: Locator, label: string, name: string): Promise<void> {
  await product.getByLabel(label, { exact: true }).setInputFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await xlsxFile(name),
  });
  await expect(product.getByText(name, { exact: true })).toBeVisible(SLOW);
}

for (const lang of ['zh', 'en'] as const) {
  const t = TEXT[lang];

  test(`a low-carbon steel application with three products, one without its file at first (${lang})`, async ({
    page,
    context,
    watch,
  }, testInfo) => {
    test.setTimeout(240_000);
    if (lang === 'en') await context.setExtraHTTPHeaders({ 'accept-language': 'en' });
    await devLogin(page, '13800138000');
    await page.goto(`${t.prefix}/dtpfg/dtpfgApplyFor`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible(SLOW);
    // The form's schema and its endpoints' declarations, with zod, come after the page.
    expect(await firstLoadHasZod(page, `${t.prefix}/dtpfg/dtpfgApplyFor`)).toBe(false);
    await expect(page.getByTestId('lces-company')).toHaveText('宝山钢铁股份有限公司');

    // The templates are real files, through the BFF: the data collection sheet, the checklist, the standard PDF.
    const templates = page.getByTestId('lces-templates').getByRole('link');
    await expect(templates).toHaveCount(3);
    const downloading = page.waitForEvent('download', SLOW);
    await templates.first().click();
    const download = await downloading;
    expect(download.url()).not.toMatch(/Authorization|token/i);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
    expect(workbook.worksheets.length).toBeGreaterThan(0);

    const introduction =
      lang === 'zh'
        ? '宝钢股份是全球领先的现代化钢铁联合企业，持续推进氢基竖炉和电炉短流程减排。'
        : 'Baosteel is a leading integrated steel maker, cutting emissions with hydrogen shaft furnaces and EAF routes.';
    await page.getByLabel(t.introduction, { exact: true }).fill(introduction);

    // Product 1, complete.
    await products(page)
      .nth(0)
      .getByLabel(t.productName, { exact: true })
      .fill(lang === 'zh' ? '热轧钢卷 Q355B' : 'Hot-rolled coil Q355B');
    for (const step of t.steps[0])
      await products(page).nth(0).getByRole('checkbox', { name: step, exact: true }).check();
    await uploadWorkbook(products(page).nth(0), t.dataFile, `${lang}-product-1.xlsx`);

    if (lang === 'zh') {
      // A session that ends loses nothing: the draft comes back after a reload, file included.
      await page.reload();
      await expect(page.getByRole('status').getByText(t.restored)).toBeVisible(SLOW);
      await expect(page.getByLabel(t.introduction, { exact: true })).toHaveValue(introduction);
      await expect(products(page).nth(0).getByText('zh-product-1.xlsx', { exact: true })).toBeVisible();
      await expect(
        products(page).nth(0).getByRole('checkbox', { name: t.steps[0][1], exact: true }),
      ).toBeChecked();
    }

    // Product 2: a PNG renamed to .xlsx is refused by its bytes; no file stays.
    await page.getByRole('button', { name: t.add }).click();
    await products(page)
      .nth(1)
      .getByLabel(t.productName, { exact: true })
      .fill(lang === 'zh' ? '电炉螺纹钢 HRB400E' : 'EAF rebar HRB400E');
    await products(page).nth(1).getByLabel(t.dataFile, { exact: true }).setInputFiles({
      name: 'photo.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: pngImage(),
    });
    await expect(products(page).nth(1).getByText(t.excelOnly)).toBeVisible(SLOW);

    // Product 3, complete.
    await page.getByRole('button', { name: t.add }).click();
    await expect(page.getByRole('button', { name: t.add })).toBeDisabled();
    await products(page)
      .nth(2)
      .getByLabel(t.productName, { exact: true })
      .fill(lang === 'zh' ? '冷轧汽车板 DC04' : 'Cold-rolled automotive sheet DC04');
    for (const step of t.steps[2])
      await products(page).nth(2).getByRole('checkbox', { name: step, exact: true }).check();
    await uploadWorkbook(products(page).nth(2), t.dataFile, `${lang}-product-3.xlsx`);

    // Submitted with product 2 lacking its steps and file: both named by its number, nothing sent.
    await page.getByRole('button', { name: t.submit }).click();
    const missing = page.getByTestId('lces-missing');
    await expect(missing).toContainText(t.noFile);
    await expect(missing).toContainText(t.noProcess);
    // On the product itself too: its file field now says the file is missing, not why the PNG was refused.
    await expect(products(page).nth(1).getByText(t.noProcess)).toBeVisible();
    await expect(products(page).nth(1).getByText(t.noFile)).toBeVisible();
    await expect(products(page).nth(1).getByText(t.excelOnly)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/dtpfg/dtpfgApplyFor$`));
    await page.screenshot({ path: testInfo.outputPath(`lces-missing-${lang}.png`), fullPage: true });

    // Fixed: the message goes as the product is completed.
    for (const step of t.steps[1])
      await products(page).nth(1).getByRole('checkbox', { name: step, exact: true }).check();
    await expect(missing).not.toContainText(t.noProcess);
    await uploadWorkbook(products(page).nth(1), t.dataFile, `${lang}-product-2.xlsx`);
    await expect(missing).toBeHidden();

    await page.getByRole('button', { name: t.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/Result\\?type=10$`), SLOW);
    await expect(page.getByRole('heading', { level: 1, name: t.resultTitle })).toBeVisible(SLOW);

    // The zh and en runs apply for the same account side by side: this run's is the one with its introduction.
    const latest = (await devGet<CarbonApplication[]>('/__dev/carbon/applications?account=13800138000')).find(
      (application) => application.introduction === introduction,
    );
    expect(latest, 'this application reached the platform').toBeDefined();
    expect(latest!.companyName).toBe('宝山钢铁股份有限公司');
    expect(latest!.introduction).toBe(introduction);
    expect(latest!.items.map((item) => item.process)).toEqual(CODES.map((codes) => codes.join(';')));
    for (const item of latest!.items) expect(item.attachmentId).toBeGreaterThan(0);

    // "Continue applying" opens a fresh form.
    await page.getByRole('link', { name: t.continue }).click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/dtpfg/dtpfgApplyFor$`), SLOW);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible(SLOW);
    await expect(page.getByLabel(t.introduction, { exact: true })).toHaveValue('');
    await expect(products(page)).toHaveCount(1);
    await expect(page.getByRole('status').getByText(t.restored)).toHaveCount(0);
    await expectNoMissingMessages(page);
    expectCleanPage(watch);
  });
}

test('the low-carbon steel application: company under review stays, not authenticated goes to /enterprise (en)', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.setExtraHTTPHeaders({ 'accept-language': 'en' });
  await devLogin(page, '13300133000');
  await page.goto('/en/dtpfg/dtpfgApplyFor');
  await expect(page.locator('[data-guard="companyPending"]')).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/en\/dtpfg\/dtpfgApplyFor$/);
  for (const [account, notice] of [
    ['13200132000', 'Your company authentication was not approved'],
    ['13100131000', 'Please authenticate your company first'],
  ] as const) {
    await devLogin(page, account);
    await page.goto('/en/dtpfg/dtpfgApplyFor');
    await expect(page).toHaveURL(/\/en\/enterprise$/, SLOW);
    await expect(page.getByRole('status').getByText(notice)).toBeVisible(SLOW);
  }
});

const PCR = {
  zh: {
    prefix: '',
    title: 'PCR 申请',
    company: '企业名称',
    product: '产品',
    submit: '提交申请',
    companyEmpty: '企业名称不能为空。',
    productEmpty: '产品不能为空。',
    result: 'PCR 申请已提交',
    value: '热轧 H 型钢',
    mine: '查看我的 PCR 申请',
    list: '我的 PCR 申请',
  },
  en: {
    prefix: '/en',
    title: 'Apply for a PCR',
    company: 'Company name',
    product: 'Product',
    submit: 'Submit application',
    companyEmpty: 'Company name cannot be empty.',
    productEmpty: 'Product cannot be empty.',
    result: 'PCR application submitted',
    value: 'Hot-rolled H-beams',
    mine: 'My PCR applications',
    list: 'My PCR applications',
  },
} as const;

for (const lang of ['zh', 'en'] as const) {
  const t = PCR[lang];
  test(`a PCR application: both fields required with the spec's messages, then sent, and found again through the result page (${lang})`, async ({
    page,
    context,
    watch,
  }) => {
    test.setTimeout(120_000);
    if (lang === 'en') await context.setExtraHTTPHeaders({ 'accept-language': 'en' });
    await devLogin(page, '13800138000');
    await page.goto(`${t.prefix}/Pcr/pcrApplyFor`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible(SLOW);
    // The form's schema and its endpoints' declarations, with zod, come after the page.
    expect(await firstLoadHasZod(page, `${t.prefix}/Pcr/pcrApplyFor`)).toBe(false);
    const company = page.getByLabel(t.company, { exact: true });
    await expect(company).toHaveValue('宝山钢铁股份有限公司');
    await company.fill('');
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByText(t.companyEmpty)).toBeVisible();
    await expect(page.getByText(t.productEmpty)).toBeVisible();

    const companyName = lang === 'zh' ? '宝钢股份 热轧厂' : 'Baosteel hot strip mill';
    await company.fill(companyName);
    await expect(page.getByText(t.companyEmpty)).toBeHidden();
    await page.getByLabel(t.product, { exact: true }).fill(t.value);
    // A reload keeps what was typed (a draft in this tab).
    await page.reload();
    await expect(page.getByLabel(t.product, { exact: true })).toHaveValue(t.value, SLOW);
    await expect(company).toHaveValue(companyName);
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/Result\\?type=2$`), SLOW);
    await expect(page.getByRole('heading', { level: 1, name: t.result })).toBeVisible(SLOW);
    // The zh and en runs apply side by side: this run's application is the one naming its product.
    const mine = (await devGet<PcrApplication[]>('/__dev/pcr/applications?account=13800138000')).filter(
      (application) => application.product === t.value,
    );
    expect(mine[0]).toMatchObject({ productName: companyName, product: t.value });

    // The result page's first button leads to the list of the user's PCR applications, which has it.
    const first = page.getByRole('main').getByRole('link').first();
    await expect(first).toHaveText(t.mine);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/Pcr/minePcr#pcr-applications$`), SLOW);
    const section = page.getByTestId('pcr-applications');
    await expect(section.getByRole('heading', { level: 2, name: t.list })).toBeInViewport(SLOW);
    const row = section.getByTestId('pcr-application').filter({ hasText: t.value }).first();
    await expect(row).toContainText(companyName);
    await expect(row).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await expectNoMissingMessages(page);
    expectCleanPage(watch);
  });
}

test('more than a page of PCR applications: "Load more" appends the next page, and the address keeps it (en)', async ({
  page,
  watch,
}) => {
  test.setTimeout(120_000);
  // An account of its own, so the count is this test's: 12 applications, 10 a page.
  await devLogin(page, '13700137000');
  const origin = process.env.E2E_PORTAL_URL!;
  const stamp = Date.now();
  for (let index = 1; index <= 12; index += 1) {
    const sent = await page.request.post('/api/pcr-applications', {
      data: { companyName: 'Shanghai Carbon Balance', product: `Product ${stamp}-${index}` },
      headers: { origin },
    });
    expect(sent.status(), await sent.text()).toBe(200);
  }
  await page.goto('/en/Pcr/minePcr');
  const rows = page.getByTestId('pcr-applications').getByTestId('pcr-application');
  await expect(rows).toHaveCount(10, SLOW);
  await expect(rows.first()).toContainText(`Product ${stamp}-12`);
  await expect(page.getByText('Showing 10 of 12')).toBeVisible();
  await page.getByTestId('pcr-applications').getByRole('link', { name: 'Load more' }).click();
  await expect(rows).toHaveCount(12, SLOW);
  await expect(rows.last()).toContainText(`Product ${stamp}-1`);
  await expect(page.getByRole('link', { name: 'Load more' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/en\/Pcr\/minePcr\?type=EPD&page=2#pcr-applications$/);
  // The same address without script: pages 1 and 2 at once.
  await page.reload();
  await expect(rows).toHaveCount(12, SLOW);
  expectCleanPage(watch);
});

test('a PCR application on a slow connection: the button says it is submitting until the result page arrives, and one application is sent (en)', async ({
  page,
  context,
  watch,
}) => {
  test.setTimeout(120_000);
  await context.setExtraHTTPHeaders({ 'accept-language': 'en' });
  await devLogin(page, '13800138000');
  // The result page is held, as a slow phone connection would hold it; the application itself is not.
  const resultPage = await holdRequests(page, pagePayload('/en/Result'));
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/pcr-applications')
      sent.push(request.url());
  });
  await page.goto('/en/Pcr/pcrApplyFor');
  const product = `Cold-rolled strip ${Date.now()}`;
  await page.getByLabel('Product', { exact: true }).fill(product);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect
    .poll(
      async () =>
        (await devGet<PcrApplication[]>('/__dev/pcr/applications?account=13800138000')).filter(
          (application) => application.product === product,
        ).length,
      SLOW,
    )
    .toBe(1);
  // Sent and accepted, the result page still on its way: the button does not come back for a second tap.
  const submitting = page.getByRole('button', { name: 'Submitting…' });
  await expect(submitting).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Submit application' })).toHaveCount(0);

  resultPage.release();
  await expect(page.getByRole('heading', { level: 1, name: 'PCR application submitted' })).toBeVisible(SLOW);
  await expect.poll(() => sent).toHaveLength(1);
  expect(
    (await devGet<PcrApplication[]>('/__dev/pcr/applications?account=13800138000')).filter(
      (application) => application.product === product,
    ),
  ).toHaveLength(1);
  expectCleanPage(watch);
});

type EpdItem = { id: number; productType: string; epdRegistrationNumber: string };

/** The company's published declarations as the platform lists them (p/epd/page with its code). */
async function companyDeclarations(type: 'EPD' | 'CFP'): Promise<EpdItem[]> {
  const { list } = await seededSearch({ companyCode: '91310113790459990C' });
  return (list as unknown as EpdItem[]).filter((item) => item.productType === type);
}

test("/Pcr/minePcr shows the company's published declarations with their product pages and QR codes (zh, en)", async ({
  page,
  context,
  watch,
}) => {
  test.setTimeout(120_000);
  await devLogin(page, '13800138000');
  for (const [prefix, type, note] of [
    ['', 'EPD', '贵公司在平台已发布的声明'],
    ['/en', 'CFP', 'Your company’s published declarations'],
  ] as const) {
    const expected = await companyDeclarations(type);
    expect(expected.length).toBeGreaterThan(0);
    await page.goto(`${prefix}/Pcr/minePcr?type=${type}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW);
    await expect(page.getByTestId('mine-pcr-note')).toContainText(note);
    const cards = page.getByTestId('company-declaration');
    await expect(cards).toHaveCount(expected.length);
    for (const [index, item] of expected.entries()) {
      const card = cards.nth(index);
      await expect(card).toContainText(item.epdRegistrationNumber);
      const qr = card.getByRole('img');
      await expect(qr).toHaveAttribute('data-qr-text', new RegExp(`/app/epd/${item.id}$`));
      await expect(card.getByRole('link').first()).toHaveAttribute(
        'href',
        new RegExp(`/app/epd/${item.id}$`),
      );
      await expect(card.getByRole('link').nth(1)).toHaveAttribute('download', /-qr\.svg$/);
    }
  }
  // The first card's link opens its product page.
  const first = page.getByTestId('company-declaration').first();
  const number = (await first.locator('figcaption').textContent())!.trim();
  await first.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/app\/epd\/\d+$/, SLOW);
  await expect(page.getByText(number).first()).toBeVisible(SLOW);
  await context.clearCookies();
  expectCleanPage(watch);
});

test('against a platform with qrShow off and no PCR application list: no QR codes, the list says it is not available, the rest works (zh, en)', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const platform = await AnsweringPlatform.start(({ method, path }) => {
    if (method === 'GET' && path === '/p/system/setting/qrShow')
      return { status: 200, body: envelope({ fieldKey: 'qrShow', fieldValue: 'false' }) };
    if (path === '/p/pcr/apply/list')
      return { status: 404, body: envelope(null, 404, `Request path not found: ${method} ${path}`) };
    return null;
  });
  try {
    const context = await platform.context(browser, { account: '13800138000' });
    const page = await context.newPage();
    for (const [prefix, type, unavailable, qrOff] of [
      ['', 'EPD', '平台目前不提供 PCR 申请列表', '平台目前未开放二维码'],
      [
        '/en',
        'CFP',
        'The platform does not offer a list of PCR applications yet',
        'The platform does not offer QR codes at the moment',
      ],
    ] as const) {
      const expected = await companyDeclarations(type);
      await page.goto(`${prefix}/Pcr/minePcr?type=${type}`);
      await expect(page.getByTestId('pcr-applications-unavailable')).toContainText(unavailable, SLOW);
      await expect(page.getByTestId('pcr-application')).toHaveCount(0);
      // The declarations are still listed, with their product pages, but no QR code to hand out.
      const cards = page.getByTestId('company-declaration');
      await expect(cards).toHaveCount(expected.length);
      await expect(page.getByTestId('mine-pcr-qr-off')).toContainText(qrOff);
      await expect(page.getByTestId('company-declarations').getByRole('img')).toHaveCount(0);
      await expect(page.getByTestId('company-declarations').locator('a[download]')).toHaveCount(0);
      await expect(cards.first().getByRole('link').first()).toHaveAttribute('href', /\/app\/epd\/\d+$/);
    }
    await context.close();
  } finally {
    await platform.stop();
  }
});

test("the standard PDF: its template with a Chinese name downloads, it is taken as a product's data file and sent; another PDF is refused (zh)", async ({
  page,
  watch,
}) => {
  test.setTimeout(180_000);
  await devLogin(page, '13800138000');
  await page.goto('/dtpfg/dtpfgApplyFor');
  await expect(page.getByRole('heading', { level: 1, name: TEXT.zh.title })).toBeVisible(SLOW);

  // The template's file name is Chinese: it downloads under that name, a real PDF.
  const downloading = page.waitForEvent('download', SLOW);
  await page
    .getByTestId('lces-templates')
    .getByRole('link', { name: /低碳排放钢评价标准/ })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('低碳排放钢评价标准.pdf');
  const standard = await readFile((await download.path())!);
  expect(standard.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const product = products(page).nth(0);
  await expect(product.getByText('或按原文件名上传的评价标准 PDF“低碳排放钢评价标准.pdf”')).toBeVisible();
  // Another PDF is refused in the user's words, and no file stays.
  const refusal =
    '这个 PDF 不是评价标准：这里只接受本页提供的评价标准 PDF，且文件名须与下载时一致；其他数据请填入 Excel 数据收集表。';
  await product
    .getByLabel(TEXT.zh.dataFile, { exact: true })
    .setInputFiles({ name: '评价说明.pdf', mimeType: 'application/pdf', buffer: standard });
  await expect(product.getByText(refusal)).toBeVisible(SLOW);
  await expect(product.getByText('评价说明.pdf', { exact: true })).toHaveCount(0);

  // The standard itself, as downloaded, is taken.
  await product
    .getByLabel(TEXT.zh.dataFile, { exact: true })
    .setInputFiles({ name: download.suggestedFilename(), mimeType: 'application/pdf', buffer: standard });
  await expect(product.getByText('低碳排放钢评价标准.pdf', { exact: true })).toBeVisible(SLOW);
  await expect(product.getByText(refusal)).toHaveCount(0);

  const introduction = `按评价标准自评的低碳排放钢申请 ${Date.now()}`;
  await page.getByLabel(TEXT.zh.introduction, { exact: true }).fill(introduction);
  await product.getByLabel(TEXT.zh.productName, { exact: true }).fill('氢基竖炉热轧卷');
  for (const step of TEXT.zh.steps[0])
    await product.getByRole('checkbox', { name: step, exact: true }).check();
  await page.getByRole('button', { name: TEXT.zh.submit }).click();
  await expect(page).toHaveURL(/\/Result\?type=10$/, SLOW);
  await expect(page.getByRole('heading', { level: 1, name: TEXT.zh.resultTitle })).toBeVisible(SLOW);

  const sent = (await devGet<CarbonApplication[]>('/__dev/carbon/applications?account=13800138000')).find(
    (application) => application.introduction === introduction,
  );
  expect(sent, 'this application reached the platform').toBeDefined();
  expect(sent!.items).toHaveLength(1);
  expect(sent!.items[0]!.attachmentId).toBeGreaterThan(0);
  await expectNoMissingMessages(page);
  expectCleanPage(watch);
});
