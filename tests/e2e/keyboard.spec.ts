import { expect, expectCleanPage, test } from './support/fixtures';
import { epdCard, NANJING } from './support/epd';
import { devLogin } from './support/login';

// Where the focus goes after what a keyboard user does (the accessibility review of stop 25): each
// case left it on <body> or off screen before, and the next Tab started again at the top of the page.
const SLOW = { timeout: 30_000 };

test('Enter pressed while the page still glides to the submit button: the first invalid field has the focus, on screen (zh)', async ({
  page,
  watch,
}) => {
  await devLogin(page, '13800138000');
  await page.goto('/epd/epdApplyFor');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW);
  // The filling guide opens on a first visit: closed, as a keyboard user closes it.
  const tour = page.locator('.driver-popover');
  if (await tour.isVisible()) {
    await page.keyboard.press('Escape');
    await expect(tour).toBeHidden();
  }
  const submit = page.getByRole('button', { name: '提交申请' });
  // Focusing the button far below starts the page's smooth scroll to it; Enter comes before it ends.
  await submit.focus();
  await page.keyboard.press('Enter');
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('aria-invalid', 'true');
  await expect(focused).toBeInViewport();
  // And it stays there once the page has stopped scrolling (ten frames without a change).
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        let last = -1;
        let still = 0;
        const frame = () => {
          still = scrollY === last ? still + 1 : 0;
          last = scrollY;
          if (still >= 10) done();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
  await expect(focused).toBeInViewport();
  expectCleanPage(watch);
});

test('the puzzle closed unsolved gives the focus back to Send feedback (en, phone)', async ({
  page,
  watch,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await devLogin(page, NANJING.email);
  await page.goto('/en/Feedback');
  const form = page.getByTestId('feedback-form');
  await form.getByLabel('Name', { exact: true }).fill('Li Na');
  await form.getByLabel('Phone', { exact: true }).fill('025-5735 0000');
  await form
    .getByLabel('Your question or suggestion', { exact: true })
    .fill('Is the data collection sheet available per process?');
  const send = form.getByRole('button', { name: 'Send feedback' });
  await send.focus();
  await page.keyboard.press('Enter');
  const puzzle = page.getByRole('dialog').filter({ has: page.getByTestId('captcha-slider-handle') });
  await expect(puzzle).toBeVisible(SLOW);
  await page.keyboard.press('Escape');
  await expect(puzzle).toBeHidden();
  await expect(send).toBeFocused();
  expectCleanPage(watch);
});

test('paging to the last page of a report moves the focus to Previous, and back to Next on the first (en)', async ({
  page,
  watch,
}) => {
  await devLogin(page, NANJING.email);
  await page.goto('/en/epd/epdSearch?keyword=Q355B');
  await epdCard(page, 1).getByRole('link', { name: 'View PDF' }).click();
  const dialog = page.getByRole('dialog');
  const viewer = dialog.getByTestId('pdf-viewer');
  await expect(viewer).toHaveAttribute('data-drawn-page', '1', { timeout: 60_000 });
  const counter = viewer.getByTestId('pdf-page-counter');
  const pages = Number(/of (\d+)/.exec((await counter.textContent()) ?? '')?.[1]);
  expect(pages).toBeGreaterThan(1);
  const next = viewer.getByRole('button', { name: 'Next' });
  const previous = viewer.getByRole('button', { name: 'Previous' });
  await next.focus();
  for (let at = 2; at <= pages; at++) {
    await page.keyboard.press('Enter');
    await expect(counter).toHaveText(`Page ${at} of ${pages}`);
  }
  await expect(next).toBeDisabled();
  await expect(previous).toBeFocused();
  for (let at = pages - 1; at >= 1; at--) {
    await page.keyboard.press('Enter');
    await expect(counter).toHaveText(`Page ${at} of ${pages}`);
  }
  await expect(next).toBeFocused();
  expectCleanPage(watch);
});

test('after the agreement that opens with the registration page, the keyboard goes on in the page, not at its top (en)', async ({
  page,
  watch,
}) => {
  await page.goto('/en/register');
  const agreement = page.getByRole('dialog', { name: /agreement/i });
  await expect(agreement).toBeVisible();
  await page.getByTestId('agreement-text').evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
  const agree = agreement.getByRole('button', { name: 'I agree' });
  await expect(agree).toBeEnabled();
  await agree.focus();
  await page.keyboard.press('Enter');
  await expect(agreement).toBeHidden();
  await expect(page.locator('main')).toBeFocused();
  await page.keyboard.press('Tab');
  // The next stop is in the form, not the skip link or the header.
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  expectCleanPage(watch);
});

test('the login tabs follow the tabs pattern: one Tab stop, arrows and Home/End choose (zh)', async ({
  page,
  watch,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: '登录/注册' }).click();
  const dialog = page.getByRole('dialog', { name: '登录平台' });
  const mobile = dialog.getByRole('tab', { name: '手机号登录' });
  const email = dialog.getByRole('tab', { name: '邮箱登录' });
  await expect(mobile).toHaveAttribute('aria-selected', 'true');
  await mobile.focus();
  await page.keyboard.press('ArrowRight');
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('textbox', { name: '邮箱', exact: true })).toBeVisible();
  // The chosen tab is the strip's one stop: Tab goes on to the form, Shift+Tab comes back to it.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: '邮箱', exact: true })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(email).toBeFocused();
  await page.keyboard.press('Home');
  await expect(mobile).toBeFocused();
  await expect(mobile).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(email).toBeFocused();
  expectCleanPage(watch);
});
