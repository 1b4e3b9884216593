import 'server-only';
import { DatabaseSync } from 'node:sqlite';
import type { EpdRecord } from '@/lib/upstream/operations/epd';
import { STUBS_ANCHORED } from '../stubs';
import {
  defaultSort,
  EXPIRING_WITHIN_DAYS,
  type EpdSearchFilters,
  type EpdSort,
  type ProductTypeFilter,
} from '../search-url';

// The read model of the public declarations (EPD and CFP) behind the buyers' search, the open data API and the feeds:
// an in-memory SQLite database (node:sqlite) with an FTS5 trigram index over the names in both languages, the company,
// the PCR and the registration number. Trigrams find any substring of three characters or more, Chinese included,
// without a word segmenter; shorter terms (two-character Chinese words are common) fall back to a scan of the same
// text column, which the bench measures. Built whole and swapped, so a search never sees half a fill.

/** A PCR's names in both languages, for records that carry only the number or only the name in one language. */
export type PcrNames = { number: string | null; zh: string | null; en: string | null };

export type IndexedDeclaration = {
  record: EpdRecord;
  pcr: PcrNames | null;
};

/** `facets`: also count the companies and PCRs (the search page's facets); they cost two grouped scans. */
export type IndexQuery = EpdSearchFilters & { limit: number; offset: number; facets?: boolean };

export type FacetValue = { value: string; label: string; labelEn: string | null; count: number };

export type IndexAnswer = {
  total: number;
  items: IndexedDeclaration[];
  facets: { companies: FacetValue[]; pcrs: FacetValue[] };
};

type Row = { record: string; pcr: string | null };

const text = (value: string | null | undefined): string | null => value?.trim() || null;

/** business.md 3: `isDataStubs` / `isReportStubs` 3 is a proof stored on the blockchain. */
function anchored(record: EpdRecord): boolean {
  const proof = (flag: unknown, hash: string | null | undefined) =>
    String(flag ?? '') === STUBS_ANCHORED && !!text(hash);
  return (
    proof(record.isDataStubs, record.dataStubsTxhash) || proof(record.isReportStubs, record.reportStubsTxhash)
  );
}

/** The day `days` after an ISO date, as an ISO date (calendar arithmetic, no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The facet key of a company: its code (business.md 3), the name when a record has none. */
export const companyKey = (record: EpdRecord) => text(record.companyCode) ?? record.companyName;
/** The facet key of a PCR: its number where known (the spec's filter, p/epd/page `pcrNumber`), else its name. */
export const pcrKey = (record: EpdRecord, pcr: PcrNames | null) =>
  pcr?.number ?? text(record.pcrNumber) ?? text(record.pcrProductName);

/** An FTS5 phrase: the user's words as literal text, quotes doubled. */
const phrase = (term: string) => `"${term.replace(/"/g, '""')}"`;

/** The ORDER BY of a sort; ties keep the platform's order. "Expiring" puts the soonest still-valid first, expired last. */
function orderBy(sort: EpdSort, today: string): { sql: string; params: string[] } {
  switch (sort) {
    case 'gwp':
      return { sql: 'd.gwp IS NULL, d.gwp, d.rowid', params: [] };
    case 'expiring':
      return { sql: 'd.expiration IS NULL, d.expiration < ?, d.expiration, d.rowid', params: [today] };
    default:
      return { sql: 'd.rowid', params: [] };
  }
}

export class DeclarationIndex {
  readonly size: number;
  readonly builtAt: number;
  private readonly db: DatabaseSync;

  private constructor(db: DatabaseSync, size: number) {
    this.db = db;
    this.size = size;
    this.builtAt = Date.now();
  }

  /** Builds an index of declarations given in the platform's order (newest first, p/epd/page), at once. */
  static build(declarations: Iterable<IndexedDeclaration>): DeclarationIndex {
    const builder = new IndexBuilder();
    for (const declaration of declarations) builder.add(declaration);
    return builder.finish();
  }

