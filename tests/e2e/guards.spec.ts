import type { APIRequestContext } from '@playwright/test';
import { expect, expectCleanPage, test } from './support/fixtures';
import { firstLoadHasZod } from './support/first-load';
import { devLogin } from './support/login';
import { devPost, liveTokens } from './support/upstream-dev';

test.describe('guards: each demo account meets its gate', () => {
  // One after another: the last test ends an account's tokens upstream.
  test.describe.configure({ mode: 'serial' });
  test('a visitor asking for /user is asked to log in, then lands on /user (zh)', async ({ page }) => {
    await page.goto('/user');
    await expect(page).toHaveURL(/\/\?login=required&redirect=%2Fuser$/);
    const dialog = page.getByRole('dialog', { name: '登录平台' });
    await expect(dialog.getByText('您还未登录，请先登录。')).toBeVisible();
    await dialog.getByRole('tab', { name: '邮箱登录' }).click();
    await dialog.getByRole('textbox', { name: '邮箱', exact: true }).fill('demo@lowcarbonsteel.example');
    await dialog.getByLabel('密码', { exact: true }).fill('Demo2026pass');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/\/user$/);
    await expect(page.getByRole('heading', { name: '个人中心' })).toBeVisible();
  });

  test('audit status 0: the personal centre is open, company authentication is blocked (en)', async ({
    page,
    watch,
  }) => {
    await devLogin(page, '13600136000');
    await page.goto('/en/user');
    await expect(page.getByText('Registration under review')).toBeVisible();
    await page.goto('/en/enterprise');
    await expect(
      page.getByRole('heading', { name: 'Your personal information is under review' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the personal centre' })).toBeVisible();
    expectCleanPage(watch);
  });

  test('audit status 0 or 2: a template is refused with the reason, in the browser and at the BFF (en)', async ({
    page,
  }) => {
    await devLogin(page, '13600136000');
    await page.goto('/en/Epd');
    const template = page.getByTestId('apply-templates').getByRole('link').first();
    await template.click();
    await expect(
      page.getByText(
        'Your personal information is under review. Downloads are available once it is approved.',
      ),
    ).toBeVisible();
    const href = (await template.getAttribute('href'))!;
    for (const [account, code] of [
      ['13600136000', 'AUDIT_PENDING'],
      ['13500135000', 'AUDIT_REJECTED'],
    ] as const) {
      await devLogin(page, account);
      for (const path of [href, '/api/files/lces-templates/lces-data-collection.xlsx']) {
        const answer = await page.request.get(path);
        expect(answer.status(), `${account} ${path}`).toBe(403);
        expect((await answer.json()).error.code).toBe(code);
      }
    }
  });

  test('audit status 2: business pages send the user to correct the registration, with the reason (zh)', async ({
    page,
  }) => {
    await devLogin(page, '13500135000');
    await page.goto('/enterprise');
    await expect(page).toHaveURL(/\/userinfo$/);
    await expect(page.getByText('注册信息未通过审核，请重新填写企业名称', { exact: true })).toBeVisible();
    await expect(page.getByText('未通过原因：')).toBeVisible();
    await expect(page.getByRole('textbox', { name: '企业名称' })).toHaveValue('鑫达钢贸');
  });

  test('company status 0: /enterprise goes home saying the authentication is under review (en)', async ({
    page,
  }) => {
    await devLogin(page, '13300133000');
    await page.goto('/en/enterprise');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByText('Your company authentication is under review')).toBeVisible();
    await page.goto('/en/user');
    await expect(page.getByText('Authentication under review')).toBeVisible();
  });

  test('company status 1: /enterprise goes home; the personal centre offers to change the e-mail (zh)', async ({
    page,
  }) => {
    await devLogin(page, 'demo@lowcarbonsteel.example');
    await page.goto('/enterprise');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('企业已完成认证')).toBeVisible();
    await page.goto('/user');
    await expect(page.getByRole('button', { name: '修改邮箱' })).toBeVisible();
    // An e-mail account has a password to change; the authenticate button is gone.
    await expect(page.getByRole('link', { name: '修改密码' })).toBeVisible();
    await expect(page.getByRole('link', { name: '去企业认证' })).toHaveCount(0);
  });

  test('company status 2 may authenticate again; a phone account has no password to change (en)', async ({
    page,
  }) => {
    await devLogin(page, '13200132000');
    await page.goto('/en/user');
    await expect(page.getByText('Authentication not approved')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Change password' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Authenticate the company' }).click();
    await expect(page).toHaveURL(/\/en\/enterprise$/);
    await expect(page.getByRole('heading', { name: 'Company authentication' })).toBeVisible();
    // The change-password page itself refuses an account without a password.
    await page.goto('/en/changepassword');
    await expect(page).toHaveURL(/\/en\/user$/);
  });

  test('the header menu: a third-party agency sees its entry; signed-in users lose the 2nd and 3rd entries (zh)', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: '主菜单' }).first();
    await expect(nav.getByRole('button', { name: 'EPD', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: '第三方机构' })).toHaveCount(0);
    // accounts.md 2.1 with the reference upstream's menu (DESIGN.md): the 2nd and 3rd entries are for visitors.
    await expect(nav.getByRole('link', { name: '加入平台', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: '登录', exact: true })).toBeVisible();

    await devLogin(page, '13700137000');
    await page.goto('/');
    await expect(nav.getByRole('link', { name: '第三方机构' })).toBeVisible();
    await expect(nav.getByRole('link', { name: '加入平台', exact: true })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: '登录', exact: true })).toHaveCount(0);
    // A signed-in user keeps the EPD search in the header.
    await expect(nav.getByRole('button', { name: 'EPD', exact: true })).toBeVisible();
    await expect(
      page.locator('header summary').filter({ hasText: '上海碳衡认证技术有限公司' }),
    ).toBeVisible();
  });

  test('audit status 0: the mobile PDF viewer checks the audit itself and shows why instead of its shell (en)', async ({
    page,
  }) => {
    // The proxy leaves a block to the page (it stays, with the reason): the page must apply it.
    await devLogin(page, '13600136000');
    await page.goto('/en/apppdf/41');
    await expect(page).toHaveURL(/\/en\/apppdf\/41$/);
    await expect(
      page.getByRole('heading', { name: 'Your personal information is under review' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Declaration report' })).toHaveCount(0);
  });

  test('a session the upstream no longer knows ends with a request to log in again: the login expired (en)', async ({
    page,
  }) => {
    await devLogin(page, '13600136000');
    await page.goto('/en/user');
    await expect(page.getByRole('heading', { name: 'Personal centre' })).toBeVisible();
    // The platform ends the token on its side (as an expiry or a logout elsewhere would).
    for (const token of await liveTokens('13600136000')) {
      await fetch(`${process.env.E2E_UPSTREAM_URL}/p/user/logout`, { headers: { authorization: token } });
    }
    await page.goto('/en/user');
    // Said as what happened, not "you are not logged in" (resilience review, stop 24).
    await expect(page).toHaveURL(/\/en\?login=expired&redirect=%2Fuser$/);
    await expect(
      page
        .getByRole('dialog')
        .getByText('Your login has expired. Please log in again to return to the page you were on.'),
    ).toBeVisible();
    expect((await (await page.request.get('/api/session')).json()).data.user).toBeNull();
    // The proxy's guard, which reads the cookie alone, says the same until the next login.
    await page.goto('/en/user');
    await expect(page).toHaveURL(/\/en\?login=expired&redirect=%2Fuser$/);
    await expect(
      page
        .getByRole('dialog')
        .getByText('Your login has expired. Please log in again to return to the page you were on.'),
    ).toBeVisible();
  });

  test('a rejected registration is corrected and goes back to review (zh)', async ({ page }) => {
    // The back office rejects 13600136000's registration (it returns to review at the end).
    await devPost('/__dev/users/3/audit', {
      auditStatus: 2,
      reasonReject: '<p>企业名称与营业执照不一致，请<b>按执照全称</b>填写。</p>',
    });
    await devLogin(page, '13600136000');
    await page.goto('/userinfo');
    await expect(page.getByText('企业名称与营业执照不一致')).toBeVisible();
    // The form's schema and its endpoint's declaration, with zod, come after the page.
    expect(await firstLoadHasZod(page, '/userinfo')).toBe(false);
    await page.getByRole('textbox', { name: '企业名称' }).fill('');
    await page.getByRole('button', { name: '提交' }).click();
    await expect(page.getByText('请输入企业名称。')).toBeVisible();
    await page.getByRole('textbox', { name: '企业名称' }).fill('  河北冀东精密带钢股份有限公司  ');
    await page.getByRole('combobox', { name: '企业类型' }).selectOption({ index: 1 });
    await page.getByRole('button', { name: '提交' }).click();
    await expect(page).toHaveURL(/\/user$/);
    await expect(page.getByText('注册审核中')).toBeVisible();
    await expect(page.getByRole('main').getByText('河北冀东精密带钢股份有限公司')).toBeVisible();
  });
});

test('a visitor opening a PDF link from a product QR code logs in on the mobile login page (zh)', async ({
  page,
}) => {
  await page.goto('/apppdf/41');
  await expect(page).toHaveURL(/\/Loginapp\?id=41$/);
  await expect(page.getByText('登录后即可查看该声明的 PDF 报告')).toBeVisible();
});

// The proxy's guard reads the path as the router resolves it (lib/i18n/routed-pathname.ts): an
// encoded, double-encoded or dot-segment spelling of a guarded route meets the guard of that route,
// in the proxy, before any page renders (a redirect without a page behind it).
test.describe('the guard reads the path the router reads', () => {
  /** Where `path` is sent, as a path with its query, and whether a page was rendered on the way. */
  async function redirectOf(request: APIRequestContext, path: string) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(307);
    const to = new URL(answer.headers()['location']!, process.env.E2E_PORTAL_URL);
    return { to: to.pathname + to.search, rendered: (await answer.text()).includes('<html') };
  }

  test('audit status 2: every spelling of a guarded route goes to /userinfo from the proxy (zh, en)', async ({
    page,
  }) => {
    await devLogin(page, '13500135000');
    const cases = [
      ['/%61pppdf/41', '/userinfo?notice=auditRejected'],
      ['/%61%70%70%70%64%66/41', '/userinfo?notice=auditRejected'],
      ['/%65n/%61pppdf/41', '/en/userinfo?notice=auditRejected'],
      ['/x/%252e%252e/apppdf/41', '/userinfo?notice=auditRejected'],
      ['/%61pppdf%09/41', '/userinfo?notice=auditRejected'],
      ['/%65pd/%6DineEpd', '/userinfo?notice=auditRejected'],
      ['/en/%65nterprise', '/en/userinfo?notice=auditRejected'],
      ['/Pcr/%70cr%41pplyFor', '/userinfo?notice=auditRejected'],
      // A report id with a dot still renders the viewer: it is a page, not a file.
      ['/en/apppdf/41.pdf', '/en/userinfo?notice=auditRejected'],
    ] as const;
    for (const [path, target] of cases)
      expect(await redirectOf(page.request, path), path).toEqual({ to: target, rendered: false });

    // In the browser too, with a spelling it sends as it is: the page the router would render is never shown.
    await page.goto('/x/%252e%252e/apppdf/41');
    await expect(page).toHaveURL(/\/userinfo$/);
    await expect(page.getByText('注册信息未通过审核，请重新填写企业名称', { exact: true })).toBeVisible();
  });

  test('a visitor: every spelling of a guarded route asks to log in from the proxy; other spellings are unknown paths (zh, en)', async ({
    request,
  }) => {
    const cases = [
      ['/%75ser', '/?login=required&redirect=%2Fuser'],
      ['/en/%75%73%65%72', '/en?login=required&redirect=%2Fuser'],
      ['/%61pppdf/41', '/Loginapp?id=41'],
      ['/x/%2e%2E/%74extmessage/7', '/?login=required&redirect=%2Ftextmessage%2F7'],
      ['/x/%252e%252e/epd/%6DineEpd', '/?login=required&redirect=%2Fepd%2FmineEpd'],
      ['/%64tpfg/dtpfg%41pplyFor', '/?login=required&redirect=%2Fdtpfg%2FdtpfgApplyFor'],
    ] as const;
    for (const [path, target] of cases)
      expect(await redirectOf(request, path), path).toEqual({ to: target, rendered: false });
    // The router matches a route's name case-sensitively and decodes it once: these are no routes.
    for (const path of ['/APPPDF/41', '/%41pppdf/41', '/%2561pppdf/41', '/USER'])
      expect((await redirectOf(request, path)).to, path).toBe('/');
  });
});
