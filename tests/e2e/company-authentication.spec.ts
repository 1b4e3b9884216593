import { expect, expectCleanPage, test } from './support/fixtures';
import { pngImage } from './support/files';
import { firstLoadHasZod } from './support/first-load';
import { devLogin } from './support/login';
import { devGet, devPost } from './support/upstream-dev';

test.describe('company authentication', () => {
  // Two uploads, a submission and a review, each a round trip to the platform, on a loaded machine.
  test.describe.configure({ timeout: 120_000 });
  test('submitted with real images, then approved by the platform, with a message in the bell (zh)', async ({
    page,
    watch,
  }) => {
    await devLogin(page, '13100131000');
    await page.goto('/enterprise');
    // The name given at registration starts filled in.
    await expect(page.getByRole('textbox', { name: '企业名称' })).toHaveValue('重庆长渝汽车零部件有限公司');
    // The form's schema and its endpoints' declarations, with zod, come after the page.
    expect(await firstLoadHasZod(page, '/enterprise')).toBe(false);

    // Everything missing: each field says so, and the two documents get their own warnings.
    await page.getByRole('button', { name: '提交审核' }).click();
    await expect(page.getByText('请输入统一社会信用代码。')).toBeVisible();
    await expect(page.getByText('请上传营业执照。')).toBeVisible();
    await expect(page.getByText('请上传开票信息。')).toBeVisible();

    await page.getByRole('textbox', { name: '统一社会信用代码' }).fill('91500000MA5U7Y8X2K1');
    await expect(page.getByRole('textbox', { name: '统一社会信用代码' })).toHaveValue('91500000MA5U7Y8X2K');
    await page.getByRole('textbox', { name: '企业名称' }).fill('钢');
    await page.getByRole('textbox', { name: '企业名称' }).blur();
    await expect(page.getByText('企业名称为 5–32 个字符。')).toBeVisible();
    await page.getByRole('textbox', { name: '企业名称' }).fill('重庆长渝汽车零部件有限公司');
    await page.getByRole('textbox', { name: '企业邮箱' }).fill('compliance@changyu-demo.example');
    await page.getByRole('textbox', { name: '法定代表人' }).fill('李明');
    await page.getByRole('combobox', { name: '省份' }).selectOption({ label: '江苏省' });
    await expect(page.getByRole('combobox', { name: '城市' })).toBeEnabled();
    await page.getByRole('combobox', { name: '城市' }).selectOption({ label: '无锡市' });
    await page.getByRole('textbox', { name: '详细地址' }).fill('锡山区锡北镇工业园 18 号');
    await page.getByRole('textbox', { name: '邮政编码' }).fill('214194');
    await page.getByRole('textbox', { name: '联系人' }).fill('周婷');
    await page.getByRole('textbox', { name: '联系电话' }).fill('0510-88886666');

    // A PNG renamed to .pdf and an image over 5 MB are refused with the right message.
    const licence = page.getByLabel('营业执照（图片）', { exact: true });
    await licence.setInputFiles({ name: '营业执照.pdf', mimeType: 'application/pdf', buffer: pngImage() });
    await expect(page.getByText('文件类型错误，请上传 JPEG 或 PNG 图片。')).toBeVisible();
    const big = Buffer.concat([pngImage(), Buffer.alloc(5 * 1024 * 1024 + 1 - pngImage().length)]);
    await licence.setInputFiles({ name: '营业执照.png', mimeType: 'image/png', buffer: big });
    await expect(page.getByText('文件过大，图片须小于 5 MB。')).toBeVisible();

    await licence.setInputFiles({ name: '营业执照.png', mimeType: 'image/png', buffer: pngImage() });
    // An upload is a round trip to the platform: room for a loaded machine.
    await expect(page.getByText('营业执照.png')).toBeVisible({ timeout: 30_000 });
    // A reload keeps what was typed and the image sent (a draft in this tab), and says so.
    await page.reload();
    await expect(page.getByText('已恢复您之前填写的内容。')).toBeVisible();
    await expect(page.getByRole('textbox', { name: '统一社会信用代码' })).toHaveValue('91500000MA5U7Y8X2K');
    await expect(page.getByRole('textbox', { name: '联系电话' })).toHaveValue('0510-88886666');
    await expect(page.getByRole('combobox', { name: '城市' }).locator('option:checked')).toHaveText(
      '无锡市',
      { timeout: 30_000 },
    );
    await expect(page.getByText('营业执照.png')).toBeVisible();
    await page
      .getByLabel('开票信息（图片）', { exact: true })
      .setInputFiles({ name: '开票信息.png', mimeType: 'image/png', buffer: pngImage(80, 50) });
    await expect(page.getByText('开票信息.png')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: '提交审核' }).click();

    await expect(page).toHaveURL(/\/user$/);
    await expect(page.getByText('认证审核中', { exact: true })).toBeVisible();
    expectCleanPage(watch);

    // The platform approves; the user sees it in the personal centre and in the bell.
    const before = await devGet<{ unreadMessages: number }>('/__dev/users/13100131000');
    await devPost('/__dev/companies/7/review', { companyStatus: 1 });
    await page.reload();
    await expect(page.getByText('已认证', { exact: true })).toBeVisible();
    const unread = before.unreadMessages + 1;
    await expect(page.getByTestId('unread-badge')).toHaveText(unread > 9 ? '9+' : String(unread));
  });

  test('the BFF refuses what the browser would have: a PNG named .pdf, and 5 MB + 1 byte (en)', async ({
    page,
  }) => {
    // Application files are for an authenticated company (the upload passes /epd/epdApplyFor's guard).
    test.setTimeout(60_000);
    await devLogin(page, '13800138000');
    const origin = process.env.E2E_PORTAL_URL!;
    const renamed = await page.request.post('/api/uploads/pdfReport', {
      headers: { origin, 'x-portal-locale': 'en' },
      multipart: {
        businessType: 'LCA',
        file: { name: 'lca-report.pdf', mimeType: 'application/pdf', buffer: pngImage() },
      },
    });
    expect(renamed.status()).toBe(415);
    expect((await renamed.json()).error.message).toBe('Wrong file type: upload a PDF.');
    const bigPdf = await page.request.post('/api/uploads/pdfReport', {
      headers: { origin, 'x-portal-locale': 'en' },
      multipart: {
        businessType: 'LCA',
        file: {
          name: 'lca-report.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(20 * 1024 * 1024)]),
        },
      },
    });
    expect(bigPdf.status()).toBe(413);
    expect((await bigPdf.json()).error.message).toBe('The file is too large. Files must be under 20 MB.');
    // A company that is already authenticated has no licence to send (the /enterprise guard).
    const licence = {
      businessType: 'COMPANY_LICENSE',
      file: { name: 'licence.png', mimeType: 'image/png', buffer: pngImage() },
    };
    const authenticated = await page.request.post('/api/uploads/companyImage', {
      headers: { origin, 'x-portal-locale': 'en' },
      multipart: licence,
    });
    expect(authenticated.status()).toBe(403);

    // Company images are for a company that is not authenticated yet.
    await devLogin(page, '13100131000');
    const tooBig = await page.request.post('/api/uploads/companyImage', {
      headers: { origin, 'x-portal-locale': 'en' },
      multipart: {
        businessType: 'COMPANY_LICENSE',
        file: {
          name: 'licence.png',
          mimeType: 'image/png',
          buffer: Buffer.concat([pngImage(), Buffer.alloc(5 * 1024 * 1024 + 1 - pngImage().length)]),
        },
      },
    });
    expect(tooBig.status()).toBe(413);
    expect((await tooBig.json()).error.message).toBe('The file is too large. Images must be under 5 MB.');
  });
});
