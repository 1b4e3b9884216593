import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectCleanPage, expectNoMissingMessages, test, UPSTREAM_URL } from './support/fixtures';
import { pdfFile, pngImage, zipFile } from './support/files';
import {
  devApplicationStep,
  devGet,
  devPost,
  freshMobile,
  latestCode,
  liveTokens,
  solveSliderCaptcha,
} from './support/upstream-dev';

/**
 * One application followed from end to end, as the platform's heart (business.md 1–9): a company
 * that did not exist when the run began registers, is approved, authenticates itself, applies for
 * an EPD, follows its application node by node while the platform's back office (the reference
 * upstream's /__dev/ operations) quotes, sends the contract, calculates and publishes, confirms
 * the quote and the contract in My EPD, downloads its certificate, and lands on the public product
 * page a buyer's QR scan opens. Everything the company does, it does in the browser.
 */
const SLOW = { timeout: 30_000 };

type ListItem = { id: number; productName: string };

/**
 * The application's id, as the platform lists it to its owner (the test reads it, the page never
 * shows it): from the one carbon application list, asked with no request fields (business.md 7).
 */
async function applicationId(account: string, productName: string): Promise<number> {
  const [token] = await liveTokens(account);
  const answer = await fetch(`${UPSTREAM_URL()}/n/carbon/list`, {
    headers: { authorization: token!, 'accept-language': 'zh-CN' },
  });
  const list = ((await answer.json()) as { data: ListItem[] }).data;
  const found = list.find((item) => item.productName.includes(productName));
  expect(found, `application for ${productName}`).toBeDefined();
  return found!.id;
}

/** The card's timeline node (1–7): reached when it shows its date instead of "not started". */
function node(card: ReturnType<Page['getByRole']>, number: number) {
  return card
    .getByRole('list', { name: '申请进度' })
    .getByRole('listitem')
    .nth(number - 1);
}

async function pickFirst(select: ReturnType<Page['getByRole']>) {
  await expect(select.locator('option:not([value=""])').first()).toBeAttached(SLOW);
  await select.selectOption((await select.locator('option:not([value=""])').first().getAttribute('value'))!);
}

