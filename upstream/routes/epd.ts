import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import * as z from 'zod';
import type { UpstreamApp, UpstreamDeps } from '../context.ts';
import { execute, queryAll, queryOne } from '../db/sql.ts';
import { formatChinaDateTime } from '../http/china-date-time.ts';
import { fail, ok } from '../http/envelope.ts';
import type { Language } from '../http/language.ts';
import { localise, requestLanguage } from '../http/language.ts';
import { containsPattern, offsetOf, optionalFilter, pageNumField, pageSizeField } from '../http/paging.ts';
import { readJsonBody } from '../http/validate.ts';

/** business.md 3, "EPD (public)", plus the mobile product page's fields. */
export type EpdRecord = {
  id: number;
  epdRegistrationNumber: string;
  productType: 'EPD' | 'CFP';
  /** Always Chinese; productNameEn is null for a Chinese-only declaration. */
  productName: string;
  productNameEn: string | null;
  /** What /apppdf/{businessId} and GET /p/epd/download/{id} take: the report of each language. */
  businessId: number;
  businessIdEn: number | null;
  companyName: string;
  companyNameEn: string;
  companyCode: string;
  productAddress: string;
  productAddressEn: string | null;
  pcrNumber: string;
  /** In the request's language. */
  pcrProductName: string;
  /** kg CO2-eq per tonne, A1–A3. */
  gwp100: number;
  epdEffectiveDate: string;
  epdExpirationDate: string;
  cnAttachmentId: number;
  enAttachmentId: number | null;
  /** 3: the LCA data are anchored on the blockchain; 0: not anchored. */
  isDataStubs: number;
  dataStubsBlocktime: string | null;
  dataStubsTxhash: string | null;
  /** 3: the report is anchored on the blockchain; 0: not anchored. */
  isReportStubs: number;
  reportStubsBlocktime: string | null;
  reportStubsTxhash: string | null;
  publishTime: string;
};

export type EpdRow = {
  id: number;
  registrationNumber: string;
  productType: 'EPD' | 'CFP';
  companyCode: string;
  companyNameZh: string;
  companyNameEn: string;
  pcrNumber: string;
  pcrNameZh: string;
  pcrNameEn: string;
  productNameZh: string;
  productNameEn: string | null;
  productAddressZh: string;
  productAddressEn: string | null;
  gwp100: number;
  effectiveDate: string;
  expirationDate: string;
  publishedAt: number;
  cnAttachmentId: number;
  enAttachmentId: number | null;
  dataStubsState: number;
  dataStubsBlocktime: number | null;
  dataStubsTxhash: string | null;
  reportStubsState: number;
  reportStubsBlocktime: number | null;
  reportStubsTxhash: string | null;
};

const EPD_FROM = `
  SELECT e.id, e.registration_number AS registrationNumber, e.product_type AS productType,
         e.company_code AS companyCode, c.name_zh AS companyNameZh, c.name_en AS companyNameEn,
         e.pcr_number AS pcrNumber, p.product_name_zh AS pcrNameZh, p.product_name_en AS pcrNameEn,
         e.product_name_zh AS productNameZh, e.product_name_en AS productNameEn,
         e.product_address_zh AS productAddressZh, e.product_address_en AS productAddressEn,
         e.gwp100, e.effective_date AS effectiveDate, e.expiration_date AS expirationDate,
         e.published_at AS publishedAt, e.cn_attachment_id AS cnAttachmentId,
         e.en_attachment_id AS enAttachmentId, e.data_stubs_state AS dataStubsState,
         e.data_stubs_blocktime AS dataStubsBlocktime, e.data_stubs_txhash AS dataStubsTxhash,
         e.report_stubs_state AS reportStubsState, e.report_stubs_blocktime AS reportStubsBlocktime,
         e.report_stubs_txhash AS reportStubsTxhash
    FROM epds e
    JOIN companies c ON c.code = e.company_code
    JOIN pcrs p ON p.pcr_number = e.pcr_number`;

