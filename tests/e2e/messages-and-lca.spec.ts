import { loginByEmailInDialog } from './support/epd';
import { CODE_MARKS, firstLoadHas, firstLoadHasZod } from './support/first-load';
import { expect, expectCleanPage, test } from './support/fixtures';
import { holdRequests, pagePayload } from './support/hold';
import { devLogin, loginBySms } from './support/login';
import {
  devGet,
  devPost,
  expireCodes,
  freshMobile,
  latestCode,
  solveSliderCaptcha,
} from './support/upstream-dev';

test.describe('system messages', () => {
  test('a message the platform sends appears in the bell; opening it reads it; mark all read clears the badge (en)', async ({
    page,
    watch,
  }) => {
    await devLogin(page, '13700137000');
    await page.goto('/en');
    const unreadBefore = (await devGet<{ unreadMessages: number }>('/__dev/users/13700137000'))
      .unreadMessages;
    await devPost('/__dev/messages', {
      account: '13700137000',
      sendMsg: '<p>您的 <b>核查报告</b> 已上传。</p>',
      sendMsgEn: '<p>Your <b>verification report</b> is online.<script>alert(1)</script></p>',
    });
    await page.reload();
    await expect(page.getByTestId('unread-badge')).toHaveText(String(unreadBefore + 1));

    await page
      .getByRole('group')
      .filter({ has: page.getByTestId('unread-badge') })
      .locator('summary')
      .click();
    const newest = page.getByRole('link', { name: /Your verification report is online/ });
    await expect(newest).toBeVisible();
    expect(await newest.innerHTML()).not.toContain('<script');

    await page.getByRole('link', { name: 'All messages' }).click();
    await expect(page).toHaveURL(/\/en\/textmessage\/all$/);
    const first = page.getByRole('button', { name: /Your verification report is online/ });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('unread-badge')).toHaveText(String(unreadBefore));

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByText('All messages marked as read.')).toBeVisible();
    await expect(page.getByTestId('unread-badge')).toHaveCount(0);
    expect((await devGet<{ unreadMessages: number }>('/__dev/users/13700137000')).unreadMessages).toBe(0);
    expectCleanPage(watch);
  });

  test('the bell counts a message that arrived while the user moves from page to page, without a reload (zh)', async ({
    page,
    baseURL,
  }) => {
    // An account no other test sends messages to, read to the last message first.
    await devLogin(page, '13000130000');
    const readAll = await page.request.post('/api/messages/read-all', {
      data: {},
      headers: { origin: new URL(baseURL!).origin },
    });
    expect(readAll.ok()).toBe(true);
    await page.goto('/');
    const badge = page.getByTestId('unread-badge');
    await expect(page.getByRole('group').locator('summary').first()).toBeVisible();
    await expect(badge).toHaveCount(0);
    await devPost('/__dev/messages', {
      account: '13000130000',
      sendMsg: '<p>新的核查意见已上传。</p>',
      sendMsgEn: '<p>New verification notes are online.</p>',
    });
    // An in-app link: the header and its bell stay, the page changes.
    await page.getByRole('navigation').getByRole('link', { name: '新闻资讯', exact: true }).first().click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(badge).toHaveText('1');
  });

  for (const [lang, prefix, more] of [
    ['zh', '', '加载更多'],
    ['en', '/en', 'Load more'],
  ] as const) {
    test(`the list shows 4 at a time and "more" loads the rest (${lang})`, async ({ page }) => {
      await devLogin(page, 'demo@lowcarbonsteel.example');
      await page.goto(`${prefix}/textmessage/all`);
      const messages = page.getByRole('main').getByRole('listitem');
      await expect(messages).toHaveCount(4);
      // The list comes rendered; the endpoints' declarations, and zod, come with "more" or a read.
      expect(await firstLoadHasZod(page, `${prefix}/textmessage/all`)).toBe(false);
      await page.getByRole('button', { name: more, exact: true }).click();
      await expect(messages).toHaveCount(7);
      // accounts.md 4.8: "more" hides only once a page brings fewer than 3; the third page brings none.
      await page.getByRole('button', { name: more, exact: true }).click();
      await expect(page.getByRole('button', { name: more, exact: true })).toHaveCount(0);
      await expect(messages).toHaveCount(7);
    });
  }
});

