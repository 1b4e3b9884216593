import { expect, expectCleanPage, expectNoMissingMessages, test } from './support/fixtures';
import { CODE_MARKS, firstLoadHas, firstLoadHasZod } from './support/first-load';
import { devLogin } from './support/login';

/**
 * The personal centre's "change e-mail" (accounts.md 2.6, business.md 5) for an authenticated
 * company: 宝山 (13800138000, company status 1). The test puts the seeded address back at the end,
 * in the other language, so the account reads as seeded for every other test.
 */
const SEEDED = 'carbon@baosteel-demo.example';
const CHANGED = 'esg@baosteel-demo.example';

test('the company e-mail is checked as typed, changed, and shown on the personal centre; then changed back (zh, en)', async ({
  page,
  watch,
}) => {
  await devLogin(page, '13800138000');
  await page.goto('/user');
  const company = page.getByRole('main');
  await expect(company.getByText(SEEDED, { exact: true })).toBeVisible();
  // The dialog, its form, zod and Radix come when the button is pressed, not with the page.
  expect(await firstLoadHas(page, '/user', CODE_MARKS.radixDialog)).toBe(false);
  expect(await firstLoadHasZod(page, '/user')).toBe(false);

  await page.getByRole('button', { name: '修改邮箱' }).click();
  let dialog = page.getByRole('dialog', { name: '修改邮箱' });
  const field = dialog.getByRole('textbox', { name: '企业邮箱' });
  await expect(field).toHaveValue(SEEDED);
  await field.fill('carbon@');
  await field.blur();
  await expect(dialog.getByText('请输入正确的邮箱地址。')).toBeVisible();
  await field.fill('');
  await expect(dialog.getByText('请输入邮箱地址。')).toBeVisible();
  await field.fill(CHANGED);
  await expect(dialog.getByText('请输入邮箱地址。')).toBeHidden();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('status').filter({ hasText: '企业邮箱已修改。' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(company.getByText(CHANGED, { exact: true })).toBeVisible();
  await expectNoMissingMessages(page);

  // Read back from the platform, in English, and put back as seeded.
  await page.goto('/en/user');
  await expect(company.getByText(CHANGED, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Change e-mail' }).click();
  dialog = page.getByRole('dialog', { name: 'Change e-mail' });
  const englishField = dialog.getByRole('textbox', { name: 'Company e-mail' });
  await expect(englishField).toHaveValue(CHANGED);
  await englishField.fill('esg@baosteel');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This e-mail address is not valid.')).toBeVisible();
  await englishField.fill(SEEDED);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Company e-mail changed.' })).toBeVisible();
  await expect(company.getByText(SEEDED, { exact: true })).toBeVisible();
  await expectNoMissingMessages(page);
  expectCleanPage(watch);
});