/** A published declaration (not withdrawn) by id, or undefined. */
export function findPublishedEpd(db: DatabaseSync, id: number): EpdRow | undefined {
  return queryOne<EpdRow>(db, `${EPD_FROM} WHERE e.id = ? AND e.withdrawn_at IS NULL`, id);
}

/** A path or body id: a positive integer, else null (answered like an unknown id). */
export function positiveId(value: string | undefined): number | null {
  const id = Number(value);
  return value !== undefined && /^\d+$/.test(value) && Number.isSafeInteger(id) && id > 0 ? id : null;
}

const dateFilter = z.preprocess(
  (value) => (value === null || value === '' ? undefined : value),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD')
    .optional(),
);

// business.md 7, POST p/epd/page. Empty strings mean "no filter" (paging.ts).
const epdPageBody = z.object({
  companyName: optionalFilter(100),
  companyCode: optionalFilter(18),
  pcrNumber: optionalFilter(64),
  epdKeyword: optionalFilter(100),
  /** Declarations valid on this day (effective on or before it, expiring on or after it). */
  epdValidTime: dateFilter,
  /** Declarations that took effect on or after this day. */
  epdEffectiveDate: dateFilter,
  /** Declarations that expire on or before this day. */
  epdExpirationDate: dateFilter,
  /** Sent by the portal for a signed-in user; it does not filter (the QR button compares companyCode). */
  loginCompanyCode: optionalFilter(18),
  pageNum: pageNumField,
  pageSize: pageSizeField,
});

const pcrPageBody = z.object({
  pcrKeyword: optionalFilter(100),
  pcrNumber: optionalFilter(64),
  pageNum: pageNumField,
  pageSize: pageSizeField,
});

// The spec names the fields only; the mobile product page sends its path and the
// EPD id, possibly as a JSON object, which is stored as JSON text.
const accessRecordBody = z.object({
  userId: z.preprocess(
    (value) => (value === '' ? null : value),
    z.coerce.number().int().positive().nullish(),
  ),
  userCode: z.string().trim().max(64).nullish(),
  accessPage: z.string().trim().min(1).max(512),
  accessData: z
    .union([z.string(), z.number(), z.record(z.string(), z.unknown()), z.array(z.unknown())])
    .transform((value) => (typeof value === 'string' ? value : JSON.stringify(value)))
    .pipe(z.string().max(4000)),
});

type PcrRow = {
  id: number;
  pcrNumber: string;
  productNameZh: string;
  productNameEn: string;
  registerNo: string;
  authorZh: string;
  authorEn: string;
  productClassZh: string;
  productClassEn: string;
  descZh: string;
  descEn: string;
  attachmentId: number;
  enAttachmentId: number | null;
};

const PCR_COLUMNS = `id, pcr_number AS pcrNumber, product_name_zh AS productNameZh,
  product_name_en AS productNameEn, register_no AS registerNo, author_zh AS authorZh,
  author_en AS authorEn, product_class_zh AS productClassZh, product_class_en AS productClassEn,
  desc_zh AS descZh, desc_en AS descEn, attachment_id AS attachmentId,
  en_attachment_id AS enAttachmentId`;

