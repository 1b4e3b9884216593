import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page, Response } from '@playwright/test';
import { freePort, startPortalProcess, waitForUrl, type Started } from '../../scripts/processes.ts';
import { FAULT_DESCRIPTIONS, FAULTS, FaultProxy, type Fault } from './support/fault-proxy';
import { expect, test } from './support/fixtures';

/**
 * What users see when the platform fails, fault by fault: one portal whose upstream is a
 * fault-injecting proxy in front of the reference upstream (support/fault-proxy.ts), switched
 * between faults without a restart. Its timeouts and circuit-breaker reset are short so a slow
 * upstream costs seconds, not minutes. Between faults only the readiness probe and a token call
 * are made, both uncached, so each fault meets a cold data cache and its pages really ask upstream.
 */
const TRACE =
  /ECONN|UND_ERR|UpstreamError|SocketError|TimeoutError|EOPENBREAKER|Breaker is open|ZodError|node_modules|at \w+ \(|\.tsx?:\d+/;

const TEXTS = {
  zh: {
    degraded: '部分平台内容暂时无法加载',
    searchOutdated: '平台服务暂时没有响应，以下是',
    statusUnknown: '暂时无法确认您的账号状态',
    serviceSilent: '平台服务暂未响应',
    personalCentre: '个人中心',
    heading: '每一吨钢的碳数据',
  },
  en: {
    degraded: 'Some platform content cannot be loaded right now',
    searchOutdated:
      'The platform service is not answering right now: these results are the declarations as of',
    statusUnknown: 'We cannot check your account status right now',
    serviceSilent: 'The platform service did not answer',
    personalCentre: 'Personal centre',
    heading: 'Verified carbon data',
  },
} as const;

/** The words the BFF gives for a platform fault (`describeUpstreamError`), per language. */
type FaultWords = { unavailable: string; timeout: string; malformed: string; http: Record<string, string> };
const ERROR_WORDS = Object.fromEntries(
  (['zh', 'en'] as const).map((lang) => [
    lang,
    (JSON.parse(readFileSync(`messages/${lang}.json`, 'utf8')) as { errors: FaultWords }).errors,
  ]),
) as Record<'zh' | 'en', FaultWords>;

type Row = { fault: Fault; page: string; status: number; message: string; sessionKept: boolean | '' };

test.describe('when the platform fails', () => {
  // A round renders three pages against a failing upstream, then waits for recovery: slow on a busy machine.
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let proxy: FaultProxy;
  let portal: Started;
  let origin: string;
  let member: BrowserContext;
  let own: Page;
  const visitors = {} as Record<'zh' | 'en', { context: BrowserContext; page: Page }>;
  const table: Row[] = [];

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    proxy = await FaultProxy.start(process.env.E2E_UPSTREAM_URL!);
    const port = await freePort();
    origin = `http://localhost:${port}`;
    portal = startPortalProcess({
      port,
      host: 'localhost',
      quiet: true,
      env: {
        UPSTREAM_URL: proxy.url,
        SESSION_PASSWORD: randomBytes(32).toString('base64url'),
        PUBLIC_ORIGIN: origin,
        PORTAL_DEV_OPS: '1',
        UPSTREAM_CONNECT_TIMEOUT_MS: '1000',
        UPSTREAM_TIMEOUT_MS: '1500',
        UPSTREAM_BREAKER_RESET_MS: '300',
        // Every search after a second asks for a refill of the declarations' index, so each fault meets one.
        EPD_INDEX_REFRESH_SECONDS: '1',
        NEXT_TELEMETRY_DISABLED: '1',
      },
    });
    await waitForUrl(`${origin}/api/health/live`);
    await expectReady();
    // The EPD search reads the portal's index of public declarations: filled once while the platform answers, through
    // the open data API (a page would also put the layout's upstream answers in the data cache the faults must miss).
    expect((await fetch(`${origin}/api/open/v1/epds`)).status).toBe(200);
    member = await browser.newContext({ baseURL: origin, locale: 'zh-CN' });
    const login = await member.request.post('/api/dev/session', {
      data: { account: '13800138000' },
      headers: { origin },
    });
    expect(login.status(), await login.text()).toBe(200);
    own = await member.newPage();
    for (const lang of ['zh', 'en'] as const) {
      const context = await browser.newContext({
        baseURL: origin,
        locale: lang === 'en' ? 'en-US' : 'zh-CN',
      });
      visitors[lang] = { context, page: await context.newPage() };
    }
  });

  // The language comes from the path alone: no `lang` cookie left by an earlier round.
  test.beforeEach(async () => {
    await member.clearCookies({ name: 'lang' });
    for (const { context } of Object.values(visitors)) await context.clearCookies();
  });

  test.afterAll(async () => {
    for (const { context } of Object.values(visitors)) await context.close();
    await member?.close();
    await portal?.stop();
    await proxy?.close();
    if (process.env.FAULT_TABLE) console.table(table);
  });

  async function expectReady(): Promise<void> {
    await expect
      .poll(
        () =>
          fetch(`${origin}/api/health/ready`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 30_000, intervals: [100] },
      )
      .toBe(200);
  }

  async function sessionCookie(): Promise<string | undefined> {
    return (await member.cookies()).find((cookie) => cookie.name === 'portal_session')?.value;
  }

  /** Loads a page and checks it carries no trace of the failure's internals. */
  async function load(page: Page, path: string): Promise<Response> {
    // The server-rendered document is what is checked; images and scripts need not finish loading.
    const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
    expect(response, path).not.toBeNull();
    expect(await page.content(), `${path}: no stack trace or error name`).not.toMatch(TRACE);
    return response!;
  }

  FAULTS.forEach((fault, index) => {
    const lang = index % 2 === 0 ? 'zh' : 'en';
    const prefix = lang === 'en' ? '/en' : '';
    const t = TEXTS[lang];

    test(`${fault} (${FAULT_DESCRIPTIONS[fault]}): pages say so plainly, the session survives, recovery needs no restart (${lang})`, async () => {
      expect(await sessionCookie()).toBeTruthy();
      await proxy.setFault(fault);
      const { page } = visitors[lang];

      const home = await load(page, `${prefix}/`);
      expect(home.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(t.heading);
      await expect(page.getByRole('status').filter({ hasText: t.degraded })).toBeVisible();
      table.push({
        fault,
        page: 'home (visitor)',
        status: home.status(),
        message: t.degraded,
        sessionKept: '',
      });

      // The search answers from the portal's index of the public declarations, filled while the platform answered;
      // once a refill has failed, it says plainly that the results are from before the platform stopped answering.
      let search: Response | undefined;
      await expect(async () => {
        search = await load(page, `${prefix}/epd/epdSearch`);
        await expect(page.getByRole('status').filter({ hasText: t.searchOutdated })).toBeVisible({
          timeout: 500,
        });
      }).toPass({ timeout: 30_000 });
      expect(search!.status()).toBe(200);
      await expect(page.getByTestId('epd-results').getByRole('listitem').first()).toBeVisible();
      table.push({
        fault,
        page: 'EPD search (visitor)',
        status: search!.status(),
        message: t.searchOutdated,
        sessionKept: '',
      });

      const user = await load(own, `${prefix}/user`);
      expect(user.status()).toBe(200);
      expect(new URL(own.url()).pathname, 'not sent to the login').toBe(`${prefix}/user`);
      await expect(own.getByRole('heading', { level: 1 })).toHaveText(t.statusUnknown);
      await expect(own.getByText(t.serviceSilent)).toBeVisible();
      const kept = Boolean(await sessionCookie());
      expect(kept, 'the fault did not end the session').toBe(true);
      table.push({
        fault,
        page: '/user (signed in)',
        status: user.status(),
        message: `${t.statusUnknown} / ${t.serviceSilent}`,
        sessionKept: kept,
      });

      // A guarded BFF call (its guard asks upstream for the user's status first) says the
      // platform failed, in the words every other call uses for the fault: not that the
      // account's status is unknown, which sounds like something wrong with the account.
      const guarded = await member.request.get('/api/verification/requests?page=1&size=10', {
        headers: { 'x-portal-locale': lang },
      });
      const answer = (await guarded.json()) as { ok: boolean; error?: { code: string; message: string } };
      const words = ERROR_WORDS[lang];
      expect([502, 503, 504], JSON.stringify(answer)).toContain(guarded.status());
      expect(answer.error?.code).not.toBe('STATUS_UNKNOWN');
      expect([
        words.unavailable,
        words.timeout,
        words.malformed,
        words.http['500'],
        words.http['502'],
        words.http['503'],
        words.http['504'],
      ]).toContain(answer.error?.message);
      table.push({
        fault,
        page: 'guarded BFF call (signed in)',
        status: guarded.status(),
        message: answer.error!.message,
        sessionKept: Boolean(await sessionCookie()),
      });

      // Healed: the breaker's trial call closes it, and the same cookie's token works upstream again.
      await proxy.setFault('none');
      await expectReady();
      const unread = await member.request.get('/api/messages/unread', {
        headers: { 'x-portal-locale': lang },
      });
      expect(unread.status(), await unread.text()).toBe(200);
    });
  });

  test('after all the faults, every page works again without a restart and the user is still signed in', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const { page } = visitors[lang];
      const prefix = lang === 'en' ? '/en' : '';
      expect((await load(page, `${prefix}/`)).status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(TEXTS[lang].heading);
      await expect(page.getByRole('status').filter({ hasText: TEXTS[lang].degraded })).toHaveCount(0);
      // The first search after the faults starts a refill that succeeds; the notice is gone from then on.
      await expect(async () => {
        expect((await load(page, `${prefix}/epd/epdSearch`)).status()).toBe(200);
        await expect(page.getByTestId('epd-results')).toBeVisible({ timeout: 500 });
        await expect(page.getByRole('status').filter({ hasText: TEXTS[lang].searchOutdated })).toHaveCount(0);
      }).toPass({ timeout: 30_000 });
    }
    expect((await load(own, '/user')).status()).toBe(200);
    await expect(own.getByRole('heading', { level: 1 })).toHaveText(TEXTS.zh.personalCentre);
    await expect(own.getByRole('status').filter({ hasText: TEXTS.zh.degraded })).toHaveCount(0);
  });
});
