import type { Page } from '@playwright/test';
import { expect, expectCleanPage, expectNoMissingMessages, test, UPSTREAM_URL } from './support/fixtures';
import { pngImage } from './support/files';
import { devLogin } from './support/login';
import { devGet, devPost, freshMobile, latestCode } from './support/upstream-dev';

/**
 * The session follows the company (issue 36, point 2): a user signs in while its company
 * authentication is under review; the platform's back office approves it (the reference upstream's
 * POST /__dev/companies/{userId}/review); without signing in again, the user gets the owner's QR
 * button on its product's search card, its declarations on /Pcr/minePcr, and through the gate of
 * /epd/epdApplyFor. Each test has a number of its own, registered here, and claims the credit code of
 * a seeded steelmaker no demo account holds, so its search cards are this user's own (business.md 6).
 * The PCR menu and /Pcr lead to the PCR application form, and the menu names My declarations.
 */
const SLOW = { timeout: 30_000 };

const WORDS = {
  zh: {
    prefix: '',
    menu: '菜单',
    nav: '主菜单',
    qr: '二维码',
    pending: '贵公司的企业认证正在审核中',
    declarations: '已发布的声明',
    mine: '我的声明',
    applyPcr: 'PCR 申请',
    applyPcrHeading: 'PCR 申请',
  },
  en: {
    prefix: '/en',
    menu: 'Menu',
    nav: 'Main menu',
    qr: 'QR code',
    pending: 'Your company authentication is under review',
    declarations: 'Published declarations',
    mine: 'My declarations',
    applyPcr: 'Apply for a PCR',
    applyPcrHeading: 'Apply for a PCR',
  },
} as const;

type Claim = { code: string; name: string; province: string; city: string };

/** Seeded steelmakers with published declarations and no demo account (upstream/seed/modules/declarations-data.ts). */
const JINGYE: Claim = {
  code: '91130131511640878M',
  name: '敬业钢铁有限公司',
  province: '130000',
  city: '130100',
};
const CITIC_SPECIAL_STEEL: Claim = {
  code: '913202812431767997',
  name: '中信泰富特钢集团股份有限公司',
  province: '320000',
  city: '320200',
};

async function upstreamCall<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(UPSTREAM_URL() + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': 'zh-CN',
      ...(token ? { authorization: token } : {}),
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; data: T; message: string };
  expect(answer.code, `POST ${path}: ${answer.message}`).toBe(1);
  return answer.data;
}

async function upload(token: string, businessType: string, name: string): Promise<number> {
  const form = new FormData();
  form.set('businessType', businessType);
  form.set('file', new Blob([new Uint8Array(pngImage())], { type: 'image/png' }), name);
  const response = await fetch(`${UPSTREAM_URL()}/p/attachment/upload`, {
    method: 'POST',
    headers: { authorization: token },
    body: form,
  });
  const answer = (await response.json()) as { code: number; data: { id: number }; message: string };
  expect(answer.code, `upload ${businessType}: ${answer.message}`).toBe(1);
  return answer.data.id;
}

/**
 * A new account, registered and approved, whose company authentication waits for review: what a
 * company has done through the platform's own calls before this test begins.
 */
async function companyUnderReview(claim: Claim): Promise<{ mobile: string; id: number }> {
  const mobile = freshMobile();
  await upstreamCall('/n/plat/sms/checkcode/simple', {
    smsTemplateType: 'register',
    inlet: 'REGISTER',
    phoneNumber: mobile,
  });
  const registered = await upstreamCall<{ tokenVO: { token: string }; portalUserVO: { id: number } }>(
    '/n/user/register/uc',
    {
      mobile,
      password: await latestCode(mobile),
      industryCategory: 'STEEL_PRODUCER',
      companyName: claim.name,
      companyForm: 'PRIVATE',
    },
  );
  const id = registered.portalUserVO.id;
  await devPost(`/__dev/users/${id}/audit`, { auditStatus: 1 });
  const token = registered.tokenVO.token;
  await upstreamCall(
    '/p/company/insert/uc',
    {
      companyCode: claim.code,
      companyName: claim.name,
      companyEmail: `epd${mobile.slice(-4)}@steel-demo.example`,
      province: claim.province,
      city: claim.city,
      address: '工业园区 1 号',
      legalPerson: '王强',
      contacts: '王强',
      zipCode: '050000',
      contactPhone: '0311-88888888',
      licenseAttachmentId: await upload(token, 'COMPANY_LICENSE', 'licence.png'),
      billAttachmentId: await upload(token, 'COMPANY_BILL_INFO', 'bill.png'),
    },
    token,
  );
  expect((await devGet<{ companyStatus: number }>(`/__dev/users/${mobile}`)).companyStatus).toBe(0);
  return { mobile, id };
}

function searchCards(page: Page) {
  return page.getByTestId('epd-results').getByRole('listitem');
}

