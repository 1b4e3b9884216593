import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  DeclarationIndex,
  type IndexedDeclaration,
  type IndexQuery,
} from '@/lib/epd/server/declaration-index';
import { chinaToday } from '@/lib/epd/validity';
import type { EpdRecord } from '@/lib/upstream/operations/epd';

// The read model behind the buyers' search, the open data API and the feeds (issue 37): what it finds, in which order,
// and how validity is judged on China's date.

function declaration(id: number, fields: Partial<EpdRecord> = {}, pcr: IndexedDeclaration['pcr'] = null) {
  return {
    record: {
      id,
      epdRegistrationNumber: `EPD-CN-2026-${String(id).padStart(4, '0')}`,
      productType: 'EPD',
      productName: `热轧钢板 ${id}`,
      productNameEn: null,
      companyName: '宝山钢铁股份有限公司',
      companyCode: '91310000631696382C',
      pcrProductName: '钢铁产品',
      gwp100: 2000,
      epdExpirationDate: '2028-06-30',
      ...fields,
    } as EpdRecord,
    pcr,
  };
}

const indexes: DeclarationIndex[] = [];
function build(declarations: IndexedDeclaration[]) {
  const index = DeclarationIndex.build(declarations);
  indexes.push(index);
  return index;
}
afterEach(() => indexes.splice(0).forEach((index) => index.close()));

const ids = (answer: { items: IndexedDeclaration[] }) => answer.items.map((item) => String(item.record.id));
const TODAY = '2026-11-29';
const search = (index: DeclarationIndex, query: Partial<IndexQuery>) =>
  index.search({ limit: 50, offset: 0, ...query }, TODAY);

describe('finding declarations', () => {
  const index = () =>
    build([
      declaration(1, { productName: '氢基竖炉直接还原铁', productNameEn: 'Hydrogen-based DRI' }),
      declaration(2, {
        productName: '电炉短流程螺纹钢',
        companyName: '江苏沙钢集团有限公司',
        companyCode: 'SG',
      }),
      declaration(3, {
        productName: '冷轧汽车板',
        companyNameEn: 'Ansteel Group',
        companyName: '鞍钢股份',
        companyCode: 'AG',
      }),
      declaration(4, { productName: '热轧卷板', epdRegistrationNumber: 'EPD-CN-2026-0001X' }),
    ]);

  it('finds a Chinese substring of three characters or more anywhere in a name', () => {
    expect(ids(search(index(), { keyword: '竖炉直接' }))).toEqual(['1']);
    expect(ids(search(index(), { keyword: '短流程' }))).toEqual(['2']);
  });

  it('finds two-character Chinese words too (below the trigram length)', () => {
    expect(ids(search(index(), { keyword: '沙钢' }))).toEqual(['2']);
    expect(ids(search(index(), { keyword: '冷轧' }))).toEqual(['3']);
  });

  it('matches English names and companies case-insensitively, every word required', () => {
    expect(ids(search(index(), { keyword: 'hydrogen' }))).toEqual(['1']);
    expect(ids(search(index(), { keyword: 'ANSTEEL group' }))).toEqual(['3']);
    expect(ids(search(index(), { keyword: 'ansteel hydrogen' }))).toEqual([]);
  });

  it('finds a registration number exactly, not the numbers that contain it', () => {
    expect(ids(search(index(), { keyword: 'EPD-CN-2026-0001' }))).toEqual(['1']);
    expect(ids(search(index(), { keyword: 'epd-cn-2026-0001x' }))).toEqual(['4']);
    // A part of a number is a text search: every number containing it.
    expect(ids(search(index(), { keyword: '2026-000' })).sort()).toEqual(['1', '2', '3', '4']);
  });

  it('takes quotes, percent signs and FTS syntax in a keyword as literal text', () => {
    for (const keyword of ['"', 'a"b OR c', '100%', '_', 'NEAR(x y)', '钢*', '\\'])
      expect(() => search(index(), { keyword })).not.toThrow();
    expect(ids(search(index(), { keyword: '100%' }))).toEqual([]);
  });

  it('finds a PCR by number and by its name in either language', () => {
    const withPcr = build([
      declaration(1, {}, { number: 'PCR-CN-2024-001', zh: '建筑用钢材', en: 'Construction steel' }),
      declaration(2),
    ]);
    expect(ids(search(withPcr, { keyword: 'PCR-CN-2024-001' }))).toEqual(['1']);
    expect(ids(search(withPcr, { keyword: 'construction' }))).toEqual(['1']);
    expect(ids(search(withPcr, { pcr: 'PCR-CN-2024-001' }))).toEqual(['1']);
  });
});

