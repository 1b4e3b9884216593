import { describe, expect, it } from 'vitest';
import { epdIdSchema, parseCsvQuery, parseListQuery } from '@/lib/open-data/schemas';

// The open API's STRICT reading of a query (issue 37 item 4): the search page's filters and sorts under the same names,
// and a 400 naming the parameter for anything it does not know or cannot read.

const list = (query: string) => parseListQuery(new URLSearchParams(query));
const csv = (query: string) => parseCsvQuery(new URLSearchParams(query));
const refused = (query: string, parse: (query: string) => { ok: boolean } = list) => {
  const parsed = parse(query) as ReturnType<typeof list>;
  if (parsed.ok) throw new Error(`${query} was accepted`);
  return parsed.invalid;
};

describe('the list query', () => {
  it('reads every filter and sort of the search page, with page 1 and 20 a page by default', () => {
    expect(list('')).toEqual({ ok: true, query: { page: 1, pageSize: 20 } });
    expect(
      list(
        'company=BG&pcr=PCR-CN-2024-001&keyword=%E7%83%AD%E8%BD%A7&type=CFP&validity=expiring&gwpMin=300.5&gwpMax=2000&chain=1&sort=gwp&page=3&pageSize=100',
      ),
    ).toEqual({
      ok: true,
      query: {
        company: 'BG',
        pcr: 'PCR-CN-2024-001',
        keyword: '热轧',
        type: 'CFP',
        validity: 'expiring',
        gwpMin: 300.5,
        gwpMax: 2000,
        chain: true,
        sort: 'gwp',
        page: 3,
        pageSize: 100,
      },
    });
  });

  it('takes an empty value as no value (a form without JavaScript sends every field), and trims', () => {
    expect(list('company=&keyword=+&gwpMin=&sort=&page=')).toEqual({
      ok: true,
      query: { page: 1, pageSize: 20 },
    });
    expect(list('keyword=+%E9%92%A2%E7%AD%8B+&chain=false')).toEqual({
      ok: true,
      query: { keyword: '钢筋', chain: false, page: 1, pageSize: 20 },
    });
    expect(list('chain=true')).toMatchObject({ ok: true, query: { chain: true } });
    expect(list('gwpMin=0&gwpMax=0')).toMatchObject({ ok: true, query: { gwpMin: 0, gwpMax: 0 } });
  });

  it('names an unknown parameter, even an empty one', () => {
    expect(refused('foo=1')).toEqual([{ name: 'foo', reason: 'unknown parameter `foo`' }]);
    expect(refused('lang=en')).toEqual([{ name: 'lang', reason: 'unknown parameter `lang`' }]);
    expect(refused('Sort=gwp&x=').map((item) => item.name)).toEqual(['Sort', 'x']);
  });

  it('names an unknown sort, type, validity or chain value', () => {
    expect(refused('sort=cheapest')).toEqual([
      { name: 'sort', reason: '`sort` must be one of: relevance, gwp, newest, expiring' },
    ]);
    expect(refused('type=epd')).toEqual([{ name: 'type', reason: '`type` must be one of: EPD, CFP' }]);
    expect(refused('validity=soon')[0]?.name).toBe('validity');
    expect(refused('chain=yes')).toEqual([{ name: 'chain', reason: '`chain` must be 1, true, 0 or false' }]);
  });

  it('names a GWP bound that is not a non-negative number, or too large', () => {
    for (const value of ['abc', '-5', '1e3', 'Infinity', 'NaN', '0x10', '1,000', '５', '1.2.3'])
      expect(refused(`gwpMin=${encodeURIComponent(value)}`), value).toEqual([
        {
          name: 'gwpMin',
          reason:
            '`gwpMin` must be a non-negative number of kg CO2e per tonne (digits, an optional decimal point)',
        },
      ]);
    expect(refused('gwpMax=100001')).toEqual([{ name: 'gwpMax', reason: '`gwpMax` must be at most 100000' }]);
  });

  it('refuses a reversed GWP range instead of swapping it as the search page does', () => {
    expect(refused('gwpMin=2000&gwpMax=300')).toEqual([
      { name: 'gwpMin', reason: '`gwpMin` (2000) is greater than `gwpMax` (300)' },
    ]);
    expect(list('gwpMin=300&gwpMax=300')).toMatchObject({ ok: true });
  });

  it('names a page below 1 or out of range, and a page size out of 1 to 100', () => {
    for (const value of ['0', '-1', '1.5', 'two', '100001', '9999999999'])
      expect(refused(`page=${value}`), value).toEqual([
        { name: 'page', reason: '`page` must be a whole number from 1 to 100000' },
      ]);
    for (const value of ['0', '101', '-20', '20.0'])
      expect(refused(`pageSize=${value}`), value).toEqual([
        { name: 'pageSize', reason: '`pageSize` must be a whole number from 1 to 100' },
      ]);
  });

  it('names a parameter given twice, and an over-long text', () => {
    expect(refused('type=EPD&type=CFP')).toEqual([
      { name: 'type', reason: '`type` is given more than once' },
    ]);
    expect(refused(`company=${'x'.repeat(33)}`)).toEqual([
      { name: 'company', reason: '`company` is longer than 32 characters' },
    ]);
    expect(refused(`keyword=${'钢'.repeat(101)}`)[0]?.name).toBe('keyword');
  });

  it('names every parameter at fault at once', () => {
    expect(
      refused('sort=x&gwpMin=-1&foo=1&page=0')
        .map((item) => item.name)
        .sort(),
    ).toEqual(['foo', 'gwpMin', 'page', 'sort']);
  });
});

describe('the CSV query', () => {
  it('takes the same filters and a language (default en), and no page', () => {
    expect(csv('type=EPD&sort=gwp')).toEqual({ ok: true, query: { type: 'EPD', sort: 'gwp', lang: 'en' } });
    expect(csv('lang=zh')).toEqual({ ok: true, query: { lang: 'zh' } });
    expect(refused('lang=fr', csv)).toEqual([{ name: 'lang', reason: '`lang` must be one of: zh, en' }]);
    expect(refused('page=2', csv)).toEqual([{ name: 'page', reason: 'unknown parameter `page`' }]);
    expect(refused('gwpMin=9&gwpMax=1', csv)[0]?.name).toBe('gwpMin');
  });
});

describe('the declaration id', () => {
  it('is a positive number of at most 12 digits', () => {
    expect(epdIdSchema.safeParse('12').success).toBe(true);
    for (const id of ['0', '000', '-1', 'abc', '1.5', '1234567890123', '', ' 1'])
      expect(epdIdSchema.safeParse(id).success, id).toBe(false);
  });
});
