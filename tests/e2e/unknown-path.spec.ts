import { expect, test } from './support/fixtures';

test('an unknown path redirects to the home page of the current language', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('每一吨钢的碳数据');

  await page.goto('/en/no/such/page?x=1');
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Verified carbon data');
});
