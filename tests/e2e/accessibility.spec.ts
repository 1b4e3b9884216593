import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { seededNews, seededNotices } from './support/content';
import { devLogin } from './support/login';
import { devGet } from './support/upstream-dev';

/**
 * axe-core's WCAG 2.2 A and AA rules over every page of the portal, in both languages: the public
 * pages as a visitor, then the signed-in ones through the dev session. One browser context per
 * language, reused from page to page; every violation of every page is reported at the end.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

type Visit = {
  path: string;
  /** Who is signed in (a demo account), or nobody. */
  as?: string;
  /** What shows once the page is ready to be checked (default: its one h1). */
  ready?: (page: Page) => Promise<void>;
};

const dialogOpen = async (page: Page) => expect(page.getByRole('dialog')).toBeVisible();
const tourOpen = async (page: Page) => expect(page.locator('.driver-popover')).toBeVisible();
const pdfDrawn = async (page: Page) =>
  expect(page.getByTestId('pdf-viewer')).toHaveAttribute('data-drawn-page', '1', { timeout: 60_000 });

/** Every page, in groups of about ten: one test each, so a loaded machine gives each group its own time. */
async function pageGroups(lang: 'zh' | 'en'): Promise<Record<string, Visit[]>> {
  const [news, notices, verifications] = await Promise.all([
    seededNews(lang),
    seededNotices(lang),
    devGet<{ id: number; epdRegistrationNumber: string }[]>('/__dev/verify?account=13800138000'),
  ]);
  // A seeded request the platform has answered (feedback and its PDF).
  const answered = verifications.find((request) => request.epdRegistrationNumber === 'EPD-CN-2025-0001')!;
  return {
    'home, search, PCR and LCA pages': [
      { path: '/' },
      // The login dialog, with its consent text, opened by a login request.
      { path: '/?login=required&redirect=%2Fuser', ready: dialogOpen },
      { path: '/epd/epdSearch' },
      { path: '/epd/epdSearch?keyword=Q355B' },
      { path: '/Pcr' },
      { path: '/pcr/pcrSearch' },
      { path: '/Pcr/lca' },
      { path: '/gpi' },
      { path: '/lcaTools' },
    ],
    'news, notices, resources, links and the platform pages': [
      { path: '/news' },
      { path: `/news/newsDetailsPage?id=${news.list[0]!.id}` },
      { path: '/NoticeInformationPage' },
      { path: `/NoticeInformationPage/Notice?id=${notices.list[0]!.id}` },
      { path: '/resources' },
      { path: '/Links' },
      { path: '/about' },
      { path: '/service' },
      { path: '/pricing' },
    ],
    'login, registration, agreements and the product page': [
      { path: '/register', ready: dialogOpen },
      { path: '/logins' },
      { path: '/logins?panel=register' },
      { path: '/logins?panel=forgot' },
      { path: '/Loginapp?id=34' },
      { path: '/appLogin' },
      { path: '/agreement' },
      { path: '/policy' },
      { path: '/hoster' },
      { path: '/compent' },
      { path: '/app/epd/1' },
      { path: '/app/epd/999999' },
    ],
    'the signed-in pages': [
      { path: '/user', as: '13800138000' },
      { path: '/information', as: '13800138000' },
      { path: '/passpassword', as: '13800138000' },
      { path: '/textmessage/all', as: '13800138000' },
      { path: '/lcaTools', as: '13800138000' },
      { path: '/appLoginform?id=34', as: '13800138000' },
      { path: '/Result?type=7', as: '13800138000' },
      { path: '/apppdf/34', as: '13800138000', ready: pdfDrawn },
      { path: '/changepassword', as: 'demo@lowcarbonsteel.example' },
      { path: '/enterprise', as: '13100131000' },
      { path: '/userinfo', as: '13500135000' },
    ],
    'the declaration business': [
      { path: '/Epd', as: '13800138000' },
      // First visit: the guided tour opens over the form, and is checked with it.
      {
        path: `/epd/epdApplyFor?companyName=${encodeURIComponent('宝山钢铁股份有限公司')}`,
        as: '13800138000',
        ready: tourOpen,
      },
      { path: '/epd/mineEpd', as: '13800138000' },
      { path: '/epd/verification', as: '13800138000' },
      { path: '/epd/verification?new=1', as: '13800138000' },
      { path: `/myDetails?id=${answered.id}`, as: '13800138000' },
      { path: '/myDetails?id=99999999', as: '13800138000' },
      { path: '/dtpfg/dtpfgApplyFor', as: '13800138000' },
      { path: '/Pcr/pcrApplyFor', as: '13800138000' },
      { path: '/Pcr/minePcr?type=EPD', as: '13800138000' },
    ],
    'feedback, the role pages and the in-app page': [
      { path: '/Feedback' },
      { path: '/steelMill' },
      { path: '/thirdAgency' },
      { path: '/webview?code=about' },
      { path: '/Result?type=6' },
      { path: '/Feedback', as: '13700137000' },
    ],
  };
}

const GROUP_NAMES = [
  'home, search, PCR and LCA pages',
  'news, notices, resources, links and the platform pages',
  'login, registration, agreements and the product page',
  'the signed-in pages',
  'the declaration business',
  'feedback, the role pages and the in-app page',
];

function localized(lang: 'zh' | 'en', path: string): string {
  if (lang === 'zh') return path;
  return path === '/' ? '/en' : path.startsWith('/?') ? `/en${path.slice(1)}` : `/en${path}`;
}

for (const lang of ['zh', 'en'] as const) {
  test.describe(`axe's WCAG 2.2 AA rules (${lang})`, () => {
    // In order, in one worker, so the context is shared; a failing group does not skip the next.
    test.describe.configure({ mode: 'default', timeout: 300_000 });
    let context: BrowserContext;
    let page: Page;
    let signedInAs: string | undefined;

    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext({
        locale: lang === 'en' ? 'en-US' : 'zh-CN',
        viewport: { width: 1440, height: 900 },
      });
      page = await context.newPage();
    });
    test.afterAll(async () => {
      await context.close();
    });

    for (const group of GROUP_NAMES) {
      test(`${group}: no violation (${lang})`, async () => {
        for (const visit of (await pageGroups(lang))[group]!) {
          if (visit.as !== signedInAs) {
            if (visit.as) await devLogin(page, visit.as);
            else await context.clearCookies();
            signedInAs = visit.as;
          }
          const url = localized(lang, visit.path);
          await page.goto(url);
          await (
            visit.ready ?? ((p: Page) => expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible())
          )(page);
          const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
          const found = violations.map((violation) => {
            const where = violation.nodes
              .map((node) => node.target.join(' '))
              .slice(0, 3)
              .join(' | ');
            return `${violation.id} (${violation.nodes.length}×) ${violation.help} – ${where}`;
          });
          // Soft: every page of the group is checked and reported, not only the first that fails.
          expect.soft(found, url).toEqual([]);
        }
      });
    }
  });
}
