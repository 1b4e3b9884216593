import { expect, type Page } from '@playwright/test';

/** The reference upstream's /__dev/ back door (DESIGN.md): the only way tests reach behind the contract. */
const upstream = () => process.env.E2E_UPSTREAM_URL as string;

export async function devGet<T>(path: string): Promise<T> {
  const response = await fetch(upstream() + path);
  const body = (await response.json()) as { code: number; data: T };
  expect(body.code, `GET ${path}`).toBe(1);
  return body.data;
}

export async function devPost<T>(path: string, payload: unknown): Promise<T> {
  const response = await fetch(upstream() + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  const body = (await response.json()) as { code: number; data: T; message: string };
  expect(body.code, `POST ${path}: ${body.message}`).toBe(1);
  return body.data;
}

type OutboxMessage = { to: string; channel: string; template: string; code: string; sentAt: number | string };

/**
 * The newest code sent to a phone or e-mail address, once it has arrived in the outbox. `after` is
 * the outbox count before the code was asked for: then an older code already there is not taken
 * for the new one. On a loaded machine a code can take a while to arrive.
 */
export async function latestCode(to: string, { after = 0 }: { after?: number } = {}): Promise<string> {
  let messages: OutboxMessage[] = [];
  await expect
    .poll(
      async () => {
        messages = await devGet<OutboxMessage[]>(`/__dev/outbox?to=${encodeURIComponent(to)}`);
        return messages.length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(after);
  return messages[0]!.code;
}

export async function outboxCount(to: string): Promise<number> {
  return (await devGet<OutboxMessage[]>(`/__dev/outbox?to=${encodeURIComponent(to)}`)).length;
}

type CaptchaAnswer =
  | { captchaType: 'blockPuzzle'; x: number; y: number }
  | { captchaType: 'clickWord'; points: { x: number; y: number }[] };

/**
 * Solves the slider the way a person does: asks the upstream where the hole is (in the 310-px
 * reference), then drags the real handle by that distance scaled to the image on screen.
 */
export async function solveSliderCaptcha(page: Page, options: { offBy?: number } = {}): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('captcha-slider-handle') });
  const frame = dialog.locator('[data-captcha-token]');
  // The captcha image comes from upstream: slow on a loaded machine.
  await expect(frame).not.toHaveAttribute('data-captcha-token', '', { timeout: 30_000 });
  const token = await frame.getAttribute('data-captcha-token');
  const answer = await devGet<CaptchaAnswer>(`/__dev/captcha/${token}`);
  if (answer.captchaType !== 'blockPuzzle') throw new Error('expected a slider captcha');
  const image = dialog.locator('img').first();
  const imageBox = (await image.boundingBox())!;
  const handle = dialog.getByTestId('captcha-slider-handle');
  const handleBox = (await handle.boundingBox())!;
  const distance = (answer.x * imageBox.width) / 310 + (options.offBy ?? 0);
  const startX = handleBox.x + handleBox.width / 2;
  const y = handleBox.y + handleBox.height / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++)
    await page.mouse.move(startX + (distance * step) / 10, y + (step % 3));
  await page.mouse.up();
}

/** Clicks the three characters of a click-word captcha in order, where the upstream drew them. */
export async function solveClickWordCaptcha(page: Page): Promise<void> {
  const image = page.getByTestId('captcha-click-image');
  const frame = page.locator('[data-captcha-token]').filter({ has: image });
  // The captcha image comes from upstream: slow on a loaded machine.
  await expect(frame).not.toHaveAttribute('data-captcha-token', '', { timeout: 30_000 });
  const answer = await devGet<CaptchaAnswer>(
    `/__dev/captcha/${await frame.getAttribute('data-captcha-token')}`,
  );
  if (answer.captchaType !== 'clickWord') throw new Error('expected a click-word captcha');
  const box = (await image.boundingBox())!;
  for (const point of answer.points) {
    await image.click({ position: { x: (point.x * box.width) / 310, y: (point.y * box.height) / 155 } });
  }
}

/** Ages the unused codes of a phone or e-mail past their 5 minutes (and past the 60 s resend wait). */
export async function expireCodes(to: string): Promise<void> {
  await devPost('/__dev/codes/expire', { to });
}

/** The live upstream tokens of an account: none may ever reach the browser. */
export async function liveTokens(account: string): Promise<string[]> {
  return devGet<string[]>(`/__dev/tokens?account=${encodeURIComponent(account)}`);
}

/** A mainland mobile number no seeded account uses (139 + 8 random digits). */
export function freshMobile(): string {
  return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

export function freshEmail(): string {
  return `buyer-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@steel-buyer.example`;
}

/** Solves the slider with the keyboard only: Shift+→ moves 10 px, → moves 2 px, Enter checks. */
export async function solveSliderCaptchaWithKeyboard(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('captcha-slider-handle') });
  const frame = dialog.locator('[data-captcha-token]');
  // The captcha image comes from upstream: slow on a loaded machine.
  await expect(frame).not.toHaveAttribute('data-captcha-token', '', { timeout: 30_000 });
  const answer = await devGet<CaptchaAnswer>(
    `/__dev/captcha/${await frame.getAttribute('data-captcha-token')}`,
  );
  if (answer.captchaType !== 'blockPuzzle') throw new Error('expected a slider captcha');
  const imageBox = (await dialog.locator('img').first().boundingBox())!;
  const distance = (answer.x * imageBox.width) / 310;
  const handle = dialog.getByTestId('captcha-slider-handle');
  await handle.focus();
  for (let i = 0; i < Math.floor(distance / 10); i++) await page.keyboard.press('Shift+ArrowRight');
  for (let i = 0; i < Math.round((distance % 10) / 2); i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
}

/** The back office's steps on an EPD/CFP application (upstream README "Dev operations of applications"). */
export type DevApplication = {
  id: number;
  quoteStatus: number;
  contractStatus: number;
  lcaValidateStatus: number;
  publishStatus: number;
  epdIds?: number[];
};

export function devApplicationStep(
  id: number,
  step: 'quote' | 'contract' | 'advance' | 'lca-correction' | 'publish',
  payload: unknown = {},
) {
  return devPost<DevApplication>(`/__dev/applications/${id}/${step}`, payload);
}
