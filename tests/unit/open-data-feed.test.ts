import { parseFeed } from '@rowanmanning/feed-parser';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IndexedDeclaration } from '@/lib/epd/server/declaration-index';
import type { EpdRecord } from '@/lib/upstream/operations/epd';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';

// The Atom feed of a search (/epd/epdSearch/feed?…): read by a real feed parser, checked against RFC 4287's required
// elements, with its new-declaration entries and its expiry warnings in the reader's language.

const ORIGIN = 'https://epd.example.cn';
vi.hoisted(() => {
  process.env.PUBLIC_ORIGIN = 'https://epd.example.cn';
  process.env.UPSTREAM_URL = 'http://127.0.0.1:9';
  process.env.SESSION_PASSWORD = 's'.repeat(40);
});
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('use-intl/core');
  return {
    getTranslations: async ({ locale, namespace }: { locale: 'zh' | 'en'; namespace?: string }) =>
      createTranslator({ locale, messages: locale === 'en' ? en : zh, namespace: namespace as never }),
  };
});

const { replaceDeclarationIndex } = await import('@/lib/epd/server/declaration-store');
const { epdSearchFeedResponse } = await import('@/lib/open-data/server/feed');
const { expiryWindowOpens, inExpiryWindow } = await import('@/lib/open-data/server/feed-entries');
const { chinaToday } = await import('@/lib/epd/validity');

function declaration(id: number, fields: Partial<EpdRecord> = {}): IndexedDeclaration {
  return {
    record: {
      id,
      epdRegistrationNumber: `EPD-CN-2026-${String(id).padStart(4, '0')}`,
      productType: 'EPD',
      productName: `热轧钢板 ${id}`,
      productNameEn: null,
      companyName: '宝山钢铁股份有限公司',
      companyNameEn: 'Baoshan Iron & Steel Co., Ltd.',
      companyCode: 'BS',
      pcrProductName: '钢铁产品',
      gwp100: 2000,
      epdExpirationDate: '2030-06-30',
      ...fields,
    } as EpdRecord,
    pcr: null,
  };
}

/** China's noon on 2026-11-29: China's date and UTC's agree. */
const NOON = new Date('2026-11-29T04:00:00Z');

/** In the platform's order, newest first. */
const SEED = [
  declaration(6, {
    productName: '钢筋 <HRB400E> & "抗震"',
    productNameEn: "Rebar <HRB400E> & 'seismic'",
    gwp100: 2010,
  }),
  declaration(5, { productName: '冷轧板', gwp100: 650, epdExpirationDate: '2027-02-28' }),
  declaration(4, { productName: '已过期热轧卷', gwp100: 600, epdExpirationDate: '2026-11-24' }),
  declaration(3, { productName: '中厚板', gwp100: 700, epdExpirationDate: '2027-02-27' }),
  declaration(2, {
    productName: '螺纹钢',
    companyName: '江苏沙钢集团有限公司',
    companyNameEn: null,
    companyCode: 'SG',
    gwp100: 2100,
    epdEffectiveDate: '2026-10-01',
    epdExpirationDate: '2026-12-29',
  }),
  declaration(1, {
    productName: '氢基竖炉直接还原铁',
    productNameEn: 'Hydrogen-based DRI',
    productType: 'CFP',
    gwp100: 612.4,
    isDataStubs: 3,
    dataStubsTxhash: '0xabc',
    dataStubsBlocktime: '2026-11-20 10:30:00',
  }),
];

beforeEach(() => {
  vi.useFakeTimers({ now: NOON, toFake: ['Date'] });
  replaceDeclarationIndex(SEED);
});
afterEach(() => vi.useRealTimers());

async function fetchFeed(query: string, locale: 'zh' | 'en' = 'zh') {
  const response = await epdSearchFeedResponse(new URLSearchParams(query), locale);
  const xml = await response.text();
  return { response, xml, feed: parseFeed(xml) };
}

type Node = Record<string, unknown>;
const asList = (value: unknown): Node[] => (Array.isArray(value) ? value : value ? [value] : []) as Node[];
const text = (value: unknown) => (typeof value === 'object' && value ? (value as Node)['#text'] : value);
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