describe('filters, facets and sorts', () => {
  const index = () =>
    build([
      declaration(1, { gwp100: 2300, epdExpirationDate: '2026-11-28', companyCode: 'A', productType: 'CFP' }),
      declaration(2, {
        gwp100: 450,
        epdExpirationDate: '2026-12-20',
        companyCode: 'B',
        isDataStubs: 3,
        dataStubsTxhash: '0xab',
      }),
      declaration(3, { gwp100: 900, epdExpirationDate: '2029-01-01', companyCode: 'A' }),
      declaration(4, { gwp100: null, epdExpirationDate: null, companyCode: 'B' }),
      declaration(5, { gwp100: 700, epdExpirationDate: '2027-02-27', companyCode: 'C' }),
    ]);

  it('keeps the platform order by default (newest first)', () => {
    expect(ids(search(index(), {}))).toEqual(['1', '2', '3', '4', '5']);
  });

  it('filters by validity on the given China date', () => {
    expect(ids(search(index(), { validity: 'expired' }))).toEqual(['1']);
    // 90 days from 2026-11-29 is 2027-02-27: the last day of the window is inside it.
    expect(ids(search(index(), { validity: 'expiring' }))).toEqual(['2', '5']);
    // An unknown expiry is not taken for expired (as the cards say).
    expect(ids(search(index(), { validity: 'valid' }))).toEqual(['2', '3', '4', '5']);
  });

  it('filters by a GWP range, both bounds included; no GWP is outside any range', () => {
    expect(ids(search(index(), { gwpMin: 450, gwpMax: 900 }))).toEqual(['2', '3', '5']);
    expect(ids(search(index(), { gwpMax: 449 }))).toEqual([]);
  });

  it('filters by type and on-chain proof', () => {
    expect(ids(search(index(), { type: 'CFP' }))).toEqual(['1']);
    expect(ids(search(index(), { chain: true }))).toEqual(['2']);
  });

  it('sorts by GWP ascending with unknown GWP last, and by expiry with the expired last', () => {
    expect(ids(search(index(), { sort: 'gwp' }))).toEqual(['2', '5', '3', '1', '4']);
    expect(ids(search(index(), { sort: 'expiring' }))).toEqual(['2', '5', '3', '1', '4']);
  });

  it('counts each facet under the other filters, not its own', () => {
    const answer = search(index(), { company: 'A', gwpMax: 1000, facets: true });
    expect(ids(answer)).toEqual(['3']);
    expect(answer.total).toBe(1);
    const companies = Object.fromEntries(answer.facets.companies.map((c) => [c.value, c.count]));
    expect(companies).toEqual({ A: 1, B: 1, C: 1 });
    const all = search(index(), { facets: true });
    expect(all.facets.companies.reduce((sum, c) => sum + c.count, 0)).toBe(all.total);
  });

  it('pages with limit and offset and counts the whole match', () => {
    const answer = index().search({ limit: 2, offset: 2 }, TODAY);
    expect(ids(answer)).toEqual(['3', '4']);
    expect(answer.total).toBe(5);
  });

  it('answers one declaration by id, or null', () => {
    expect(index().get('3')?.record.gwp100).toBe(900);
    expect(index().get('99')).toBeNull();
  });
});

describe('validity follows China time, whatever the server time zone', () => {
  it('turns the day at midnight in Shanghai (16:00 UTC)', () => {
    expect(chinaToday(new Date('2026-11-28T15:59:59Z'))).toBe('2026-11-28');
    expect(chinaToday(new Date('2026-11-28T16:00:00Z'))).toBe('2026-11-29');
  });

  it('opens the expiry window 90 days before the last valid day, at China midnight', () => {
    const index = build([declaration(1, { epdExpirationDate: '2027-02-27' })]);
    const before = chinaToday(new Date('2026-11-28T15:59:59Z'));
    const after = chinaToday(new Date('2026-11-28T16:00:00Z'));
    expect(ids(index.search({ validity: 'expiring', limit: 5, offset: 0 }, before))).toEqual([]);
    expect(ids(index.search({ validity: 'expiring', limit: 5, offset: 0 }, after))).toEqual(['1']);
  });

  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2026-11-29', 90)).toBe('2027-02-27');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