  /** As `build`, handing the event loop back every `step` declarations: a refill never holds up the searches. */
  static async buildInSteps(
    declarations: Iterable<IndexedDeclaration>,
    step = 500,
  ): Promise<DeclarationIndex> {
    const builder = new IndexBuilder();
    let count = 0;
    for (const declaration of declarations) {
      builder.add(declaration);
      if (++count % step === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    return builder.finish();
  }

  /** @internal The builder's result. */
  static opened(db: DatabaseSync, size: number): DeclarationIndex {
    return new DeclarationIndex(db, size);
  }

  close(): void {
    this.db.close();
  }

  get(id: string): IndexedDeclaration | null {
    const row = this.db
      .prepare(
        'SELECT t.record, t.pcr FROM declarations d JOIN documents t ON t.rowid = d.rowid WHERE d.id = ?',
      )
      .get(id) as Row | undefined;
    return row ? toDeclaration(row) : null;
  }

  /** The filtered, sorted page, its total and the company and PCR facets (each counted without its own filter). */
  search(query: IndexQuery, today: string): IndexAnswer {
    const all = conditions(query, today);
    const where = (skip?: 'company' | 'pcr') => {
      const kept = skip ? all.filter((condition) => condition.facet !== skip) : all;
      return {
        sql: kept.length ? `WHERE ${kept.map((c) => c.sql).join(' AND ')}` : '',
        params: kept.flatMap((c) => c.params),
      };
    };
    const matched = where();
    const sort = query.sort ?? defaultSort(query);
    const terms = sort === 'relevance' && query.keyword ? trigramTerms(query.keyword) : null;
    // Relevance is FTS5's bm25 where the keyword's words are long enough for trigrams; the platform's order otherwise.
    const ranking = terms
      ? {
          join: 'JOIN (SELECT rowid, bm25(declaration_text) AS score FROM declaration_text WHERE declaration_text MATCH ?) rank ON rank.rowid = d.rowid',
          params: [terms],
          order: { sql: 'rank.score, d.rowid', params: [] as string[] },
        }
      : { join: '', params: [] as string[], order: orderBy(sort, today) };
    const { total } = this.db
      .prepare(`SELECT COUNT(*) AS total FROM declarations d ${matched.sql}`)
      .get(...matched.params) as { total: number };
    const rows = this.db
      .prepare(
        `SELECT doc.record, doc.pcr FROM declarations d JOIN documents doc ON doc.rowid = d.rowid ${ranking.join} ${matched.sql}
          ORDER BY ${ranking.order.sql} LIMIT ? OFFSET ?`,
      )
      .all(...ranking.params, ...matched.params, ...ranking.order.params, query.limit, query.offset) as Row[];
    const facet = (column: 'company' | 'pcr') => {
      const scope = where(column);
      const [key, zh, en] =
        column === 'company' ? ['company_key', 'company_zh', 'company_en'] : ['pcr_key', 'pcr_zh', 'pcr_en'];
      return (
        this.db
          .prepare(
            `SELECT ${key} AS value, MIN(${zh}) AS label, MIN(${en}) AS labelEn, COUNT(*) AS count
               FROM declarations d ${scope.sql} ${scope.sql ? 'AND' : 'WHERE'} ${key} IS NOT NULL
               GROUP BY ${key} ORDER BY count DESC, label`,
          )
          .all(...scope.params) as FacetValue[]
      ).map((value) => ({ ...value, label: value.label ?? value.value }));
    };
    return {
      total,
      items: rows.map(toDeclaration),
      facets: query.facets
        ? { companies: facet('company'), pcrs: facet('pcr') }
        : { companies: [], pcrs: [] },
    };
  }
}

function toDeclaration(row: Row): IndexedDeclaration {
  return {
    record: JSON.parse(row.record) as EpdRecord,
    pcr: row.pcr ? (JSON.parse(row.pcr) as PcrNames) : null,
  };
}

type Condition = { sql: string; params: (string | number)[]; facet?: 'company' | 'pcr' };

/** The keyword as an FTS5 query of its words (all must match), or null when a word is under three characters. */
function trigramTerms(keyword: string): string | null {
  const words = keyword.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.some((word) => [...word].length < 3)) return null;
  return words.map(phrase).join(' AND ');
}

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(query: EpdSearchFilters, today: string): Condition[] {
  const found: Condition[] = [];
  if (query.company) found.push({ sql: 'd.company_key = ?', params: [query.company], facet: 'company' });
  if (query.pcr) found.push({ sql: 'd.pcr_key = ?', params: [query.pcr], facet: 'pcr' });
  if (query.type) found.push({ sql: 'd.type = ?', params: [query.type satisfies ProductTypeFilter] });
  if (query.keyword) {
    const exact = query.keyword.trim().toUpperCase();
    const terms = trigramTerms(query.keyword);
    // A registration number finds its own record exactly, before any text match.
    const textMatch = terms
      ? {
          sql: 'd.rowid IN (SELECT rowid FROM declaration_text WHERE declaration_text MATCH ?)',
          params: [terms],
        }
      : {
          sql: query.keyword
            .split(/\s+/)
            .filter(Boolean)
            .map(() => `d.rowid IN (SELECT rowid FROM documents WHERE searchable LIKE ? ESCAPE '\\')`)
            .join(' AND '),
          params: query.keyword.split(/\s+/).filter(Boolean).map(likePattern),
        };
    found.push({
      sql: `(d.registration_number = ? OR (NOT EXISTS (SELECT 1 FROM declarations r WHERE r.registration_number = ?) AND ${textMatch.sql}))`,
      params: [exact, exact, ...textMatch.params],
    });
  }
  if (query.validity === 'expired') found.push({ sql: 'd.expiration < ?', params: [today] });
  if (query.validity === 'valid')
    found.push({ sql: '(d.expiration IS NULL OR d.expiration >= ?)', params: [today] });
  if (query.validity === 'expiring')
    found.push({
      sql: 'd.expiration >= ? AND d.expiration <= ?',
      params: [today, addDays(today, EXPIRING_WITHIN_DAYS)],
    });
  if (query.gwpMin !== undefined) found.push({ sql: 'd.gwp >= ?', params: [query.gwpMin] });
  if (query.gwpMax !== undefined) found.push({ sql: 'd.gwp <= ?', params: [query.gwpMax] });
  if (query.chain) found.push({ sql: 'd.chain = 1', params: [] });
  return found;
}

/**
 * One index being built, private until `finish`. The narrow `declarations` table holds what filters, sorts and facets
 * read; `documents` holds the text and the records, read only for the rows a page shows; `declaration_text` is the FTS5
 * index over `documents.searchable`.
 */
class IndexBuilder {
  private readonly db = new DatabaseSync(':memory:');
  private readonly insertDeclaration;
  private readonly insertDocument;
  private readonly insertText;