/** Well-formed XML holding what RFC 4287 requires of a feed and of every entry (4.1.1, 4.1.2), with unique ids. */
function expectValidAtom(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  const root = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(xml) as Node;
  const feed = root.feed as Node;
  expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
  expect(text(feed.id)).toBeTruthy();
  expect(text(feed.title)).toBeTruthy();
  expect(String(text(feed.updated))).toMatch(RFC3339);
  expect((feed.author as Node).name).toBeTruthy();
  const self = asList(feed.link).find((link) => link['@rel'] === 'self');
  expect(self?.['@href']).toBeTruthy();
  const entries = asList(feed.entry);
  for (const entry of entries) {
    expect(text(entry.id)).toMatch(/^tag:[a-z0-9.-]+,\d{4}:\S+$/);
    expect(text(entry.title)).toBeTruthy();
    expect(String(text(entry.updated))).toMatch(RFC3339);
    expect(asList(entry.link)[0]?.['@href']).toMatch(/^https:\/\//);
    expect(text(entry.summary)).toBeTruthy();
  }
  const ids = entries.map((entry) => text(entry.id));
  expect(new Set(ids).size).toBe(ids.length);
}

const chinaMidnight = (day: string) => new Date(`${day}T00:00:00+08:00`).toISOString();

describe('the feed of a search', () => {
  it('is valid Atom in Chinese: every new declaration, and those in their last 90 days as warnings of their own', async () => {
    const { response, xml, feed } = await fetchFeed('');
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=600');
    expectValidAtom(xml);
    expect(feed.meta).toEqual({ type: 'atom', version: '1.0' });
    expect(feed.language).toBe('zh-CN');
    expect(feed.title).toBe('EPD 检索订阅：全部声明');
    expect(feed.self).toBe(`${ORIGIN}/epd/epdSearch/feed`);
    expect(feed.url).toBe(`${ORIGIN}/epd/epdSearch`);

    const titles = feed.items.map((item) => item.title);
    for (const id of [1, 2, 3, 4, 5, 6])
      expect(titles.filter((title) => title?.startsWith('新发布：'))).toContain(
        `新发布：${SEED.find((d) => d.record.id === id)!.record.productName}`,
      );
    // Expiring within 90 days of 2026-11-29: 2 (2026-12-29), 3 (2027-02-27); not 5 (91 days), not 4 (expired).
    expect(titles.filter((title) => title?.startsWith('即将到期：')).sort()).toEqual([
      '即将到期：中厚板（2027年2月27日到期）',
      '即将到期：螺纹钢（2026年12月29日到期）',
    ]);
    const warning = feed.items.find((item) => item.title?.startsWith('即将到期：螺纹钢'))!;
    expect(warning.url).toBe(`${ORIGIN}/app/epd/2`);
    expect(warning.id).toBe('tag:epd.example.cn,2026:epd/2/expiring/2026-12-29');
    expect(warning.updated?.toISOString()).toBe(chinaMidnight('2026-09-30'));
    expect(warning.description).toBe(
      '企业：江苏沙钢集团有限公司；注册号：EPD-CN-2026-0002；GWP：2,100 kg CO₂e/t；有效期至：2026年12月29日',
    );
    expect(feed.items.find((item) => item.id === 'tag:epd.example.cn,2026:epd/2')?.url).toBe(
      `${ORIGIN}/app/epd/2`,
    );
  });

  it('dates a new declaration by its chain block time, else its effective date, else when first listed', async () => {
    const first = await fetchFeed('');
    const updated = (id: string) =>
      first.feed.items
        .find((item) => item.id === `tag:epd.example.cn,2026:epd/${id}`)
        ?.updated?.toISOString();
    expect(updated('1')).toBe('2026-11-20T02:30:00.000Z');
    expect(updated('2')).toBe(chinaMidnight('2026-10-01'));
    // No date in the record: the same date on every fetch, not the time of each request.
    const firstListed = updated('3');
    expect(firstListed).toBeTruthy();
    vi.setSystemTime(new Date(NOON.getTime() + 1_000));
    const again = await fetchFeed('');
    expect(
      again.feed.items.find((item) => item.id === 'tag:epd.example.cn,2026:epd/3')?.updated?.toISOString(),
    ).toBe(firstListed);
    // The feed is as new as its newest entry.
    expect(first.feed.updated?.toISOString()).toBe(
      first.feed.items
        .map((item) => item.updated!.toISOString())
        .sort()
        .at(-1),
    );
  });

  it('names a filtered search in English and links the search and the product pages in their languages', async () => {
    const { xml, feed } = await fetchFeed('gwpMax=800&validity=valid&sort=gwp&page=3&bogus=1', 'en');
    expectValidAtom(xml);
    expect(feed.language).toBe('en');
    expect(feed.title).toBe('EPD search feed: Valid now · GWP at most 800 kg CO₂e/t');
    // One address per search: no page, no sort (a feed is in the order of its events).
    expect(feed.self).toBe(`${ORIGIN}/en/epd/epdSearch/feed?validity=valid&gwpMax=800`);
    expect(feed.url).toBe(`${ORIGIN}/en/epd/epdSearch?validity=valid&gwpMax=800&sort=gwp`);
    const entries = feed.items.map((item) => [item.title, item.url]);
    expect(entries).toEqual(
      expect.arrayContaining([
        ['New declaration: Hydrogen-based DRI', `${ORIGIN}/en/app/epd/1`],
        ['New declaration: 冷轧板', `${ORIGIN}/app/epd/5`],
        ['New declaration: 中厚板', `${ORIGIN}/app/epd/3`],
        ['Expires on 27 February 2027: 中厚板', `${ORIGIN}/app/epd/3`],
      ]),
    );
    expect(entries).toHaveLength(4);
    expect(feed.items.find((item) => item.url === `${ORIGIN}/en/app/epd/1`)?.description).toBe(
      'Company: Baoshan Iron & Steel Co., Ltd.; registration no.: EPD-CN-2026-0001; GWP: 612.4 kg CO₂e/t; valid until: 30 June 2030',
    );
  });

  it('names the company, keeps markup in names as text and ignores what the search page ignores', async () => {
    expect((await fetchFeed('company=SG')).feed.title).toBe('EPD 检索订阅：江苏沙钢集团有限公司');
    const { xml, feed } = await fetchFeed('type=XYZ&gwpMin=abc&validity=soon&chain=maybe', 'en');
    expectValidAtom(xml);
    expect(feed.title).toBe('EPD search feed: all declarations');
    expect(feed.self).toBe(`${ORIGIN}/en/epd/epdSearch/feed`);
    expect(feed.items.map((item) => item.title)).toContain(`New declaration: Rebar <HRB400E> & 'seismic'`);
    expect(xml).toContain('Rebar &lt;HRB400E&gt; &amp; &apos;seismic&apos;');
  });

  it('warns of nothing in a search for expired declarations', async () => {
    const { feed } = await fetchFeed('validity=expired');
    expect(feed.items.map((item) => item.title)).toEqual(['新发布：已过期热轧卷']);
  });

  it('keeps the 20 warnings whose window opened last when more declarations are expiring', async () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      declaration(100 + i, { epdExpirationDate: `2027-01-${String(i + 1).padStart(2, '0')}` }),
    );
    replaceDeclarationIndex(many);
    const { xml, feed } = await fetchFeed('');
    expectValidAtom(xml);
    const warned = feed.items
      .map((item) => /\/expiring\/(\S+)$/.exec(item.id ?? '')?.[1])
      .filter(Boolean)
      .sort();
    expect(warned).toHaveLength(20);
    expect(warned[0]).toBe('2027-01-06');
    expect(warned.at(-1)).toBe('2027-01-25');
  });
});

