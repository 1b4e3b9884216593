import type { DatabaseSync } from 'node:sqlite';
import * as z from 'zod';
import { emailSchema } from '../accounts/account-rules.ts';
import { forbidden } from '../accounts/refusals.ts';
import { COUNTRY_CODE, findRegion } from '../accounts/regions.ts';
import type { RegionRow } from '../accounts/regions.ts';
import {
  CHINA,
  COUNTRIES,
  findVerification,
  listVerifications,
  toVerificationRecord,
  VerifyState,
  verificationAttachments,
} from '../business/verification-requests.ts';
import type { UpstreamApp, UpstreamDeps } from '../context.ts';
import { execute, inTransaction, queryOne } from '../db/sql.ts';
import { VERIFY_BUSINESS_TYPE } from '../files/upload-rules.ts';
import { requireUser } from '../http/auth.ts';
import { fail, ok } from '../http/envelope.ts';
import { badRequest } from '../http/errors.ts';
import { requestLanguage } from '../http/language.ts';
import { offsetOf, pageNumField, pageSizeField } from '../http/paging.ts';
import { readJsonBody, readOptionalJsonBody } from '../http/validate.ts';
import { positiveId } from './epd.ts';

// EPD verification requests (business.md 2.2, 3, 5, 7 "Verification"): the signed-in user's
// requests, one request's detail and files, and the request form. Every call needs a user.

/** Empty text and null mean "not given". */
const optionalText = (max: number) =>
  z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    z.string().trim().max(max).optional(),
  );

// A number, or its digits as text; never null or "" (z.coerce would read those as 0).
const wholeNumber = z.union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)]);

// The form's region cascader: [province] or [province, city] codes, or the same joined by commas.
const regionField = z.preprocess(
  (value) => {
    if (value === null || value === '' || value === undefined) return undefined;
    if (typeof value === 'string') return value.split(/[,/]/).map((code) => code.trim());
    return value;
  },
  z
    .array(
      z.coerce
        .string()
        .trim()
        .regex(/^\d{6}$/, 'Invalid region code'),
    )
    .max(2)
    .optional(),
);

// business.md 3 "EPD verification submission" and 5 "Verification form": phone, registration
// number, company name, e-mail and relationship required, and the uploaded PDF.
const insertBody = z.object({
  userId: z.union([wholeNumber, z.null()]).optional(),
  userContact: z
    .string()
    .trim()
    .regex(/^[0-9+\-() ]{5,20}$/, 'Invalid phone number'),
  epdRegistrationNumber: z.string().trim().toUpperCase().min(1).max(64),
  userPosition: optionalText(32),
  companyName: z.string().trim().min(1).max(100),
  country: z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    z.enum(COUNTRIES).optional(),
  ),
  region: regionField,
  userEmail: emailSchema,
  relationalId: wholeNumber.pipe(z.number().int().min(0).max(2)),
  supplement: optionalText(500),
  remark: optionalText(500),
  uploadAttachmentId: wholeNumber.pipe(z.number().int().positive()),
});

const listBody = z.object({
  pageNum: pageNumField,
  pageSize: pageSizeField,
  // Sent by the old front end with the last total it saw; not needed.
  total: z.unknown().optional(),
});

const refusals = {
  notFound: { zh: '核验申请不存在', en: 'Verification request not found' },
} as const;