export function registerEpdRoutes(app: UpstreamApp, { db, now }: UpstreamDeps): void {
  // GET /n/epd/{id} – one published declaration, for the mobile product page.
  // Unknown or withdrawn: HTTP 200 with code 0 and data null, as the Java platform
  // answers a missing record; the portal turns that into its 404 page.
  app.get('/n/epd/:id', (c) => {
    const id = positiveId(c.req.param('id'));
    const row = id === null ? undefined : findPublishedEpd(db, id);
    if (!row) return fail(c, 0, 'EPD not found');
    return ok(c, toEpdRecord(row, requestLanguage(c)));
  });

  // POST /p/epd/page – search of published declarations, newest first. Visitors
  // may search. The keyword matches the registration number, the product name in
  // either language and the company name in either language.
  app.post('/p/epd/page', async (c) => {
    const body = await readJsonBody(c, epdPageBody);
    const conditions = ['e.withdrawn_at IS NULL'];
    const params: SQLInputValue[] = [];
    if (body.companyName) {
      conditions.push(`(c.name_zh LIKE ? ESCAPE '\\' OR c.name_en LIKE ? ESCAPE '\\')`);
      params.push(containsPattern(body.companyName), containsPattern(body.companyName));
    }
    if (body.companyCode) {
      conditions.push('e.company_code = ?');
      params.push(body.companyCode);
    }
    if (body.pcrNumber) {
      conditions.push('e.pcr_number = ?');
      params.push(body.pcrNumber);
    }
    if (body.epdKeyword) {
      const pattern = containsPattern(body.epdKeyword);
      conditions.push(
        `(e.registration_number LIKE ? ESCAPE '\\' OR e.product_name_zh LIKE ? ESCAPE '\\'
          OR e.product_name_en LIKE ? ESCAPE '\\' OR c.name_zh LIKE ? ESCAPE '\\' OR c.name_en LIKE ? ESCAPE '\\')`,
      );
      params.push(pattern, pattern, pattern, pattern, pattern);
    }
    if (body.epdValidTime) {
      conditions.push('e.effective_date <= ? AND e.expiration_date >= ?');
      params.push(body.epdValidTime, body.epdValidTime);
    }
    if (body.epdEffectiveDate) {
      conditions.push('e.effective_date >= ?');
      params.push(body.epdEffectiveDate);
    }
    if (body.epdExpirationDate) {
      conditions.push('e.expiration_date <= ?');
      params.push(body.epdExpirationDate);
    }
    const where = conditions.join(' AND ');
    const rows = queryAll<EpdRow>(
      db,
      `${EPD_FROM} WHERE ${where} ORDER BY e.published_at DESC, e.id DESC LIMIT ? OFFSET ?`,
      ...params,
      body.pageSize,
      offsetOf(body.pageNum, body.pageSize),
    );
    const total = queryOne<{ count: number }>(
      db,
      `SELECT COUNT(*) AS count FROM epds e JOIN companies c ON c.code = e.company_code WHERE ${where}`,
      ...params,
    );
    const language = requestLanguage(c);
    return ok(c, {
      list: rows.map((row) => toEpdRecord(row, language)),
      totals: total?.count ?? 0,
      pageSize: body.pageSize,
      pageNum: body.pageNum,
    });
  });

  // GET /p/company/list – the companies that have a published declaration, for
  // the search filter; the name follows the request's language.
  app.get('/p/company/list', (c) => {
    const language = requestLanguage(c);
    const rows = queryAll<{ code: string; nameZh: string; nameEn: string }>(
      db,
      `SELECT code, name_zh AS nameZh, name_en AS nameEn FROM companies c
        WHERE EXISTS (SELECT 1 FROM epds e WHERE e.company_code = c.code AND e.withdrawn_at IS NULL)
        ORDER BY sort, id`,
    );
    return ok(
      c,
      rows.map((row) => ({ companyCode: row.code, companyName: localise(language, row.nameZh, row.nameEn) })),
    );
  });

  // GET /p/pcr/list – every PCR, for the search filters: productName is Chinese,
  // enProductName English (the portal picks).
  app.get('/p/pcr/list', (c) => {
    const rows = queryAll<PcrRow>(db, `SELECT ${PCR_COLUMNS} FROM pcrs ORDER BY pcr_number`);
    return ok(
      c,
      rows.map((row) => ({
        pcrNumber: row.pcrNumber,
        productName: row.productNameZh,
        enProductName: row.productNameEn,
        id: row.id,
      })),
    );
  });

  // POST /p/pcr/page – PCR search. The keyword matches the number, the registration
  // number and the product name in either language; author, class and description
  // follow the request's language.
  app.post('/p/pcr/page', async (c) => {
    const body = await readJsonBody(c, pcrPageBody);
    const conditions = ['1 = 1'];
    const params: SQLInputValue[] = [];
    if (body.pcrNumber) {
      conditions.push('pcr_number = ?');
      params.push(body.pcrNumber);
    }
    if (body.pcrKeyword) {
      const pattern = containsPattern(body.pcrKeyword);
      conditions.push(
        `(pcr_number LIKE ? ESCAPE '\\' OR register_no LIKE ? ESCAPE '\\'
          OR product_name_zh LIKE ? ESCAPE '\\' OR product_name_en LIKE ? ESCAPE '\\')`,
      );
      params.push(pattern, pattern, pattern, pattern);
    }
    const where = conditions.join(' AND ');
    const rows = queryAll<PcrRow>(
      db,
      `SELECT ${PCR_COLUMNS} FROM pcrs WHERE ${where} ORDER BY pcr_number LIMIT ? OFFSET ?`,
      ...params,
      body.pageSize,
      offsetOf(body.pageNum, body.pageSize),
    );
    const total = queryOne<{ count: number }>(
      db,
      `SELECT COUNT(*) AS count FROM pcrs WHERE ${where}`,
      ...params,
    );
    const language = requestLanguage(c);
    return ok(c, {
      list: rows.map((row) => ({
        id: row.id,
        pcrNumber: row.pcrNumber,
        productName: row.productNameZh,
        enProductName: row.productNameEn,
        registerNo: row.registerNo,
        author: localise(language, row.authorZh, row.authorEn),
        productClass: localise(language, row.productClassZh, row.productClassEn),
        pcrDesc: localise(language, row.descZh, row.descEn),
        attachmentId: row.attachmentId,
        enAttachmentId: row.enAttachmentId,
      })),
      totals: total?.count ?? 0,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    });
  });

  // POST /n/access/records/create – the mobile product page records a visit.
  app.post('/n/access/records/create', async (c) => {
    const body = await readJsonBody(c, accessRecordBody);
    execute(
      db,
      `INSERT INTO access_records (user_id, user_code, access_page, access_data, created_at)
       VALUES (?, ?, ?, ?, ?)`,
      body.userId ?? null,
      body.userCode ?? null,
      body.accessPage,
      body.accessData,
      now(),
    );
    return ok(c, null);
  });

  // GET /p/system/setting/{key} – one system setting as text, e.g. qrShow: "true"
  // shows the QR button on the caller's own EPD cards (business.md 6).
  app.get('/p/system/setting/:key', (c) => {
    const row = queryOne<{ fieldKey: string; fieldValue: string }>(
      db,
      'SELECT field_key AS fieldKey, field_value AS fieldValue FROM system_settings WHERE field_key = ?',
      c.req.param('key'),
    );
    if (!row) return fail(c, 0, 'Setting not found');
    return ok(c, row);
  });
}

