import { expect, expectCleanPage, test } from './support/fixtures';
import { loginBySms } from './support/login';
import { expireCodes, freshMobile, latestCode, solveSliderCaptcha } from './support/upstream-dev';

test.describe('login failures say what went wrong, in the user language, and keep what was typed', () => {
  test('a wrong code, then an expired one (en)', async ({ page }) => {
    const mobile = '13100131000';
    await page.goto('/en/logins');
    await page.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(mobile);
    await page.getByRole('button', { name: 'Get code' }).click();
    await solveSliderCaptcha(page);
    await expect(page.getByText('Code sent. It is valid for 5 minutes.')).toBeVisible();
    const code = await latestCode(mobile);
    const wrong = code === '000000' ? '111111' : '000000';

    const codeInput = page.getByRole('textbox', { name: 'SMS code', exact: true });
    await codeInput.fill(wrong);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    // Said once, under the code it is about, which is marked and given the focus to correct it.
    await expect(page.getByRole('alert').filter({ hasText: 'The verification code is wrong' })).toHaveCount(
      1,
    );
    await expect(codeInput).toHaveAttribute('aria-invalid', 'true');
    await expect(codeInput).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Mobile number', exact: true })).toHaveValue(mobile);
    await expect(codeInput).toHaveValue(wrong);

    await expireCodes(mobile);
    await codeInput.fill(code);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: /wrong or has expired|is wrong/ })).toBeVisible();
    await expect(page.getByRole('checkbox')).toBeChecked();
  });

  test('a second code within 60 s is refused (zh)', async ({ browser }) => {
    const mobile = '13300133000';
    const first = await browser.newPage({ locale: 'zh-CN' });
    await first.goto('/logins');
    await first.getByRole('textbox', { name: '手机号', exact: true }).fill(mobile);
    await first.getByRole('button', { name: '获取验证码' }).click();
    await solveSliderCaptcha(first);
    await expect(first.getByText('验证码已发送，5 分钟内有效。')).toBeVisible();
    // The button counts down, so a second request comes from another tab, as a person would try.
    const second = await browser.newPage({ locale: 'zh-CN' });
    await second.goto('/logins');
    await second.getByRole('textbox', { name: '手机号', exact: true }).fill(mobile);
    await second.getByRole('button', { name: '获取验证码' }).click();
    await solveSliderCaptcha(second);
    await expect(second.getByText('验证码获取过于频繁，请稍后再试。')).toBeVisible();
    await expect(second.getByRole('button', { name: '获取验证码' })).toBeEnabled();
    await first.close();
    await second.close();
  });

  test('when the connection drops, "get code" and "log in" say to check the connection and keep the number (zh)', async ({
    page,
    watch,
  }) => {
    // The page and its puzzle came; the connection goes before the code is asked for.
    let refused = 0;
    await page.route(/\/api\/auth\/(sms-code|login\/sms)$/, (route) => {
      refused++;
      return route.abort('internetdisconnected');
    });
    // The number check before the puzzle goes too: unanswered, the form goes on to the puzzle.
    await page.route(/\/api\/auth\/mobile-check$/, (route) => route.abort('internetdisconnected'));
    await page.goto('/logins');
    const mobile = freshMobile();
    await page.getByRole('textbox', { name: '手机号', exact: true }).fill(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await solveSliderCaptcha(page);
    await expect(page.getByText('网络连接失败，请检查网络后重试。')).toBeVisible();
    await expect.poll(() => refused).toBe(1);
    await page.getByRole('textbox', { name: '短信验证码', exact: true }).fill('123456');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: '登录', exact: true }).click();
    // Above the button this time, in the form's own alert.
    await expect(
      page.locator('form').getByRole('alert').filter({ hasText: '网络连接失败，请检查网络后重试。' }),
    ).toBeVisible();
    await expect.poll(() => refused).toBe(2);
    await expect(page.getByRole('textbox', { name: '手机号', exact: true })).toHaveValue(mobile);
    expectCleanPage(watch);
  });

  test('an unregistered number is offered registration before the puzzle, and the number goes along (en)', async ({
    page,
  }) => {
    await page.goto('/en');
    await page.getByRole('button', { name: 'Log in / Sign up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in to the platform' });
    const mobile = freshMobile();
    await dialog.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(mobile);
    await dialog.getByRole('button', { name: 'Get code' }).click();
    const prompt = page.getByRole('dialog', { name: 'This number is not registered' });
    await expect(prompt).toBeVisible();
    await expect(page.getByTestId('captcha-slider-handle')).toHaveCount(0);
    await prompt.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/en\/register$/);
    // Behind the agreement that opens with the page, the number is already in its field.
    await page.getByTestId('agreement-text').evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
    await page
      .getByRole('dialog', { name: /agreement/i })
      .getByRole('button', { name: 'I agree' })
      .click();
    await expect(page.getByRole('textbox', { name: 'Mobile number', exact: true })).toHaveValue(mobile);
  });

  test('the prefixes 154 and 194 are not mainland mobile numbers, in the browser and in the BFF (zh)', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/logins');
    const mobile = page.getByRole('textbox', { name: '手机号', exact: true });
    for (const number of ['15400000000', '19400000000']) {
      await mobile.fill(number);
      await page.getByRole('button', { name: '获取验证码' }).click();
      await expect(page.getByText('手机号格式不正确。')).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const direct = await page.request.post('/api/auth/login/sms', {
        data: { mobile: number, code: '123456', consent: true },
        headers: { origin: baseURL!, 'x-portal-locale': 'en' },
      });
      expect(direct.status()).toBe(400);
      expect((await direct.json()).error.fields.mobile).toBe('This mobile number is not valid.');
    }
    await mobile.fill('19912345678');
    await expect(page.getByText('手机号格式不正确。')).toBeHidden();
    // Pasted as people write it: full-width digits, spaces, the country code.
    for (const pasted of ['１９９１２３４５６７８', '+86 199 1234 5678']) {
      await mobile.fill(pasted);
      await expect(mobile).toHaveValue('19912345678');
    }
  });

  test('a locked account and a wrong password (en)', async ({ page }) => {
    await page.goto('/en/logins');
    await page.getByRole('tab', { name: 'E-mail login' }).click();
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('locked@lowcarbonsteel.example');
    await page.getByLabel('Password', { exact: true }).fill('Demo2026pass');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'This account has been disabled.' }),
    ).toBeVisible();

    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('demo@lowcarbonsteel.example');
    await page.getByLabel('Password', { exact: true }).fill('Wrong2026pass');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The account or password is incorrect.' }),
    ).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('Wrong2026pass');
  });

  test('guessing one password from many claimed addresses is stopped after 30 tries (en)', async ({
    request,
    baseURL,
  }) => {
    // X-Forwarded-For is the client's to write when no trusted proxy stands in front: each try
    // claims another address, so only the limit per account from anywhere can hold.
    const email = `guess-${Date.now()}@example.invalid`;
    const attempt = (i: number) =>
      request.post('/api/auth/login/email', {
        data: { email, password: `Guess${i}pass`, consent: true },
        headers: { origin: baseURL!, 'x-portal-locale': 'en', 'x-forwarded-for': `198.51.100.${i}` },
      });
    for (let i = 1; i <= 30; i++) expect((await attempt(i)).status(), `try ${i}`).not.toBe(429);
    const refused = await attempt(31);
    expect(refused.status()).toBe(429);
    expect((await refused.json()).error.code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
  });

  for (const [evil, mobile, company] of [
    ['//evil.example', '13700137000', '上海碳衡认证技术有限公司'],
    ['https://evil.example', '13200132000', '佛山顺德华彩涂层钢板有限公司'],
  ] as const) {
    test(`a return URL of ${evil} is ignored: the user lands on this site`, async ({ page }) => {
      await page.goto(`/?login=required&redirect=${encodeURIComponent(evil)}`);
      const dialog = page.getByRole('dialog', { name: '登录平台' });
      await expect(dialog.getByText('您还未登录，请先登录。')).toBeVisible();
      await loginBySms(page, dialog, mobile, 'zh');
      await expect(page.getByText('登录成功')).toBeVisible();
      await expect(page.locator('header summary').filter({ hasText: company })).toBeVisible();
      expect(new URL(page.url()).host).toBe(new URL(process.env.E2E_PORTAL_URL!).host);
    });
  }
});