test.describe('system messages opened by their link', () => {
  test("the bell's link reads the message and the count drops without a reload; one beyond page 1 opens too; a failing count is said (zh)", async ({
    page,
  }) => {
    // A fresh account: the counts below are this test's own.
    const mobile = freshMobile();
    await page.goto('/appLogin');
    await loginBySms(page, page, mobile, 'zh');
    await expect(page).toHaveURL(/\/appLoginform/);
    const tag = mobile.slice(-4);
    const ids: number[] = [];
    for (let n = 1; n <= 6; n++) {
      ids.push(
        (
          await devPost<{ id: number }>('/__dev/messages', {
            account: mobile,
            sendMsg: `<p>链接消息 ${tag}-${n}</p>`,
          })
        ).id,
      );
    }
    const unread = async () =>
      (await devGet<{ unreadMessages: number }>(`/__dev/users/${mobile}`)).unreadMessages;
    const before = await unread();

    await page.goto('/');
    const badge = page.getByTestId('unread-badge');
    await expect(badge).toHaveText(String(before));
    await page.getByRole('group').filter({ has: badge }).locator('summary').click();
    await page.getByRole('link', { name: new RegExp(`链接消息 ${tag}-6`) }).click();
    await expect(page).toHaveURL(new RegExp(`/textmessage/${ids[5]}$`));
    await expect(page.getByRole('button', { name: new RegExp(`链接消息 ${tag}-6`) })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(badge).toHaveText(String(before - 1));
    await expect.poll(unread).toBe(before - 1);

    // The oldest is on page 2 (4 a page, newest first): its link still opens and reads it.
    await page.goto(`/textmessage/${ids[0]}`);
    const oldest = page.getByRole('button', { name: new RegExp(`链接消息 ${tag}-1`) });
    await expect(oldest).toHaveAttribute('aria-expanded', 'true');
    await expect(badge).toHaveText(String(before - 2));
    await expect.poll(unread).toBe(before - 2);
    await expect(page.getByTestId('message-not-found')).toHaveCount(0);
    // A link to a message that does not exist says so above the list.
    await page.goto('/textmessage/999999999');
    await expect(page.getByTestId('message-not-found')).toHaveText('未找到该消息，以下是您的全部消息。');

    // accounts.md 8: a failing unread count shows the server's message, never nothing.
    await page.route('**/api/messages/unread', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({
          ok: false,
          error: { code: 'NETWORK', message: '消息服务暂时不可用（测试）' },
        }),
      }),
    );
    await page.getByRole('button', { name: new RegExp(`链接消息 ${tag}-3`) }).click();
    await expect(
      page.getByText('消息服务暂时不可用（测试）').filter({ visible: true }).first(),
    ).toBeVisible();
    await expect(page.getByTestId('unread-error')).toBeVisible();
  });
});

test.describe('LCA tools', () => {
  test("only the reader who still has to subscribe is sent the subscription form's code (zh, en)", async ({
    page,
  }) => {
    // A visitor gets a login button; its dialog's code comes when it opens.
    expect(await firstLoadHas(page, '/lcaTools', CODE_MARKS.reactHookForm)).toBe(false);
    await page.goto('/lcaTools');
    await expect(page.getByRole('button', { name: '登录后订阅' })).toBeVisible();
    // A subscriber gets the open button; its confirm dialog's code comes when it opens.
    await devLogin(page, '13800138000');
    expect(await firstLoadHas(page, '/en/lcaTools', CODE_MARKS.reactHookForm)).toBe(false);
    await page.goto('/en/lcaTools');
    await expect(page.getByRole('button', { name: 'Open the LCA tool' })).toBeVisible();
    // Without a subscription (no test subscribes this approved account), the form's code comes with
    // the page, and its schema once the page is idle.
    await devLogin(page, '13700137000');
    expect(await firstLoadHas(page, '/en/lcaTools', CODE_MARKS.reactHookForm)).toBe(true);
    expect(await firstLoadHasZod(page, '/en/lcaTools')).toBe(false);
    await page.goto('/en/lcaTools');
    await expect(page.getByRole('button', { name: 'Subscribe', exact: true })).toBeVisible();
  });

  test('an account whose registration is under review or was refused is told why and cannot subscribe (zh, en)', async ({
    page,
    baseURL,
  }) => {
    const form = {
      username: '张伟',
      companyName: '河北冀东精密带钢有限公司',
      industryCategory: 'STEEL_PRODUCER',
      position: '部长',
    };
    const origin = new URL(baseURL!).origin;
    await devLogin(page, '13600136000');
    await page.goto('/lcaTools');
    await expect(
      page.getByText('您的注册信息正在审核中，审核通过后即可订阅 LCA 工具免费试用。'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: '前往个人中心' })).toHaveAttribute('href', '/user');
    await expect(page.getByRole('button', { name: '订阅', exact: true })).toHaveCount(0);
    const pending = await page.request.post('/api/lca/subscription', {
      data: form,
      headers: { origin, 'x-portal-locale': 'zh' },
    });
    expect(pending.status()).toBe(403);
    expect((await pending.json()).error).toMatchObject({ code: 'GUARD_REFUSED', message: '个人信息审核中' });

    await devLogin(page, '13500135000');
    await page.goto('/en/lcaTools');
    await expect(
      page.getByText('Your registration was not approved. Please re-enter your company name;'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit registration details' })).toHaveAttribute(
      'href',
      '/en/userinfo',
    );
    await expect(page.getByRole('button', { name: 'Subscribe', exact: true })).toHaveCount(0);
    const refused = await page.request.post('/api/lca/subscription', {
      data: form,
      headers: { origin, 'x-portal-locale': 'en' },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error).toMatchObject({
      code: 'GUARD_REFUSED',
      message: 'Your registration was not approved: please re-enter your company name',
    });
    expect((await (await page.request.get('/api/lca/subscription')).json()).data.subscribed).toBe(false);
  });

  test('a visitor is asked to log in (zh)', async ({ page }) => {
    await page.goto('/lcaTools');
    await page.getByRole('button', { name: '登录后订阅' }).click();
    await expect(page.getByRole('dialog', { name: '登录平台' })).toBeVisible();
  });

  test('a subscriber confirms and the tool opens with a one-time refer token, never the session (en)', async ({
    page,
    context,
  }) => {
    await devLogin(page, '13800138000');
    await page.goto('/en/lcaTools');
    await page.getByRole('button', { name: 'Open the LCA tool' }).click();
    const dialog = page.getByRole('dialog', { name: 'Open the LCA tool?' });
    const [tool] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: 'Open the LCA tool' }).click(),
    ]);
    await tool.waitForURL(/\/lca-tool\?refer=/);
    await expect(tool.locator('[data-state="accepted"]')).toBeVisible();
    expect(tool.url()).not.toMatch(/token=|authorization/i);
  });

  test('the header entry: a visitor logs in and goes on to subscribe; a subscriber confirms and the tool opens (zh)', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const entry = page
      .getByRole('navigation', { name: '主菜单' })
      .first()
      .getByRole('link', { name: 'LCA 工具' });
    await entry.click();
    await expect(page.getByRole('dialog', { name: '登录平台' })).toBeVisible();
    // Nanjing has no subscription: once logged in, the entry goes on to the subscription form.
    await loginByEmailInDialog(page, 'zh');
    await expect(page).toHaveURL(/\/lcaTools$/, { timeout: 30_000 });
    await expect(page.getByRole('button', { name: '订阅', exact: true })).toBeVisible();

    await devLogin(page, '13800138000');
    await page.goto('/');
    await entry.click();
    const dialog = page.getByRole('dialog', { name: '打开 LCA 工具？' });
    const [tool] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: '打开 LCA 工具' }).click(),
    ]);
    await tool.waitForURL(/\/lca-tool\?refer=/);
    await expect(tool.locator('[data-state="accepted"]')).toBeVisible();
  });

  test('a user without a subscription subscribes first, with every field required (zh)', async ({ page }) => {
    await devLogin(page, '13300133000');
    await page.goto('/lcaTools');
    await page.getByRole('textbox', { name: '姓名' }).fill('');
    await page.getByRole('button', { name: '订阅', exact: true }).click();
    await expect(page.getByText('此项为必填项。').first()).toBeVisible();
    await page.getByRole('textbox', { name: '姓名' }).fill('赵工');
    await page.getByRole('textbox', { name: '职位' }).fill('能源环保部主管');
    await page.getByRole('combobox', { name: '所属行业' }).selectOption({ index: 1 });
    await page.getByRole('button', { name: '订阅', exact: true }).click();
    await expect(page.getByText('订阅成功，现在可以打开 LCA 工具。')).toBeVisible();
    await expect(page.getByRole('dialog', { name: '打开 LCA 工具？' })).toBeVisible();
  });
});