  constructor() {
    this.db.exec(`
      CREATE TABLE declarations (
        -- The platform's order: rowid 1 is the newest declaration (p/epd/page answers newest first).
        rowid INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        type TEXT NOT NULL,
        company_key TEXT NOT NULL,
        company_zh TEXT NOT NULL,
        company_en TEXT,
        pcr_key TEXT,
        pcr_zh TEXT,
        pcr_en TEXT,
        registration_number TEXT NOT NULL,
        gwp REAL,
        expiration TEXT,
        chain INTEGER NOT NULL
      );
      CREATE TABLE documents (rowid INTEGER PRIMARY KEY, searchable TEXT NOT NULL, record TEXT NOT NULL, pcr TEXT);
      CREATE VIRTUAL TABLE declaration_text USING fts5(
        searchable, content='documents', content_rowid='rowid', tokenize='trigram'
      );
      BEGIN;
    `);
    this.insertDeclaration = this.db.prepare(`INSERT OR IGNORE INTO declarations
      (id, type, company_key, company_zh, company_en, pcr_key, pcr_zh, pcr_en, registration_number, gwp, expiration, chain)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING rowid`);
    this.insertDocument = this.db.prepare(
      'INSERT INTO documents (rowid, searchable, record, pcr) VALUES (?, ?, ?, ?)',
    );
    this.insertText = this.db.prepare('INSERT INTO declaration_text (rowid, searchable) VALUES (?, ?)');
  }

  add({ record, pcr }: IndexedDeclaration): void {
    const gwp = typeof record.gwp100 === 'number' && Number.isFinite(record.gwp100) ? record.gwp100 : null;
    const expiration = /^\d{4}-\d{2}-\d{2}/.test(record.epdExpirationDate ?? '')
      ? record.epdExpirationDate!.slice(0, 10)
      : null;
    const pcrZh = pcr?.zh ?? text(record.pcrProductName);
    const inserted = this.insertDeclaration.get(
      String(record.id),
      record.productType === 'CFP' ? 'CFP' : 'EPD',
      companyKey(record),
      record.companyName,
      text(record.companyNameEn),
      pcrKey(record, pcr),
      pcrZh,
      pcr?.en ?? null,
      record.epdRegistrationNumber.trim().toUpperCase(),
      gwp,
      expiration,
      anchored(record) ? 1 : 0,
    ) as { rowid: number } | undefined;
    // A declaration seen twice (a page shifted during the fill) is indexed once.
    if (!inserted) return;
    const searchable = [
      record.epdRegistrationNumber,
      record.productName,
      text(record.productNameEn),
      record.companyName,
      text(record.companyNameEn),
      pcr?.number ?? text(record.pcrNumber),
      pcrZh,
      pcr?.en,
    ]
      .filter(Boolean)
      .join('\n');
    this.insertDocument.run(
      inserted.rowid,
      searchable,
      JSON.stringify(record),
      pcr ? JSON.stringify(pcr) : null,
    );
    this.insertText.run(inserted.rowid, searchable);
  }

  finish(): DeclarationIndex {
    this.db.exec(`
      COMMIT;
      CREATE INDEX declarations_company ON declarations(company_key, company_zh, company_en);
      CREATE INDEX declarations_pcr ON declarations(pcr_key, pcr_zh, pcr_en);
      CREATE INDEX declarations_registration ON declarations(registration_number);
      CREATE INDEX declarations_gwp ON declarations(gwp);
      CREATE INDEX declarations_expiration ON declarations(expiration);
    `);
    const { count } = this.db.prepare('SELECT COUNT(*) AS count FROM declarations').get() as {
      count: number;
    };
    return DeclarationIndex.opened(this.db, count);
  }
}
