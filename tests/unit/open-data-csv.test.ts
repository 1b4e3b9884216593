import { describe, expect, it } from 'vitest';
import type { IndexedDeclaration } from '@/lib/epd/server/declaration-index';
import {
  CSV_BOM,
  CSV_COLUMNS,
  csvField,
  csvHeader,
  csvLine,
  csvRow,
  validityOn,
  type CsvWords,
} from '@/lib/open-data/csv';
import { toOpenEpd } from '@/lib/open-data/openepd';
import type { EpdRecord } from '@/lib/upstream/operations/epd';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { parse } from 'csv-parse/sync';

// The CSV of a search (issue 37 item 4): RFC 4180 quoting of commas, quotes and line breaks, UTF-8 with a BOM, both
// product names, and no cell a spreadsheet would run as a formula.

/** RFC 4180 read strictly by csv-parse (a stray quote or an unclosed one throws); every record ends with CRLF. */
function readCsv(text: string): string[][] {
  expect(text.endsWith('\r\n'), 'the last record ends with CRLF').toBe(true);
  return parse(text, { record_delimiter: '\r\n', relax_column_count: true }) as string[][];
}

const wordsOf = (messages: typeof en | typeof zh): CsvWords => {
  const t = messages.openDataApi.csv;
  return {
    headers: Object.fromEntries(CSV_COLUMNS.map((column) => [column, t[column]])) as CsvWords['headers'],
    validity: { valid: t.valid, expiring: t.expiring, expired: t.expired },
    chain: { data: t.chainData, report: t.chainReport },
  };
};

const CONTEXT = { origin: 'https://epd.example.cn', operator: { zh: '平台', en: 'Platform' } };
const TODAY = '2026-11-29';

function declaration(fields: Partial<EpdRecord>, pcr: IndexedDeclaration['pcr'] = null): IndexedDeclaration {
  return {
    record: {
      id: 3,
      epdRegistrationNumber: 'EPD-CN-2026-0003',
      productType: 'EPD',
      productName: '热轧钢板',
      productNameEn: null,
      companyName: '宝山钢铁股份有限公司',
      companyCode: 'BG',
      pcrProductName: '热轧钢板及钢带',
      gwp100: 2100,
      epdExpirationDate: '2028-06-30',
      ...fields,
    } as EpdRecord,
    pcr,
  };
}

const row = (item: IndexedDeclaration, lang: 'zh' | 'en') =>
  csvRow(toOpenEpd(item, CONTEXT), lang, TODAY, wordsOf(lang === 'en' ? en : zh));

describe('csvField and csvLine', () => {
  it('quotes commas, quotes and line breaks (RFC 4180), doubling quotes, and leaves plain text alone', () => {
    expect(csvField('plain 文本')).toBe('plain 文本');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r\nlf')).toBe('"cr\r\nlf"');
    expect(csvField(null)).toBe('');
    expect(csvField('')).toBe('');
    expect(csvLine(['a', 'b,c', null, 12.5])).toBe('a,"b,c",,12.5\r\n');
  });

  it('writes numbers as numbers, and no non-finite number', () => {
    expect(csvField(1856.4)).toBe('1856.4');
    expect(csvField(0)).toBe('0');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField(Infinity)).toBe('');
  });

  it('defuses text a spreadsheet would run as a formula: = + - @, tab and carriage return get a leading quote', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField('\r=x')).toBe(`"'\r=x"`);
    expect(csvField('a=b')).toBe('a=b');
    expect(csvField('热轧 -1')).toBe('热轧 -1');
  });

  it('reads back, field for field, through a strict RFC 4180 reader', () => {
    const values = ['逗号,在中间', '引号"在中间"', '换行\r\n在中间', '=1+1', '', 'last'];
    expect(readCsv(csvLine(values) + csvLine(['x']))).toEqual([
      ['逗号,在中间', '引号"在中间"', '换行\r\n在中间', "'=1+1", '', 'last'],
      ['x'],
    ]);
  });
});

describe('a declaration row', () => {
  const full = declaration(
    {
      productName: '热轧钢板, "宽幅"\n新品',
      productNameEn: 'Hot-rolled plate, "wide"',
      companyNameEn: 'Baosteel',
      epdEffectiveDate: '2025-01-15',
      epdExpirationDate: '2027-01-10',
      isDataStubs: 3,
      dataStubsTxhash: '0xaa',
      isReportStubs: 3,
      reportStubsTxhash: '0xbb',
    },
    { number: 'PCR-CN-2024-001', zh: '热轧钢板及钢带', en: 'Hot-rolled steel plate' },
  );

  it('has the columns in order, names in the language asked for, both product names and the product page', () => {
    expect(row(full, 'en')).toEqual([
      'EPD-CN-2026-0003',
      'EPD',
      '热轧钢板, "宽幅"\n新品',
      'Hot-rolled plate, "wide"',
      'Baosteel',
      'PCR-CN-2024-001 · Hot-rolled steel plate',
      2100,
      '2025-01-15',
      '2027-01-10',
      'Expiring within 90 days',
      'data: 0xaa; report: 0xbb',
      'https://epd.example.cn/en/app/epd/3',
    ]);
    expect(row(full, 'zh')).toEqual([
      'EPD-CN-2026-0003',
      'EPD',
      '热轧钢板, "宽幅"\n新品',
      'Hot-rolled plate, "wide"',
      '宝山钢铁股份有限公司',
      'PCR-CN-2024-001 · 热轧钢板及钢带',
      2100,
      '2025-01-15',
      '2027-01-10',
      '90 天内到期',
      '数据: 0xaa; 报告: 0xbb',
      'https://epd.example.cn/app/epd/3',
    ]);
  });

  it('leaves empty what a spec-shaped record lacks, and links the Chinese page where there is no English name', () => {
    const bare = declaration({
      gwp100: null,
      epdExpirationDate: null,
      pcrProductName: null,
      productType: 'CFP',
    });
    expect(row(bare, 'en')).toEqual([
      'EPD-CN-2026-0003',
      'CFP',
      '热轧钢板',
      null,
      '宝山钢铁股份有限公司',
      null,
      null,
      null,
      null,
      'Valid now',
      null,
      'https://epd.example.cn/app/epd/3',
    ]);
  });

  it('reads back as the same cells, a header in each language and a BOM first', () => {
    for (const [lang, messages] of [
      ['en', en],
      ['zh', zh],
    ] as const) {
      const text = CSV_BOM + csvHeader(wordsOf(messages)) + csvLine(row(full, lang));
      expect(text.charCodeAt(0)).toBe(0xfeff);
      const [header, line] = readCsv(text.slice(1));
      expect(header).toEqual(CSV_COLUMNS.map((column) => messages.openDataApi.csv[column]));
      expect(line).toEqual(row(full, lang).map((value) => (value === null ? '' : String(value))));
    }
    expect(new TextEncoder().encode(CSV_BOM)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });
});

describe('validityOn', () => {
  it("judges China's date: expired before today, expiring through today + 90 days, valid after or unknown", () => {
    expect(validityOn('2026-11-28', TODAY)).toBe('expired');
    expect(validityOn('2026-11-29', TODAY)).toBe('expiring');
    expect(validityOn('2027-02-27', TODAY)).toBe('expiring');
    expect(validityOn('2027-02-28', TODAY)).toBe('valid');
    expect(validityOn(null, TODAY)).toBe('valid');
  });
});