export function registerVerificationRequestRoutes(app: UpstreamApp, { db, now }: UpstreamDeps): void {
  // POST /p/epd/verify/list – the caller's requests, newest first, 10 a page by default.
  app.post('/p/epd/verify/list', async (c) => {
    const { userId } = requireUser(c);
    const body = await readOptionalJsonBody(c, listBody);
    const language = requestLanguage(c);
    const { rows, total } = listVerifications(
      db,
      userId,
      body.pageSize,
      offsetOf(body.pageNum, body.pageSize),
    );
    return ok(c, {
      list: rows.map((row) => toVerificationRecord(db, row, language)),
      totals: total,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    });
  });

  // GET /p/epd/verify/detail/{id} – one of the caller's requests; anyone else's or an unknown
  // id: code 0 (as a lookup that finds nothing).
  app.get('/p/epd/verify/detail/:id', (c) => {
    const { userId } = requireUser(c);
    const language = requestLanguage(c);
    const id = positiveId(c.req.param('id'));
    const row = id === null ? undefined : findVerification(db, id, userId);
    if (!row) return fail(c, 0, refusals.notFound[language]);
    return ok(c, toVerificationRecord(db, row, language));
  });

  // GET /p/epd/verify/attachment/{id} – the files of one of the caller's requests ({id} is the
  // request's id) with the platform's feedback on each.
  app.get('/p/epd/verify/attachment/:id', (c) => {
    const { userId } = requireUser(c);
    const language = requestLanguage(c);
    const id = positiveId(c.req.param('id'));
    const row = id === null ? undefined : findVerification(db, id, userId);
    if (!row) return fail(c, 0, refusals.notFound[language]);
    return ok(c, verificationAttachments(db, row.id, language));
  });

  // POST /p/epd/verify/insert – a new request (verify state 3, in verification); answers it
  // as the detail call does.
  app.post('/p/epd/verify/insert', async (c) => {
    const { userId } = requireUser(c);
    const body = await readJsonBody(c, insertBody);
    if (body.userId !== undefined && body.userId !== null && body.userId !== userId) throw forbidden();
    const uploaded = queryOne(
      db,
      'SELECT 1 FROM attachments WHERE id = ? AND uploaded_by = ? AND business_type = ?',
      body.uploadAttachmentId,
      userId,
      VERIFY_BUSINESS_TYPE,
    );
    if (!uploaded) throw badRequest('uploadAttachmentId: not an EPD_VERIFY file you uploaded');
    // A region belongs to China only; with 国外 whatever the cascader still held is dropped.
    const { province, city } =
      body.country === CHINA ? readRegion(db, body.region ?? []) : { province: undefined, city: undefined };

    const at = now();
    const id = inTransaction(db, () => {
      const { lastInsertRowid } = execute(
        db,
        `INSERT INTO verification_requests
           (user_id, user_contact, registration_number, user_position, company_name, country,
            province_code, province_name, city_code, city_name, user_email, relational, supplement,
            remark, verify_state, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        userId,
        body.userContact,
        body.epdRegistrationNumber,
        body.userPosition ?? null,
        body.companyName,
        body.country ?? null,
        province?.code ?? null,
        province?.nameZh ?? null,
        city?.code ?? null,
        city?.nameZh ?? null,
        body.userEmail,
        body.relationalId,
        body.supplement ?? null,
        body.remark ?? null,
        VerifyState.InVerification,
        at,
        at,
      );
      const verificationId = Number(lastInsertRowid);
      execute(
        db,
        'INSERT INTO verification_attachments (verification_id, attachment_id, created_at) VALUES (?, ?, ?)',
        verificationId,
        body.uploadAttachmentId,
        at,
      );
      return verificationId;
    });
    const row = findVerification(db, id, userId);
    if (!row) throw new Error('The verification request just stored is missing');
    return ok(c, toVerificationRecord(db, row, requestLanguage(c)));
  });
}

function readRegion(db: DatabaseSync, codes: readonly string[]): { province?: RegionRow; city?: RegionRow } {
  const [provinceCode, cityCode] = codes;
  if (!provinceCode) return {};
  const province = findRegion(db, provinceCode);
  if (province?.parentCode !== COUNTRY_CODE) throw badRequest('region: not a provincial-level division');
  if (!cityCode) return { province };
  const city = findRegion(db, cityCode);
  if (city?.parentCode !== province.code) throw badRequest(`region: not a city of ${province.nameZh}`);
  return { province, city };
}
