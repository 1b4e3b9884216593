import { EXPIRING_WITHIN_DAYS, type Validity } from '@/lib/epd/search-url';
import type { OpenEpdDocument, OpenLang } from './dto';
import { OPENEPD_EXTENSION } from './dto';

// The CSV of a search (docs/open-data.md "CSV"): RFC 4180 (CRLF lines, fields with a comma, a quote or a line break in
// double quotes, quotes doubled), UTF-8 with a byte order mark so that Excel reads Chinese as UTF-8, and no cell that a
// spreadsheet would run as a formula: text starting with = + - @, a tab or a carriage return gets a leading `'` (OWASP
// "CSV injection"). Numbers are written as numbers.

export const CSV_BOM = '\uFEFF';
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8; header=present';

export type CsvValue = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One field: a number as it is, text defused and quoted where RFC 4180 needs it; null is an empty field. */
export function csvField(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF-terminated. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** The columns, in order; their header words come from messages (`openDataApi.csv`). */
export const CSV_COLUMNS = [
  'registrationNumber',
  'type',
  'productNameZh',
  'productNameEn',
  'company',
  'pcr',
  'gwp',
  'effectiveDate',
  'expirationDate',
  'validity',
  'chain',
  'productPage',
] as const;

export type CsvColumn = (typeof CSV_COLUMNS)[number];

export type CsvWords = {
  headers: Record<CsvColumn, string>;
  validity: Record<Validity, string>;
  chain: { data: string; report: string };
};

/** The day `days` after an ISO date (calendar arithmetic, as the index's expiry window). */
function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Valid, in its last 90 days, or expired, on China's `today` (the search's `validity` filter, lib/epd). */
export function validityOn(validUntil: string | null, today: string): Validity {
  if (!validUntil) return 'valid';
  if (validUntil < today) return 'expired';
  return validUntil <= addDays(today, EXPIRING_WITHIN_DAYS) ? 'expiring' : 'valid';
}

/** A declaration's row, from its openEPD document (so the CSV and the JSON say the same), names in `lang`. */
export function csvRow(
  document: OpenEpdDocument,
  lang: OpenLang,
  today: string,
  words: CsvWords,
): CsvValue[] {
  const ext = document.ext[OPENEPD_EXTENSION];
  const inLang = (zh: string | null, en: string | null) => (lang === 'en' ? (en ?? zh) : (zh ?? en));
  const pcrName = inLang(ext.pcr_name_zh, ext.pcr_name_en);
  const pcr = [ext.pcr_number, pcrName !== ext.pcr_number ? pcrName : null].filter(Boolean).join(' · ');
  return [
    document.program_operator_doc_id,
    ext.product_type,
    ext.product_name_zh,
    ext.product_name_en,
    inLang(ext.manufacturer_name_zh, ext.manufacturer_name_en),
    pcr || null,
    ext.gwp100_kgco2e_per_t,
    document.date_of_issue,
    document.valid_until,
    words.validity[validityOn(document.valid_until, today)],
    ext.chain.map((proof) => `${words.chain[proof.kind]}: ${proof.tx_hash}`).join('; ') || null,
    lang === 'en' ? (ext.product_page.en ?? ext.product_page.zh) : ext.product_page.zh,
  ];
}

export function csvHeader(words: CsvWords): string {
  return csvLine(CSV_COLUMNS.map((column) => words.headers[column]));
}