test.describe('account cancellation', () => {
  test('code after the captcha, a confirmation, result 5, then withdrawn from the personal centre (zh)', async ({
    page,
  }) => {
    // A fresh number: the mobile flow registers it on first login.
    const mobile = freshMobile();
    await page.goto('/appLogin');
    await loginBySms(page, page, mobile, 'zh');
    await expect(page).toHaveURL(/\/appLoginform/);

    await page.goto('/passpassword');
    await expect(page.getByRole('textbox', { name: '账号' })).toHaveValue(mobile);
    // The confirmation's dialog code comes when the form asks for it; the schema and the
    // endpoints' declarations, with zod, after the page.
    expect(await firstLoadHas(page, '/passpassword', CODE_MARKS.radixDialog)).toBe(false);
    expect(await firstLoadHasZod(page, '/passpassword')).toBe(false);
    // The login code went out moments ago: age it past upstream's 60 s resend wait.
    await expireCodes(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await solveSliderCaptcha(page);
    await expect(page.getByText('验证码已发送，5 分钟内有效。')).toBeVisible();
    await page.getByRole('textbox', { name: '短信验证码' }).fill(await latestCode(mobile));
    await page.getByRole('button', { name: '注销账号' }).click();
    const confirm = page.getByRole('dialog', { name: '确定注销该账号吗？' });
    await confirm.getByRole('button', { name: '确定注销' }).click();
    await expect(page).toHaveURL(/\/Result\?type=5$/);
    await expect(page.getByRole('heading', { name: '注销申请已提交' })).toBeVisible();

    await page.goto('/user');
    await expect(page.getByText('您的账号注销申请正在审核中。')).toBeVisible();
    // The page read again after the withdrawal is held: meanwhile the button cannot be pressed twice.
    const reread = await holdRequests(page, pagePayload('/user'));
    const withdraw = page.getByRole('button', { name: '撤回注销申请' });
    await withdraw.click();
    await expect(page.getByText('已撤回注销申请，账号继续有效。')).toBeVisible();
    await expect(withdraw).toBeDisabled();
    reread.release();
    await expect(page.getByText('您的账号注销申请正在审核中。')).toBeHidden();
  });
});