async function expectOwnerQr(page: Page, lang: 'zh' | 'en', claim: Claim, shown: boolean) {
  const w = WORDS[lang];
  await page.goto(`${w.prefix}/epd/epdSearch?company=${claim.code}`);
  await expect(searchCards(page).first()).toBeVisible(SLOW);
  const qr = searchCards(page).first().getByRole('button', { name: w.qr });
  if (shown) await expect(qr).toBeVisible();
  else await expect(qr).toHaveCount(0);
}

async function expectDeclarations(page: Page, lang: 'zh' | 'en') {
  const w = WORDS[lang];
  await page.goto(`${w.prefix}/Pcr/minePcr?type=EPD`);
  await expect(page.getByRole('heading', { level: 1, name: w.mine })).toBeVisible(SLOW);
  await expect(page.getByRole('heading', { level: 2, name: w.declarations })).toBeVisible();
  await expect(page.getByTestId('mine-pcr-company-pending')).toHaveCount(0);
  await expect(page.getByTestId('company-declaration').first()).toBeVisible(SLOW);
  // The owner's QR code is offered with each of its declarations (business.md 6).
  await expect(page.getByTestId('company-declarations').getByRole('img').first()).toBeVisible();
}

async function expectApplicationGateOpen(page: Page, lang: 'zh' | 'en') {
  const w = WORDS[lang];
  await page.goto(`${w.prefix}/epd/epdApplyFor`);
  await expect(page).toHaveURL(new RegExp(`${w.prefix}/epd/epdApplyFor`), SLOW);
  await expect(page.getByTestId('apply-product').first()).toBeVisible(SLOW);
}

test.describe('desktop, zh', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a company approved while signed in: QR button, declarations and the application gate at once (zh, 1440)', async ({
    page,
    watch,
  }) => {
    test.setTimeout(120_000);
    const { id, mobile } = await companyUnderReview(JINGYE);
    await devLogin(page, mobile);

    // Under review: no QR button on its product's card, and My declarations says why.
    await expectOwnerQr(page, 'zh', JINGYE, false);
    await page.goto('/Pcr/minePcr?type=EPD');
    await expect(page.getByTestId('mine-pcr-company-pending')).toContainText(WORDS.zh.pending, SLOW);

    await devPost(`/__dev/companies/${id}/review`, { companyStatus: 1 });

    // The next public page already knows the company: the search card first, then the signed-in pages.
    await expectOwnerQr(page, 'zh', JINGYE, true);
    await expectDeclarations(page, 'zh');
    await expectApplicationGateOpen(page, 'zh');
    await expectNoMissingMessages(page);

    // The PCR menu leads to the PCR application form, and names My declarations (the vocabulary).
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: WORDS.zh.nav }).first();
    await nav.getByRole('button', { name: 'PCR', exact: true }).hover();
    await expect(nav.getByRole('link', { name: WORDS.zh.mine, exact: true })).toHaveAttribute(
      'href',
      '/Pcr/minePcr',
    );
    await nav.getByRole('link', { name: WORDS.zh.applyPcr, exact: true }).click();
    await expect(page).toHaveURL(/\/Pcr\/pcrApplyFor$/, SLOW);
    await expect(page.getByRole('heading', { level: 1, name: WORDS.zh.applyPcrHeading })).toBeVisible();
    expectCleanPage(watch);
  });
});

test.describe('phone, en', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a company approved while signed in: declarations, the application gate and the QR button at once (en, 390)', async ({
    page,
    watch,
  }) => {
    test.setTimeout(120_000);
    const { id, mobile } = await companyUnderReview(CITIC_SPECIAL_STEEL);
    await devLogin(page, mobile);
    // The signed-in pages see it under review first (the snapshot says so too).
    await page.goto('/en/Pcr/minePcr?type=EPD');
    await expect(page.getByTestId('mine-pcr-company-pending')).toContainText(WORDS.en.pending, SLOW);
    await expectOwnerQr(page, 'en', CITIC_SPECIAL_STEEL, false);

    await devPost(`/__dev/companies/${id}/review`, { companyStatus: 1 });

    // The signed-in pages first this time, then the public search.
    await expectDeclarations(page, 'en');
    await expectApplicationGateOpen(page, 'en');
    await expectOwnerQr(page, 'en', CITIC_SPECIAL_STEEL, true);
    await expectNoMissingMessages(page);

    // /Pcr leads to the PCR application form; the phone menu names My declarations.
    await page.goto('/en/Pcr');
    await page.getByRole('link', { name: WORDS.en.applyPcr, exact: true }).first().click();
    await expect(page).toHaveURL(/\/en\/Pcr\/pcrApplyFor$/, SLOW);
    await expect(page.getByRole('heading', { level: 1, name: WORDS.en.applyPcrHeading })).toBeVisible();
    await page.locator(`summary[aria-label="${WORDS.en.menu}"]`).click();
    const phoneNav = page.getByRole('navigation', { name: WORDS.en.nav });
    await phoneNav.getByRole('link', { name: WORDS.en.mine, exact: true }).click();
    await expect(page).toHaveURL(/\/en\/Pcr\/minePcr$/, SLOW);
    await expect(page.getByRole('heading', { level: 1, name: WORDS.en.mine })).toBeVisible();
    expectCleanPage(watch);
  });
});
