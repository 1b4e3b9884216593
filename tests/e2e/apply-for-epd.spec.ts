import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Locator, Page } from '@playwright/test';
import { expect, expectCleanPage, expectNoMissingMessages, test } from './support/fixtures';
import { pdfFile, pngImage, zipFile } from './support/files';
import { firstLoadHasZod } from './support/first-load';
import { holdRequests, hydrated, pagePayload } from './support/hold';
import { devLogin } from './support/login';
import { devGet } from './support/upstream-dev';

// The machine running these is loaded: slow states get generous timeouts, never fixed waits.
const SLOW = { timeout: 30_000 };

/** Picks the `nth` real choice of a select (not its "please choose"); answers its value. */
async function pickNth(select: Locator, nth: number): Promise<string> {
  await expect(select).toBeEnabled(SLOW);
  const option = select.locator('option:not([value=""])').nth(nth);
  await expect(option).toBeAttached(SLOW);
  const value = (await option.getAttribute('value'))!;
  await select.selectOption(value);
  return value;
}

const pickFirst = (select: Locator) => pickNth(select, 0);

/** A product's own choices (business.md 3 "Application form" items): its type and its PCR. */
async function chooseTypeAndPcr(
  product: Locator,
  labels: { type: string; pcr: string },
  type: 'EPD' | 'CFP',
  nthPcr: number,
): Promise<string> {
  await product.getByRole('combobox', { name: labels.type, exact: true }).selectOption(type);
  return pickNth(product.getByRole('combobox', { name: labels.pcr, exact: true }), nthPcr);
}
const ZH = { type: '申请类型', pcr: 'PCR 编号' };
const EN = { type: 'Declaration type', pcr: 'PCR number' };