describe('the expiry window on China’s date, whatever the server’s time zone', () => {
  const ZONES = ['UTC', 'Asia/Shanghai', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'];
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  // Expiring on 2027-03-01, a declaration enters its last 90 days at China's midnight of 2026-12-01 (16:00 UTC the day before).
  const EXPIRY = '2027-03-01';
  const BEFORE = new Date('2026-11-30T15:59:59.999Z');
  const AFTER = new Date('2026-11-30T16:00:00.000Z');

  it.each(ZONES)('opens at China’s midnight 90 days before the expiry day (TZ=%s)', async (zone) => {
    process.env.TZ = zone;
    // The zone is in force: local midnight differs from UTC's except in UTC itself.
    expect(new Date(2026, 0, 1).getTime() === Date.UTC(2026, 0, 1)).toBe(zone === 'UTC');
    expect(expiryWindowOpens(EXPIRY)).toBe('2026-12-01');
    expect(inExpiryWindow(EXPIRY, BEFORE)).toBe(false);
    expect(inExpiryWindow(EXPIRY, AFTER)).toBe(true);
    expect(inExpiryWindow(EXPIRY, new Date('2027-03-01T15:59:59Z'))).toBe(true);
    expect(inExpiryWindow(EXPIRY, new Date('2027-03-01T16:00:00Z'))).toBe(false);

    const warnings = async (now: Date) => {
      vi.setSystemTime(now);
      replaceDeclarationIndex([declaration(7, { productName: '镀锌板', epdExpirationDate: EXPIRY })]);
      const { feed } = await fetchFeed('validity=valid');
      return feed.items.filter((item) => item.id?.includes('/expiring/'));
    };
    expect(chinaToday(BEFORE)).toBe('2026-11-30');
    expect(await warnings(BEFORE)).toEqual([]);
    const [warning] = await warnings(AFTER);
    expect(warning?.title).toBe('即将到期：镀锌板（2027年3月1日到期）');
    expect(warning?.updated?.toISOString()).toBe(AFTER.toISOString());
  });
});
