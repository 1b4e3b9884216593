import { expect, type Locator, type Page } from '@playwright/test';

/** Demo account 8 (upstream/README.md): e-mail login, company 南京钢铁 (publishes EPDs), approved. */
export const NANJING = {
  email: 'demo@lowcarbonsteel.example',
  password: 'Demo2026pass',
  company: '南京钢铁股份有限公司',
};

const TEXTS = {
  zh: {
    dialog: '登录平台',
    tab: '邮箱登录',
    email: '邮箱',
    password: '密码',
    login: '登录',
    success: '登录成功',
  },
  en: {
    dialog: 'Log in to the platform',
    tab: 'E-mail login',
    email: 'E-mail',
    password: 'Password',
    login: 'Log in',
    success: 'Login successful',
  },
} as const;

/** Logs in through an open login dialog's e-mail tab (no SMS code, so no 60-second wait). */
export async function loginByEmailInDialog(page: Page, lang: 'zh' | 'en', account = NANJING): Promise<void> {
  const t = TEXTS[lang];
  const dialog = page.getByRole('dialog', { name: t.dialog });
  await dialog.getByRole('tab', { name: t.tab }).click();
  await dialog.getByRole('textbox', { name: t.email, exact: true }).fill(account.email);
  await dialog.getByLabel(t.password, { exact: true }).fill(account.password);
  await dialog.getByRole('checkbox').check();
  // Login asks upstream several things (key, login, user, company): on a loaded machine that takes a
  // while, and the success toast shows for 1 s only, so the wait starts before the click, and it is a
  // `waitFor`, which checks on every animation frame: `expect` polls at up to 1 s and can miss the toast.
  const success = page.getByText(t.success).waitFor({ state: 'visible', timeout: 30_000 });
  await dialog.getByRole('button', { name: t.login, exact: true }).click();
  await success;
  await expect(dialog).toBeHidden();
  // The page re-renders signed in (router.refresh after the success toast).
  const results = page.getByTestId('epd-results');
  if (await results.count())
    await expect(results).toHaveAttribute('data-signed-in', 'true', { timeout: 30_000 });
}

/** The search cards on the page, in order. */
export function epdCards(page: Page): Locator {
  return page.getByTestId('epd-card');
}

/** One declaration's card by its id. */
export function epdCard(page: Page, id: number | string): Locator {
  return page.locator(`[data-testid="epd-card"][data-epd-id="${id}"]`);
}

/** The spec's fields of an EPD (business.md 3): a search item carries the PCR's name, not its number. */
type SearchRecord = {
  id: number;
  companyCode: string;
  companyName: string;
  pcrProductName: string;
  productName: string;
};

/**
 * What the reference upstream's seed holds for a search (POST /p/epd/page), so tests state their
 * expectations from the seed rather than from numbers pasted into them.
 */
export async function seededSearch(
  filters: Record<string, string> = {},
): Promise<{ totals: number; list: SearchRecord[] }> {
  const response = await fetch(`${process.env.E2E_UPSTREAM_URL}/p/epd/page`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...filters, pageNum: 1, pageSize: 100 }),
  });
  const body = (await response.json()) as { code: number; data: { totals: number; list: SearchRecord[] } };
  expect(body.code).toBe(1);
  return body.data;
}

/** The PCR numbers the platform lists (GET /p/pcr/list, business.md 7). */
export async function seededPcrNumbers(): Promise<string[]> {
  const response = await fetch(`${process.env.E2E_UPSTREAM_URL}/p/pcr/list`);
  const body = (await response.json()) as { code: number; data: { pcrNumber: string }[] };
  expect(body.code).toBe(1);
  return body.data.map((pcr) => pcr.pcrNumber);
}

/** Fails on pdf.js's fallback to a main-thread "fake worker" (stack-notes.md: the worker was blocked). */
export function watchFakeWorker(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/fake worker/i.test(message.text())) warnings.push(message.text());
  });
  return warnings;
}