/** The platform's view of a user's newest application whose products' names hold `name`. */
async function storedApplication(account: string, name: string) {
  const upstream = process.env.E2E_UPSTREAM_URL!;
  const { tokenVO } = await (
    await fetch(`${upstream}/__dev/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account }),
    })
  )
    .json()
    .then((body: { data: { tokenVO: { token: string } } }) => body.data);
  const headers = { authorization: tokenVO.token, 'content-type': 'application/json' };
  const list = (await (await fetch(`${upstream}/n/carbon/list`, { headers })).json()) as {
    data: { id: number; productName?: string | null }[];
  };
  const item = list.data.find((entry) => entry.productName?.includes(name));
  expect(item, `an application with ${name}`).toBeDefined();
  // The per-product detail the spec names (business.md 3), and what the platform stored behind it.
  const detail = (await (
    await fetch(`${upstream}/p/epd/apply`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ id: item!.id }),
    })
  ).json()) as { data: { productName: string; productType: string }[] };
  const stored = await devGet<{
    products: { productName: string; productType: string; pcrNumber: string }[];
  }>(`/__dev/applications/${item!.id}`);
  return { detail: detail.data, stored: stored.products };
}

/** A product name no other run uses (the list is shared by every test of this company). */
const uniqueName = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 6)}`;

async function upload(
  product: Locator,
  label: string,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  await product.getByLabel(label, { exact: true }).setInputFiles(file);
  await expect(product.getByText(file.name, { exact: true })).toBeVisible(SLOW);
}

function products(page: Page): Locator {
  return page.getByTestId('apply-product');
}

test.describe('applying for an EPD', () => {
  test('an authenticated company reads the service, downloads a template, passes the tour and applies for three products of their own types and PCRs (zh)', async ({
    page,
    watch,
  }) => {
    test.setTimeout(240_000);
    await devLogin(page, '13800138000');
    await page.goto('/Epd');
    await expect(page.getByRole('heading', { level: 1, name: 'EPD 申请服务' })).toBeVisible(SLOW);
    await expect(page.getByRole('heading', { name: '办理流程' })).toBeVisible();
    for (const node of [
      'EPD 申请',
      '合同生成',
      'LCA 计算',
      '独立验证',
      '报告制作',
      '评审委员会',
      '报告发布',
    ]) {
      await expect(page.getByText(node, { exact: true })).toBeVisible();
    }

    // The data collection template is a real workbook, in the user's language.
    const templates = page.getByTestId('apply-templates').getByRole('link');
    await expect(templates).toHaveCount(3);
    const downloading = page.waitForEvent('download', SLOW);
    await page.locator('a[href$="/DATA_COLLECTION_TEMPLATE"]').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
    expect(workbook.worksheets.length).toBeGreaterThan(1);

    // driver.js drops a key pressed while a tour step is still sliding into place, and nothing on
    // the page says when it has arrived; for a user who asks for reduced motion, steps arrive at
    // once, which a test can follow key by key.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The form's page is held for a moment, as a slow phone connection would: the button says it is opening.
    const formPage = await holdRequests(page, pagePayload('/epd/epdApplyFor'));
    await page.getByRole('button', { name: '立即申请' }).click();
    await expect(page.getByRole('button', { name: '正在打开…' })).toBeDisabled();
    formPage.release();
    await expect(page).toHaveURL(/\/epd\/epdApplyFor\?companyName=/, SLOW);
    // The form's schema and its endpoints' declarations, with zod, come after the page.
    expect(await firstLoadHasZod(page, '/epd/epdApplyFor')).toBe(false);

    // First visit: the tour starts by itself; 8 steps, keyboard only.
    const popover = page.locator('.driver-popover');
    await expect(popover).toBeVisible(SLOW);
    await expect(popover.getByText('第 1 步，共 8 步')).toBeVisible();
    await expect(popover.locator('.driver-popover-title')).toHaveText('申请企业');
    await expect(popover.getByRole('button', { name: '关闭填写指引' })).toBeVisible();
    // Each step points at a real part of the form: type and PCR are the first product's own.
    const steps = ['company', 'type', 'pcr', 'name', 'technology', 'files', 'add', 'submit'];
    const highlighted = page.locator('.driver-active-element');
    await expect(highlighted).toHaveAttribute('data-tour', 'company');
    for (let step = 2; step <= 8; step++) {
      const shown = popover.getByText(`第 ${step} 步，共 8 步`);
      // A key that lands in the frame before the previous step settles is dropped by driver.js;
      // a taken key shows the next step at once, so pressing again only when it did not is safe.
      await expect(async () => {
        if (!(await shown.isVisible())) await page.keyboard.press('ArrowRight');
        await expect(shown).toBeVisible({ timeout: 1_000 });
      }).toPass(SLOW);
      await expect(highlighted).toHaveAttribute('data-tour', steps[step - 1]!);
      if (step === 2 || step === 3)
        await expect(
          products(page)
            .nth(0)
            .locator(`[data-tour="${steps[step - 1]}"]`),
        ).toHaveCount(1);
    }
    await expect(popover.locator('.driver-popover-title')).toHaveText('提交申请');
    await expect(async () => {
      if (await popover.isVisible()) await page.keyboard.press('ArrowRight');
      await expect(popover).toBeHidden({ timeout: 1_000 });
    }).toPass(SLOW);
    // Nothing had the focus when the tour started by itself: it goes to the button that offers it again.
    await expect(page.getByRole('button', { name: '填写指引' })).toBeFocused();
    // Remembered: a reload does not start it again; the help button does.
    await page.reload();
    await expect(page.getByRole('button', { name: '填写指引' })).toBeVisible(SLOW);
    await expect(popover).toBeHidden();
    await page.getByRole('button', { name: '填写指引' }).click();
    await expect(popover).toBeVisible();
    // Its buttons show where the focus is (driver.js's stylesheet takes the outline away).
    await page.keyboard.press('Tab');
    const focused = popover.locator('button:focus-visible');
    await expect(focused).toHaveCount(1);
    expect(await focused.evaluate((button) => getComputedStyle(button).outlineStyle)).toBe('solid');
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await expect(page.getByRole('button', { name: '填写指引' })).toBeFocused();

    await expect(page.getByTestId('apply-company')).toHaveText('宝山钢铁股份有限公司');

    // Submitting empty: the product says what is missing, its type and its PCR first.
    await page.getByRole('button', { name: '提交申请' }).click();
    const first = products(page).nth(0);
    await expect(first.getByText('请选择申请类型（EPD 或 CFP）。')).toBeVisible();
    await expect(first.getByText('请选择 PCR 编号。')).toBeVisible();
    await expect(first.getByText('请上传 LCA 报告或数据收集表（至少一项）')).toBeVisible();
    await expect(first.getByRole('combobox', { name: '申请类型', exact: true })).toBeFocused();

    await expect(first.getByRole('button', { name: /删除产品/ })).toHaveCount(0);
    const pcrA = await chooseTypeAndPcr(first, ZH, 'EPD', 0);
    await expect(first.getByText('请选择 PCR 编号。')).toHaveCount(0);
    const firstName = uniqueName('热轧H型钢');
    await first.getByRole('textbox', { name: '产品名称' }).fill(firstName);
    await pickFirst(first.getByRole('combobox', { name: '工艺类别' }));
    await pickFirst(first.getByRole('combobox', { name: '工艺路线' }));
    // A PNG renamed .pdf is refused by its bytes.
    await first
      .getByLabel('LCA 报告（PDF）', { exact: true })
      .setInputFiles({ name: 'lca-报告.pdf', mimeType: 'application/pdf', buffer: pngImage() });
    await expect(first.getByText('文件类型错误，请上传 PDF 文件。')).toBeVisible();
    // One control per upload for the keyboard and a screen reader: named by its field, described
    // by the file, the rules and the refusal.
    const lcaButton = first.getByRole('button', { name: 'LCA 报告（PDF） 选择文件', exact: true });
    await expect(lcaButton).toHaveAccessibleDescription(/未选择文件.*文件类型错误，请上传 PDF 文件。/);
    await upload(first, 'LCA 报告（PDF）', {
      name: 'H型钢-LCA报告.pdf',
      mimeType: 'application/pdf',
      buffer: await pdfFile('LCA report H-beam'),
    });
    await upload(first, '数据收集表（ZIP）', {
      name: 'H型钢-数据收集表.zip',
      mimeType: 'application/zip',
      buffer: zipFile('data.csv', 'item,value\nsteel,1\n'),
    });
    await upload(first, 'EPD 初步报告（PDF，可选）', {
      name: 'H型钢-EPD初步报告.pdf',
      mimeType: 'application/pdf',
      buffer: await pdfFile('EPD preliminary'),
    });

    await page.getByRole('button', { name: '添加产品' }).click();
    const second = products(page).nth(1);
    await expect(page.getByRole('button', { name: '删除产品 1' })).toBeVisible();
    // Another product, of the other type and under another PCR.
    const pcrB = await chooseTypeAndPcr(second, ZH, 'CFP', 1);
    expect(pcrB).not.toBe(pcrA);
    // The category mode: the name comes from the second level of the product categories.
    await second.getByRole('button', { name: '改为从产品分类中选择' }).click();
    await pickFirst(second.getByRole('combobox', { name: '产品大类' }));
    await pickFirst(second.getByRole('combobox', { name: '产品名称（产品分类）' }));
    await upload(second, 'LCA 报告（PDF）', {
      name: '第二个产品-LCA.pdf',
      mimeType: 'application/pdf',
      buffer: await pdfFile('LCA report 2'),
    });

    await page.getByRole('button', { name: '添加产品' }).click();
    const third = products(page).nth(2);
    await chooseTypeAndPcr(third, ZH, 'EPD', 0);
    await third.getByRole('textbox', { name: '产品名称' }).fill('冷轧薄板');
    await upload(third, '数据收集表（ZIP）', {
      name: '冷轧-数据.zip',
      mimeType: 'application/zip',
      buffer: zipFile('sheet.csv', 'a,b\n1,2\n'),
    });
    await expect(page.getByRole('button', { name: '添加产品' })).toBeDisabled();

    await page.getByRole('button', { name: '提交申请' }).click();
    // Products of both types: the routing table's "after EPD application" (business.md 2.1).
    await expect(page).toHaveURL(/\/Result\?type=1$/, SLOW);
    await expect(page.getByRole('heading', { level: 1, name: '申请已提交' })).toBeVisible(SLOW);
    await expectNoMissingMessages(page);

    // The platform keeps each product's own type and PCR.
    const { detail, stored } = await storedApplication('13800138000', firstName);
    expect(detail.map((product) => product.productType)).toEqual(['EPD', 'CFP', 'EPD']);
    expect(stored.map(({ productType, pcrNumber }) => [productType, pcrNumber])).toEqual([
      ['EPD', pcrA],
      ['CFP', pcrB],
      ['EPD', pcrA],
    ]);
    expectCleanPage(watch);
  });

  test('each product asks for its own PCR as the user goes, the platform refuses one without, and the draft keeps every choice (en)', async ({
    page,
    watch,
  }) => {
    test.setTimeout(180_000);
    await devLogin(page, '13800138000');
    await page.addInitScript(() => window.localStorage.setItem('applyForm.tourSeen', '1'));
    await page.goto('/en/epd/epdApplyFor');
    await expect(page.getByRole('heading', { level: 1, name: 'Apply for an EPD or CFP' })).toBeVisible(SLOW);
    const first = products(page).nth(0);
    const pcrA = await chooseTypeAndPcr(first, EN, 'CFP', 0);
    const firstName = uniqueName('Coil Q355B ');
    await first.getByRole('textbox', { name: 'Product name' }).fill(firstName);
    await upload(first, 'LCA report (PDF)', {
      name: 'coil-LCA.pdf',
      mimeType: 'application/pdf',
      buffer: await pdfFile('LCA report, coil'),
    });

    await page.getByRole('button', { name: 'Add a product' }).click();
    const second = products(page).nth(1);
    await second.getByRole('combobox', { name: 'Declaration type', exact: true }).selectOption('EPD');
    // Left without a PCR: said at once, in the user's language, before any submit.
    const secondPcr = second.getByRole('combobox', { name: 'PCR number', exact: true });
    await secondPcr.focus();
    await page.keyboard.press('Tab');
    await expect(second.getByText('Please choose a PCR number.')).toBeVisible();
    await expect(secondPcr).toHaveAttribute('aria-invalid', 'true');
    await expect(first.getByText('Please choose a PCR number.')).toHaveCount(0);
    const pcrB = await pickNth(secondPcr, 1);
    await expect(second.getByText('Please choose a PCR number.')).toHaveCount(0);
    await second.getByRole('textbox', { name: 'Product name' }).fill('Rebar HRB400E');
    await upload(second, 'LCA report (PDF)', {
      name: 'rebar-LCA.pdf',
      mimeType: 'application/pdf',
      buffer: await pdfFile('LCA report, rebar'),
    });

    // A reload brings every product back with its own type and PCR.
    await page.reload();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your unsubmitted application from this window is back' }),
    ).toBeVisible(SLOW);
    await expect(products(page)).toHaveCount(2);
    await expect(first.getByRole('combobox', { name: 'Declaration type', exact: true })).toHaveValue('CFP');
    await expect(first.getByRole('combobox', { name: 'PCR number', exact: true })).toHaveValue(pcrA);
    await expect(second.getByRole('combobox', { name: 'Declaration type', exact: true })).toHaveValue('EPD');
    await expect(secondPcr).toHaveValue(pcrB);
    await expect(first.getByRole('textbox', { name: 'Product name' })).toHaveValue(firstName);
    await expect(second.getByText('rebar-LCA.pdf', { exact: true })).toBeVisible();

    // The BFF checks with the same schema: a product without a PCR is refused in the caller's language.
    const origin = process.env.E2E_PORTAL_URL!;
    const lonely = { products: [{ productType: 'EPD', productName: 'No PCR', lcaAttachmentId: '1' }] };
    for (const [locale, words] of [
      ['zh', '请选择 PCR 编号。'],
      ['en', 'Please choose a PCR number.'],
    ] as const) {
      const refused = await page.request.post('/api/applications/apply', {
        headers: { origin, 'x-portal-locale': locale },
        data: lonely,
      });
      expect(refused.status()).toBe(400);
      expect((await refused.json()).error.fields).toMatchObject({ 'products.0.pcrNumber': words });
    }

    // A refusal from the server lands under the product's field, and nothing typed or chosen is lost.
    const save = '**/api/applications/apply';
    await page.route(save, (route) => {
      const body = route.request().postDataJSON() as { products: { pcrNumber?: string }[] };
      delete body.products[1]!.pcrNumber;
      return route.continue({ postData: JSON.stringify(body) });
    });
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(second.getByText('Please choose a PCR number.')).toBeVisible(SLOW);
    await expect(page).toHaveURL(/\/en\/epd\/epdApplyFor/);
    await expect(first.getByRole('combobox', { name: 'Declaration type', exact: true })).toHaveValue('CFP');
    await expect(first.getByRole('combobox', { name: 'PCR number', exact: true })).toHaveValue(pcrA);
    await expect(second.getByRole('combobox', { name: 'Declaration type', exact: true })).toHaveValue('EPD');
    await expect(secondPcr).toHaveValue(pcrB);
    await expect(second.getByRole('textbox', { name: 'Product name' })).toHaveValue('Rebar HRB400E');
    await expect(first.getByText('coil-LCA.pdf', { exact: true })).toBeVisible();

    // Sent as chosen, it goes through; the platform keeps both products' own choices.
    await page.unroute(save);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page).toHaveURL(/\/en\/Result\?type=1$/, SLOW);
    const { detail, stored } = await storedApplication('13800138000', firstName);
    expect(detail.map((product) => product.productType)).toEqual(['CFP', 'EPD']);
    expect(stored.map(({ productType, pcrNumber }) => [productType, pcrNumber])).toEqual([
      ['CFP', pcrA],
      ['EPD', pcrB],
    ]);
    expectCleanPage(watch);
  });

  test('the company gate: under review stays, not approved and none go to /enterprise; audit 0 is blocked (en)', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await context.setExtraHTTPHeaders({ 'accept-language': 'en' });
    const apply = page.getByRole('button', { name: 'Apply now' });

    await devLogin(page, '13300133000');
    await page.goto('/en/Epd');
    // The gate's answer is the button's code: a click before hydration is not what this test is about.
    await hydrated(page, '[data-testid="apply-start"]');
    await apply.click();
    await expect(
      page.getByRole('status').getByText('Your company authentication is under review'),
    ).toBeVisible(SLOW);
    await expect(page).toHaveURL(/\/en\/Epd$/);
    await page.goto('/en/epd/epdApplyFor?companyName=Someone%20Else');
    await expect(page.locator('[data-guard="companyPending"]')).toBeVisible(SLOW);
    // The upload endpoint applies the same guard to application files.
    const origin = process.env.E2E_PORTAL_URL!;
    const refused = await page.request.post('/api/uploads/pdfReport', {
      headers: { origin, 'x-portal-locale': 'en' },
      multipart: {
        businessType: 'LCA',
        file: { name: 'lca.pdf', mimeType: 'application/pdf', buffer: await pdfFile('LCA') },
      },
    });
    expect(refused.status()).toBe(403);

    // Status 2 (turned down) is said as such; null asks for the authentication.
    for (const [account, notice] of [
      ['13200132000', 'Your company authentication was not approved'],
      ['13100131000', 'Please authenticate your company first'],
    ] as const) {
      await devLogin(page, account);
      await page.goto('/en/Epd');
      await hydrated(page, '[data-testid="apply-start"]');
      await apply.click();
      await expect(page.getByRole('status').getByText(notice)).toBeVisible(SLOW);
      await expect(page).toHaveURL(/\/en\/enterprise$/, SLOW);
    }

    await devLogin(page, '13600136000');
    await page.goto('/en/epd/epdApplyFor');
    await expect(page.locator('[data-guard="auditPending"]')).toBeVisible(SLOW);
  });

  test('an upload on a slow line shows how far its bytes have gone, then the file (en)', async ({
    page,
    watch,
  }) => {
    test.setTimeout(120_000);
    await devLogin(page, '13800138000');
    await page.addInitScript(() => window.localStorage.setItem('applyForm.tourSeen', '1'));
    await page.goto('/en/epd/epdApplyFor');
    await expect(page.getByRole('heading', { level: 1, name: 'Apply for an EPD or CFP' })).toBeVisible(SLOW);

    // About 3 MB at 256 KiB/s: some ten seconds on the wire, so the bar is seen between its ends.
    const report = await pdfFile('LCA report, slow line');
    // The padding is a comment inside the PDF, before its end marker, so the file stays whole.
    const end = report.lastIndexOf('%%EOF');
    const padded = Buffer.concat([
      report.subarray(0, end),
      Buffer.from('%' + 'p'.repeat(3 * 1024 * 1024) + '\n'),
      report.subarray(end),
    ]);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 50,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    });

    const first = products(page).nth(0);
    await first
      .getByLabel('LCA report (PDF)', { exact: true })
      .setInputFiles({ name: 'slow-line-LCA.pdf', mimeType: 'application/pdf', buffer: padded });
    const bar = first.getByRole('progressbar', { name: 'Uploading…' });
    await expect(bar).toBeVisible(SLOW);
    // Part of the way, not a spinner that jumps from 0 to done.
    await expect(bar).toHaveAttribute('value', /^[1-9][0-9]?$/, SLOW);
    await expect(first.getByText(/^Uploading… [1-9][0-9]?%$/)).toBeVisible();
    await expect(first.getByText('slow-line-LCA.pdf', { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(bar).toBeHidden();
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    // Adding a product before any submit says nothing about fields not yet filled in, and puts the
    // focus on the new product's first field, its type; removing it gives the focus to the add button.
    await page.getByRole('button', { name: 'Add a product' }).click();
    await expect(products(page)).toHaveCount(2);
    await expect(
      products(page).nth(1).getByRole('combobox', { name: 'Declaration type', exact: true }),
    ).toBeFocused();
    await expect(page.getByTestId('apply-product').getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: 'Remove product 2' }).click();
    await expect(products(page)).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Add a product' })).toBeFocused();
    await expect(first.getByText('slow-line-LCA.pdf', { exact: true })).toBeVisible();
    expectCleanPage(watch);
  });

  test('an upload whose connection drops asks the user to check it, keeps what was typed, and goes through once back online (en)', async ({
    page,
    watch,
  }) => {
    await devLogin(page, '13800138000');
    await page.addInitScript(() => window.localStorage.setItem('applyForm.tourSeen', '1'));
    await page.goto('/en/epd/epdApplyFor');
    await expect(page.getByRole('heading', { level: 1, name: 'Apply for an EPD or CFP' })).toBeVisible(SLOW);
    const first = products(page).nth(0);
    await first.getByRole('textbox', { name: 'Product name' }).fill('Coil Q355B');

    // The browser's own connection fails: the platform is up, so the words are about the connection.
    const uploads = '**/api/uploads/**';
    await page.route(uploads, (route) => route.abort('internetdisconnected'));
    const report = {
      name: 'offline-LCA.pdf',
      mimeType: 'application/pdf',
      buffer: await pdfFile('LCA report, offline'),
    };
    await first.getByLabel('LCA report (PDF)', { exact: true }).setInputFiles(report);
    await expect(first.getByRole('alert')).toHaveText(
      'Could not connect. Please check your internet connection and try again.',
      SLOW,
    );
    await expect(first.getByText('The platform service cannot be reached', { exact: false })).toHaveCount(0);
    await expect(first.getByRole('textbox', { name: 'Product name' })).toHaveValue('Coil Q355B');

    await page.unroute(uploads);
    await upload(first, 'LCA report (PDF)', report);
    await expect(first.getByRole('alert')).toHaveCount(0);
    await expect(first.getByRole('textbox', { name: 'Product name' })).toHaveValue('Coil Q355B');
    expectCleanPage(watch);
  });

  test('an upload that goes silent mid-way is given up after 45 seconds with words about the connection, and what was typed stays (zh)', async ({
    page,
    watch,
  }) => {
    await devLogin(page, '13800138000');
    await page.addInitScript(() => window.localStorage.setItem('applyForm.tourSeen', '1'));
    // The page's clock runs on, and is moved on by hand below: the test does not wait 45 s.
    await page.clock.install();
    await page.goto('/epd/epdApplyFor');
    await expect(page.getByRole('heading', { level: 1, name: 'EPD / CFP 申请' })).toBeVisible(SLOW);
    const first = products(page).nth(0);
    await first.getByRole('textbox', { name: '产品名称' }).fill('信号中断的冷轧板');

    // The upload leaves the browser and nothing more goes through: no bytes, no error, no answer,
    // as on a phone whose signal is gone but whose connection was never closed.
    const uploads = '**/api/uploads/**';
    const silent: string[] = [];
    await page.route(uploads, (route) => void silent.push(route.request().url()));
    const report = {
      name: '中断-LCA.pdf',
      mimeType: 'application/pdf',
      buffer: await pdfFile('LCA report, silent line'),
    };
    await first.getByLabel('LCA 报告（PDF）', { exact: true }).setInputFiles(report);
    const bar = first.getByRole('progressbar', { name: '正在上传…' });
    await expect(bar).toBeVisible(SLOW);
    await expect.poll(() => silent.length).toBe(1);

    // 44 seconds of silence: still waiting.
    await page.clock.fastForward('00:44');
    await expect(bar).toBeVisible();
    await expect(first.getByRole('alert')).toHaveCount(0);
    // Past 45: given up, in words about the connection, with the way on.
    await page.clock.fastForward('00:02');
    await expect(first.getByRole('alert')).toHaveText(
      '上传中断：45 秒内没有任何进展。请检查网络后重新选择文件。',
    );
    await expect(bar).toBeHidden();
    await expect(first.getByRole('textbox', { name: '产品名称' })).toHaveValue('信号中断的冷轧板');

    // The line is back: the same file chosen again goes through.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await upload(first, 'LCA 报告（PDF）', report);
    await expect(first.getByRole('alert')).toHaveCount(0);
    expectCleanPage(watch);
  });

  test('a session that ends while the form is open loses nothing, and no other account sees the draft (zh)', async ({
    page,
    watch,
  }) => {
    test.setTimeout(180_000);
    await devLogin(page, '13800138000');
    await page.addInitScript(() => window.localStorage.setItem('applyForm.tourSeen', '1'));
    await page.goto('/epd/epdApplyFor');
    await expect(page.getByRole('heading', { level: 1, name: 'EPD / CFP 申请' })).toBeVisible(SLOW);
    const product = products(page).nth(0);
    const pcr = await chooseTypeAndPcr(product, ZH, 'CFP', 0);
    await product.getByRole('textbox', { name: '产品名称' }).fill('会话过期前的热轧卷');
    await upload(product, 'LCA 报告（PDF）', {
      name: '过期前-LCA.pdf',
      mimeType: 'application/pdf',
      buffer: await pdfFile('Before the session ended'),
    });

    // The session ends (the cookie is gone): the page asks for a login, and the form comes back after it.
    await page.context().clearCookies();
    await page.reload();
    await expect(page.getByRole('dialog')).toBeVisible(SLOW);
    await devLogin(page, '13800138000');
    await page.goto('/epd/epdApplyFor');
    await expect(
      page.getByRole('status').filter({ hasText: '已恢复您在此窗口中尚未提交的申请内容' }),
    ).toBeVisible(SLOW);
    await expect(product.getByRole('combobox', { name: 'PCR 编号' })).toHaveValue(pcr);
    await expect(product.getByRole('combobox', { name: '申请类型' })).toHaveValue('CFP');
    await expect(product.getByRole('textbox', { name: '产品名称' })).toHaveValue('会话过期前的热轧卷');
    await expect(product.getByText('过期前-LCA.pdf', { exact: true })).toBeVisible();

    // Another company signing in at this computer starts from an empty form.
    await devLogin(page, '13700137000');
    await page.goto('/epd/epdApplyFor');
    await expect(page.getByRole('heading', { level: 1, name: 'EPD / CFP 申请' })).toBeVisible(SLOW);
    await expect(products(page).nth(0).getByRole('textbox', { name: '产品名称' })).toHaveValue('');
    await expect(page.getByText('过期前-LCA.pdf')).toHaveCount(0);

    // Back as the first company: "start over" empties the form and forgets the draft.
    await devLogin(page, '13800138000');
    await page.goto('/epd/epdApplyFor');
    await expect(product.getByRole('textbox', { name: '产品名称' })).toHaveValue('会话过期前的热轧卷', SLOW);
    await page.getByRole('button', { name: '清空重填' }).click();
    await expect(product.getByRole('textbox', { name: '产品名称' })).toHaveValue('');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'EPD / CFP 申请' })).toBeVisible(SLOW);
    await expect(products(page).nth(0).getByRole('textbox', { name: '产品名称' })).toHaveValue('');
    await expect(page.getByRole('status').filter({ hasText: '已恢复' })).toHaveCount(0);
    expectCleanPage(watch);
  });

  test('the form shows the session’s company, never the query’s (en)', async ({ page, watch }) => {
    await devLogin(page, '13800138000');
    await page.addInitScript(() => window.localStorage.setItem('applyForm.tourSeen', '1'));
    await page.goto('/en/epd/epdApplyFor?companyName=Someone%20Else%20Ltd');
    await expect(page.getByRole('heading', { level: 1, name: 'Apply for an EPD or CFP' })).toBeVisible(SLOW);
    await expect(page.getByTestId('apply-company')).not.toHaveText(/Someone Else/);
    await expect(page.getByTestId('apply-company')).toHaveText(/\S/);
    await expectNoMissingMessages(page);
    expectCleanPage(watch);
  });
});
