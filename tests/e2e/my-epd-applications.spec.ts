import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectCleanPage, expectNoMissingMessages, test, UPSTREAM_URL } from './support/fixtures';
import { pdfFile } from './support/files';
import { devLogin } from './support/login';
import { epdCard } from './support/epd';
import { CODE_MARKS, firstLoadHas, firstLoadHasZod } from './support/first-load';
import { devApplicationStep, devGet, liveTokens } from './support/upstream-dev';

/**
 * "My EPD" (business.md 2.2, 3, 4) with the demo account's seeded applications (upstream README):
 * 1 published (CFP), 2 LCA correction requested, 3 contract awaiting, 4 quote awaiting. Each test
 * changes its own application only. The portal's token never appears in a URL the browser saw.
 */
const DEMO = '13800138000';

async function sessionToken(): Promise<string> {
  const tokens = await liveTokens(DEMO);
  expect(tokens.length).toBeGreaterThan(0);
  return tokens[0]!;
}

/** Every URL the page asked for, to prove no token travels in one. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

async function expectNoTokenIn(urls: string[]) {
  const tokens = await liveTokens(DEMO);
  for (const url of urls) {
    expect(url).not.toMatch(/authorization=/i);
    for (const token of tokens) expect(url).not.toContain(token);
  }
}

function card(page: Page, name: string | RegExp) {
  return page.getByRole('article', { name });
}

test.describe('My EPD applications', () => {
  // Long flows with several upstream steps and drawn files, on a loaded machine: each waits for states.
  test.describe.configure({ timeout: 180_000 });

  test('confirms a service quote and downloads its PDF (zh)', async ({ page, watch }) => {
    const urls = recordUrls(page);
    await devLogin(page, DEMO);
    await page.goto('/epd/mineEpd?type=EPD');
    await expect(page.getByRole('heading', { level: 1, name: '我的 EPD' })).toBeVisible();
    const application = card(page, '冷轧电工钢 B35A300');
    await expect(application.getByText(/服务报价：\s*待确认/)).toBeVisible();
    // The seven nodes, the first reached with its date.
    await expect(application.getByRole('list', { name: '申请进度' }).getByRole('listitem')).toHaveCount(7);
    // The dialogs (Radix, the quote and contract reads, the correction forms) come when one opens,
    // the endpoints' declarations (and zod) with the first read or answer.
    expect(await firstLoadHas(page, '/epd/mineEpd?type=EPD', CODE_MARKS.radixDialog)).toBe(false);
    expect(await firstLoadHasZod(page, '/epd/mineEpd?type=EPD')).toBe(false);

    await application.getByRole('button', { name: '确认服务报价' }).click();
    const dialog = page.getByRole('dialog', { name: '服务报价' });
    await expect(dialog.getByText('待确认')).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: '下载报价单（PDF）' }).click()]);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

    // A double tap sends one answer: confirmed, said so, nothing refused beside it.
    const answers: string[] = [];
    page.on('request', (request) => void (request.method() === 'POST' && request.url().includes('/quote') && answers.push(request.url())));
    await dialog.getByRole('button', { name: '确认', exact: true }).dblclick();
    await expect(dialog.getByText('已确认', { exact: true })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '已确认报价。' })).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: '确认', exact: true })).toHaveCount(0);
    await expect.poll(() => answers).toHaveLength(1);
    await page.keyboard.press('Escape');
    await expect(application.getByText(/服务报价：\s*已确认/)).toBeVisible();
    await expectNoMissingMessages(page);
    await expectNoTokenIn(urls);
    expectCleanPage(watch);
  });

  test('refuses a contract after being asked once more, a refused confirm shows the contract as it now is, then signs the next one (en)', async ({ page, watch }) => {
    const urls = recordUrls(page);
    await devLogin(page, DEMO);
    await page.goto('/en/epd/mineEpd?type=EPD');
    const application = card(page, /DX54D\+Z/);
    await application.getByRole('button', { name: 'Review the contract' }).click();
    let dialog = page.getByRole('dialog', { name: 'Contract' });
    await expect(dialog.getByText('Awaiting your confirmation')).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Download contract/ })).toBeVisible();
    // Declining cannot be taken back: it asks once more, and "Go back" leaves the contract as it was.
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await expect(dialog.getByText('Decline this contract? You can’t take this back')).toBeVisible();
    await dialog.getByRole('button', { name: 'Go back' }).click();
    await expect(dialog.getByRole('button', { name: 'Confirm', exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await dialog.getByRole('button', { name: 'Yes, decline' }).click();
    await expect(dialog.getByText('Declined')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Contract declined.' })).toBeVisible();
    await page.keyboard.press('Escape');

    // The platform sends a new contract; meanwhile a colleague declines it upstream before this user confirms.
    await devApplicationStep(3, 'contract');
    await page.reload();
    await application.getByRole('button', { name: 'Review the contract' }).click();
    dialog = page.getByRole('dialog', { name: 'Contract' });
    await expect(dialog.getByText('Awaiting your confirmation')).toBeVisible();
    const contract = (await devGet<{ contractId: number }>('/__dev/applications/3')).contractId;
    const refused = await fetch(`${UPSTREAM_URL()}/p/contract/refuse`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: await sessionToken(), 'accept-language': 'en' },
      body: JSON.stringify({ applyId: 3, id: contract }),
    });
    expect(((await refused.json()) as { code: number }).code).toBe(1);
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('This contract is not awaiting your confirmation');
    // Read again as the platform has it now: declined, so nothing is left to answer.
    await expect(dialog.getByText('Declined')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Decline' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await devApplicationStep(3, 'contract');
    await page.reload();
    await application.getByRole('button', { name: 'Review the contract' }).click();
    dialog = page.getByRole('dialog', { name: 'Contract' });
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(dialog.getByText('Signed')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(application.getByText(/Contract:\s*Signed/)).toBeVisible();
    await expectNoTokenIn(urls);
    expectCleanPage(watch);
  });

  test('corrects the LCA data, is published, and downloads the certificate and carbon mark (en)', async ({ page, watch }) => {
    const urls = recordUrls(page);
    await devLogin(page, DEMO);
    await page.goto('/en/epd/mineEpd?type=EPD');
    const application = card(page, /H2-DRI|氢基竖炉低碳热轧钢卷|hot-rolled/i).filter({ has: page.getByRole('button', { name: 'Correct LCA data' }) });
    const title = (await application.getAttribute('aria-label'))!;
    await application.getByRole('button', { name: 'Correct LCA data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Correct LCA data' });
    await dialog.getByLabel('New LCA report (PDF)', { exact: true }).setInputFiles({ name: 'corrected-lca.pdf', mimeType: 'application/pdf', buffer: await pdfFile('Corrected LCA report') });
    await expect(dialog.getByText('corrected-lca.pdf')).toBeVisible();
    // The one button sends the file chosen, then confirms: nothing chosen is left behind.
    await dialog.getByRole('button', { name: 'Confirm data change' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Your corrected data has been sent.' })).toBeVisible();
    // The file went with it: the application's details list it.
    await card(page, title).getByRole('button', { name: 'Details' }).click();
    await expect(page.getByRole('dialog', { name: 'Application details' }).getByText('corrected-lca.pdf')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Correct LCA data' })).toHaveCount(0);
    expect((await devGet<{ lcaValidateStatus: number }>('/__dev/applications/2')).lcaValidateStatus).toBe(0);

    // The platform publishes: the product is public, in the search and on its page.
    const published = await devApplicationStep(2, 'publish');
    const epdId = published.epdIds![0]!;
    await page.reload();
    const row = page
      .getByRole('list', { name: 'Published products' })
      .getByRole('listitem')
      .filter({ has: page.locator(`a[href$="/app/epd/${epdId}"]`) });
    await expect(row).toBeVisible();

    const [certificate] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: 'Certificate' }).click()]);
    expect((await readFile((await certificate.path())!)).subarray(0, 4).toString('latin1')).toBe('%PDF');
    const [mark] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: 'Carbon mark' }).click()]);
    expect([...(await readFile((await mark.path())!)).subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

    const productPage = await page.goto(`/app/epd/${epdId}`);
    expect(productPage?.status()).toBe(200);
    await page.goto(`/epd/epdSearch?keyword=${encodeURIComponent('氢基竖炉')}`);
    await expect(epdCard(page, epdId)).toBeVisible();
    await expectNoTokenIn(urls);
    expectCleanPage(watch);
  });

  test('the old address keeps the tab, and the CFP tab shows the published application (zh)', async ({ page }) => {
    await devLogin(page, DEMO);
    await page.goto('/Epd/mineEpd?type=CFP');
    await expect(page).toHaveURL(/\/epd\/mineEpd\?type=CFP$/);
    await expect(page.getByRole('link', { name: 'CFP 申请' })).toHaveAttribute('aria-current', 'page');
    const application = card(page, '氢基竖炉低碳热轧钢卷');
    await expect(application.getByText('已发布', { exact: true })).toBeVisible();
    await expect(application.getByRole('link', { name: '下载证书' })).toBeVisible();
  });

  test('the old address keeps the host the user came by, and with it the session (en)', async ({ page }) => {
    // The portal's own origin is localhost; a user who reached it by another name keeps that name.
    const other = process.env.E2E_PORTAL_URL!.replace('localhost', '127.0.0.1');
    const signIn = await page.request.post(`${other}/api/dev/session`, { data: { account: DEMO }, headers: { origin: process.env.E2E_PORTAL_URL! } });
    expect(signIn.status(), await signIn.text()).toBe(200);
    await page.goto(`${other}/en/Epd/mineEpd?type=CFP`);
    await expect(page).toHaveURL(`${other}/en/epd/mineEpd?type=CFP`);
    await expect(card(page, '氢基竖炉低碳热轧钢卷')).toBeVisible();
  });
});
