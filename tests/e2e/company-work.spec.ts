import type { Page } from '@playwright/test';
import {
  expect,
  expectCleanPage,
  expectNoHorizontalOverflow,
  expectNoMissingMessages,
  test,
} from './support/fixtures';
import { devLogin } from './support/login';

/**
 * A company's work in one place (accounts.md 2.6): the personal centre lists first what waits for the company,
 * each item one tap from the place to act, then every kind of submission; the account menu counts the waiting acts.
 * 宝山 (13800138000) is seeded with a quote to confirm (application 4), a contract to sign (3) and LCA data to
 * correct (2) (upstream/seed/modules/applications-data.ts). Other specs rely on those states: this one only reads.
 */
const COMPANY = '13800138000';

type Act = { act: string; product: string; id: string; button: string };
const TEXTS = {
  zh: {
    user: '/user',
    waiting: '待您处理',
    submissions: '贵公司的申请与声明',
    account: '账号信息',
    failed: '这部分暂时无法读取',
    acts: [
      { act: '待确认的服务报价', product: '冷轧电工钢 B35A300', id: '4', button: '确认服务报价' },
      { act: '待签署的合同', product: '热镀锌汽车外板 DX54D+Z', id: '3', button: '确认合同' },
      { act: '待修改的 LCA 数据', product: '氢基竖炉低碳热轧钢卷', id: '2', button: '修改 LCA 数据' },
    ] satisfies Act[],
    kinds: [
      ['EPD 申请', '我的申请', /\/epd\/mineEpd\?type=EPD$/],
      ['CFP 申请', '我的申请', /\/epd\/mineEpd\?type=CFP$/],
      ['低碳排放钢评价', '我的申请', /\/epd\/mineEpd\?type=LCES$/],
      ['PCR 申请', '我的 PCR 申请', /\/Pcr\/minePcr#pcr-applications$/],
      ['核验申请', '我的核验申请', /\/myLists$/],
      ['已发布的声明', '我的声明', /\/Pcr\/minePcr$/],
    ] as const,
    menuLine: (count: number) => `${count} 项事务待您处理`,
  },
  en: {
    user: '/en/user',
    waiting: 'Waiting for you',
    submissions: 'Your company’s applications and declarations',
    account: 'Account',
    failed: 'Could not load this part',
    acts: [
      { act: 'A quote to confirm', product: '冷轧电工钢 B35A300', id: '4', button: 'Review the quote' },
      {
        act: 'A contract to sign',
        product: '热镀锌汽车外板 DX54D+Z',
        id: '3',
        button: 'Review the contract',
      },
      { act: 'LCA data to correct', product: '氢基竖炉低碳热轧钢卷', id: '2', button: 'Correct LCA data' },
    ] satisfies Act[],
    kinds: [
      ['EPD applications', 'My applications', /\/en\/epd\/mineEpd\?type=EPD$/],
      ['CFP applications', 'My applications', /\/en\/epd\/mineEpd\?type=CFP$/],
      ['Low-carbon steel evaluations', 'My applications', /\/en\/epd\/mineEpd\?type=LCES$/],
      ['PCR applications', 'My PCR applications', /\/en\/Pcr\/minePcr#pcr-applications$/],
      ['Authenticity checks', 'My authenticity checks', /\/en\/myLists$/],
      ['Published declarations', 'My declarations', /\/en\/Pcr\/minePcr$/],
    ] as const,
    menuLine: (count: number) => `${count} things wait for you`,
  },
};
const SLOW = { timeout: 20_000 };

/** The waiting acts first, then every kind of submission with the way to its full list; no part failed. */
async function expectCompanyWork(page: Page, lang: 'zh' | 'en'): Promise<number> {
  const t = TEXTS[lang];
  await page.goto(t.user);
  const main = page.getByRole('main');
  const waiting = main.getByRole('region', { name: t.waiting });
  await expect(waiting).toBeVisible(SLOW);
  for (const { act, product } of t.acts) {
    await expect(
      waiting.getByRole('link').filter({ hasText: act }).filter({ hasText: product }),
    ).toBeVisible();
  }
  const submissions = main.getByRole('region', { name: t.submissions });
  for (const [kind, place, href] of t.kinds) {
    const card = submissions.getByRole('region', { name: kind, exact: true });
    await expect(card.getByRole('link', { name: place })).toHaveAttribute('href', href);
  }
  await expect(main.getByText(t.failed)).toHaveCount(0);

  // What waits comes first: above the submissions and the account card, on a phone as on a desktop.
  const top = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!.y;
  expect(await top(waiting)).toBeLessThan(await top(submissions));
  expect(await top(submissions)).toBeLessThan(
    await top(main.getByRole('region', { name: t.account, exact: true })),
  );
  await expectNoHorizontalOverflow(page);
  await expectNoMissingMessages(page);
  return waiting.getByRole('listitem').count();
}

/** Each waiting act is one tap from its application's card, where its button waits. */
async function reachEachAct(page: Page, lang: 'zh' | 'en'): Promise<void> {
  const t = TEXTS[lang];
  for (const { act, product, id, button } of t.acts) {
    await page.goto(t.user);
    const waiting = page.getByRole('main').getByRole('region', { name: t.waiting });
    await waiting.getByRole('link').filter({ hasText: act }).filter({ hasText: product }).click();
    await expect(page).toHaveURL(new RegExp(`/epd/mineEpd\\?type=EPD#application-${id}$`), SLOW);
    const card = page.getByRole('article', { name: product });
    await expect(card.getByRole('button', { name: button, exact: true })).toBeVisible(SLOW);
  }
}

/** The account menu counts what the personal centre lists, and leads there. */
async function expectMenuCount(page: Page, lang: 'zh' | 'en', count: number): Promise<void> {
  const t = TEXTS[lang];
  await page.goto(lang === 'zh' ? '/' : '/en');
  const badge = page.getByTestId('waiting-badge');
  await expect(badge).toHaveText(count > 9 ? '9+' : String(count), SLOW);
  await badge.click();
  const line = page.getByRole('link', { name: t.menuLine(count), exact: true });
  await expect(line).toBeVisible();
  await line.click();
  await expect(page).toHaveURL(new RegExp(`${t.user}$`), SLOW);
  await expect(page.getByRole('main').getByRole('region', { name: t.waiting })).toBeVisible(SLOW);
}

test.describe('a company sees its work in one place on a desktop', () => {
  test('what waits comes first, each act is one tap from where it is done, and the menu counts them (zh)', async ({
    page,
    watch,
  }) => {
    await devLogin(page, COMPANY);
    const count = await expectCompanyWork(page, 'zh');
    expect(count).toBeGreaterThanOrEqual(3);
    await reachEachAct(page, 'zh');
    await expectMenuCount(page, 'zh', count);
    expectCleanPage(watch);
  });
});

test.describe('a company sees its work in one place on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('what waits comes first, each act is one tap from where it is done, and the menu counts them (en)', async ({
    page,
    watch,
  }) => {
    await devLogin(page, COMPANY);
    const count = await expectCompanyWork(page, 'en');
    expect(count).toBeGreaterThanOrEqual(3);
    await reachEachAct(page, 'en');
    await expectMenuCount(page, 'en', count);
    expectCleanPage(watch);
  });
});