test.describe('a declaration, from a new company to its public product page', () => {
  // Runs in the 'publishing' project (playwright.config.ts), after the other browser tests.
  test('register, authenticate, apply, confirm quote and contract, publish, certificate, product page (zh)', async ({
    page,
    watch,
  }, testInfo) => {
    test.setTimeout(420_000);
    const mobile = freshMobile();
    const suffix = mobile.slice(-4);
    const companyName = `江苏沙钢测试${suffix}钢铁有限公司`;
    const productName = `低碳热轧卷板${suffix}`;

    // 1. Registration (accounts.md 2.8), then the back office approves it.
    await page.goto('/register');
    const agreement = page.getByRole('dialog', { name: '用户协议' });
    await page.getByTestId('agreement-text').evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
    await agreement.getByRole('button', { name: '同意' }).click();
    await page.getByRole('textbox', { name: '手机号', exact: true }).fill(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await solveSliderCaptcha(page);
    await expect(page.getByText('验证码已发送，5 分钟内有效。')).toBeVisible(SLOW);
    await page.getByRole('textbox', { name: '短信验证码' }).fill(await latestCode(mobile));
    await page.getByRole('textbox', { name: '企业名称' }).fill(companyName);
    await page.getByRole('combobox', { name: '所属行业' }).selectOption({ index: 1 });
    await page.getByRole('combobox', { name: '企业性质' }).selectOption({ index: 1 });
    await page.getByRole('button', { name: '注册', exact: true }).click();
    await expect(page.getByRole('heading', { name: '注册信息已提交' })).toBeVisible(SLOW);
    const user = await devGet<{ id: number }>(`/__dev/users/${mobile}`);
    await devPost(`/__dev/users/${user.id}/audit`, { auditStatus: 1 });

    // 2. Registration signed the company in; approved, it may apply, and is sent to authenticate first.
    await page.goto('/Epd');
    await expect(page.getByRole('heading', { level: 1, name: 'EPD 申请服务' })).toBeVisible(SLOW);
    await page.getByRole('button', { name: '立即申请' }).click();
    await expect(page).toHaveURL(/\/enterprise$/, SLOW);

    // 3. Company authentication (business.md 2.1), approved by the back office.
    await page.getByRole('textbox', { name: '统一社会信用代码' }).fill(`91320582MA${suffix}Q8XK`);
    await page.getByRole('textbox', { name: '企业名称' }).fill(companyName);
    await page.getByRole('textbox', { name: '企业邮箱' }).fill(`epd${suffix}@shagang-demo.example`);
    await page.getByRole('textbox', { name: '法定代表人' }).fill('沈文');
    await page.getByRole('combobox', { name: '省份' }).selectOption({ label: '江苏省' });
    await expect(page.getByRole('combobox', { name: '城市' })).toBeEnabled();
    await page.getByRole('combobox', { name: '城市' }).selectOption({ label: '苏州市' });
    await page.getByRole('textbox', { name: '详细地址' }).fill('张家港市锦丰镇沙钢工业园 1 号');
    await page.getByRole('textbox', { name: '邮政编码' }).fill('215625');
    await page.getByRole('textbox', { name: '联系人' }).fill('沈文');
    await page.getByRole('textbox', { name: '联系电话' }).fill('0512-58568888');
    await page
      .getByLabel('营业执照（图片）', { exact: true })
      .setInputFiles({ name: '营业执照.png', mimeType: 'image/png', buffer: pngImage() });
    await expect(page.getByText('营业执照.png')).toBeVisible(SLOW);
    await page
      .getByLabel('开票信息（图片）', { exact: true })
      .setInputFiles({ name: '开票信息.png', mimeType: 'image/png', buffer: pngImage(80, 50) });
    await expect(page.getByText('开票信息.png')).toBeVisible(SLOW);
    await page.getByRole('button', { name: '提交审核' }).click();
    await expect(page.getByText('认证审核中', { exact: true })).toBeVisible(SLOW);
    await devPost(`/__dev/companies/${user.id}/review`, { companyStatus: 1 });

    // 4. The application form (business.md 2.2, 3, 5): one product, its LCA report and data sheet.
    await page.goto('/Epd');
    await page.getByRole('button', { name: '立即申请' }).click();
    await expect(page).toHaveURL(/\/epd\/epdApplyFor\?companyName=/, SLOW);
    const tour = page.locator('.driver-popover');
    await expect(tour).toBeVisible(SLOW);
    await page.keyboard.press('Escape');
    await expect(tour).toBeHidden();
    await expect(page.getByTestId('apply-company')).toHaveText(companyName);
    const product = page.getByTestId('apply-product').first();
    // business.md 3: each item of the form has its own product type and PCR.
    await product.getByRole('combobox', { name: '申请类型' }).selectOption('EPD');
    await pickFirst(product.getByRole('combobox', { name: 'PCR 编号' }));
    await product.getByRole('textbox', { name: '产品名称' }).fill(productName);
    await pickFirst(product.getByRole('combobox', { name: '工艺类别' }));
    await pickFirst(product.getByRole('combobox', { name: '工艺路线' }));
    await product.getByLabel('LCA 报告（PDF）', { exact: true }).setInputFiles({
      name: `${productName}-LCA报告.pdf`,
      mimeType: 'application/pdf',
      buffer: await pdfFile('LCA report'),
    });
    await expect(product.getByText(`${productName}-LCA报告.pdf`, { exact: true })).toBeVisible(SLOW);
    await product.getByLabel('数据收集表（ZIP）', { exact: true }).setInputFiles({
      name: `${productName}-数据.zip`,
      mimeType: 'application/zip',
      buffer: zipFile('data.csv', 'item,value\nscrap,0.92\n'),
    });
    await expect(product.getByText(`${productName}-数据.zip`, { exact: true })).toBeVisible(SLOW);
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'EPD 申请已提交' })).toBeVisible(SLOW);

    // 5. My EPD: the application at node 1, from what the spec's calls say; the platform quotes, the company confirms.
    await page.goto('/epd/mineEpd?type=EPD');
    const card = page.getByRole('article', { name: productName });
    await expect(card).toBeVisible(SLOW);
    await expect(node(card, 1)).not.toContainText('未开始');
    await expect(node(card, 2)).toContainText('未开始');
    await expect(card.getByText(/服务报价：\s*暂未报价/)).toBeVisible();
    const id = await applicationId(mobile, productName);
    await devApplicationStep(id, 'quote');
    await page.reload();
    await card.getByRole('button', { name: '确认服务报价' }).click();
    const quote = page.getByRole('dialog', { name: '服务报价' });
    await expect(quote.getByText('待确认')).toBeVisible(SLOW);
    await quote.getByRole('button', { name: '确认', exact: true }).click();
    await page
      .getByRole('dialog', { name: '确认接受这份报价？' })
      .getByRole('button', { name: '确认接受报价' })
      .click();
    await expect(quote.getByText('已确认')).toBeVisible(SLOW);
    await page.keyboard.press('Escape');
    await expect(card.getByText(/服务报价：\s*已确认/)).toBeVisible();

    // 6. The contract: sent by the platform, signed by the company; node 2 then node 3.
    await devApplicationStep(id, 'contract');
    await page.reload();
    await card.getByRole('button', { name: '确认合同' }).click();
    const contract = page.getByRole('dialog', { name: '合同' });
    await expect(contract.getByText('待确认')).toBeVisible(SLOW);
    await contract.getByRole('button', { name: '确认', exact: true }).click();
    await page
      .getByRole('dialog', { name: '确认签署这份合同？' })
      .getByRole('button', { name: '确认签署合同' })
      .click();
    await expect(contract.getByText('已签署')).toBeVisible(SLOW);
    await page.keyboard.press('Escape');
    await expect(card.getByText(/合同：\s*已签署/)).toBeVisible();
    await expect(node(card, 3)).not.toContainText('未开始');
    await expect(node(card, 4)).toContainText('未开始');

    // 7. Calculation, verification and report production, then publication.
    await devApplicationStep(id, 'advance', { node: 6 });
    const published = await devApplicationStep(id, 'publish');
    const epdId = published.epdIds![0]!;
    await page.reload();
    await expect(node(card, 6)).not.toContainText('未开始');
    await expect(node(card, 7)).not.toContainText('未开始');
    // One certificate and one carbon mark for the application, by its id (business.md 7).
    const files = card.getByRole('group', { name: '证书与碳标识' });
    await expect(files).toBeVisible(SLOW);
    await expect(files.getByRole('link', { name: '下载证书' })).toHaveAttribute(
      'href',
      `/api/applications/mine/${id}/download/certificate`,
    );
    await page.screenshot({ path: testInfo.outputPath('mine-epd-published.png'), fullPage: true });
    const [certificate] = await Promise.all([
      page.waitForEvent('download'),
      files.getByRole('link', { name: '下载证书' }).click(),
    ]);
    expect((await readFile((await certificate.path())!)).subarray(0, 4).toString('latin1')).toBe('%PDF');
    await expectNoMissingMessages(page);

    // 8. The public product page, as a buyer who scanned the QR code sees it: no session needed.
    await page.context().clearCookies();
    await page.goto(`/app/epd/${epdId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);
    await expect(page.getByRole('main').getByText(companyName).first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('product-page.png'), fullPage: true });
    expectCleanPage(watch);
  });
});