export function toEpdRecord(row: EpdRow, language: Language): EpdRecord {
  return {
    id: row.id,
    epdRegistrationNumber: row.registrationNumber,
    productType: row.productType,
    productName: row.productNameZh,
    productNameEn: row.productNameEn,
    businessId: row.cnAttachmentId,
    businessIdEn: row.enAttachmentId,
    companyName: row.companyNameZh,
    companyNameEn: row.companyNameEn,
    companyCode: row.companyCode,
    productAddress: row.productAddressZh,
    productAddressEn: row.productAddressEn,
    pcrNumber: row.pcrNumber,
    pcrProductName: localise(language, row.pcrNameZh, row.pcrNameEn),
    gwp100: row.gwp100,
    epdEffectiveDate: row.effectiveDate,
    epdExpirationDate: row.expirationDate,
    cnAttachmentId: row.cnAttachmentId,
    enAttachmentId: row.enAttachmentId,
    isDataStubs: row.dataStubsState,
    dataStubsBlocktime: row.dataStubsBlocktime === null ? null : formatChinaDateTime(row.dataStubsBlocktime),
    dataStubsTxhash: row.dataStubsTxhash,
    isReportStubs: row.reportStubsState,
    reportStubsBlocktime:
      row.reportStubsBlocktime === null ? null : formatChinaDateTime(row.reportStubsBlocktime),
    reportStubsTxhash: row.reportStubsTxhash,
    publishTime: formatChinaDateTime(row.publishedAt),
  };
}
