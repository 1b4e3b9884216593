import * as z from 'zod';
import type { UpstreamApp, UpstreamDeps } from '../context.ts';
import { execute, queryAll, queryOne } from '../db/sql.ts';
import { requireUser } from '../http/auth.ts';
import { formatChinaDateTime } from '../http/china-date-time.ts';
import { fail, ok } from '../http/envelope.ts';
import { badRequest } from '../http/errors.ts';
import { requestLanguage } from '../http/language.ts';
import { offsetOf, pageNumField, pageSizeField } from '../http/paging.ts';
import { readOptionalJsonBody } from '../http/validate.ts';

// PCR applications (business.md 2.2 "PCR apply", 3 "PCR application", 5): a signed-in user asks
// for a PCR to be written for a product. `productName` carries the company's name (the spec's
// naming), `product` the product. The platform's own refusals use the form's messages. The list
// of the caller's own applications is an assumed call (README "Assumed upstream calls"): the
// spec names none, and what a user submits must be found again.

const MAX_COMPANY = 100;
const MAX_PRODUCT = 200;

const messages = {
  companyEmpty: { zh: '企业名称不能为空', en: 'Company name cannot be empty' },
  productEmpty: { zh: '产品不能为空', en: 'Product cannot be empty' },
  companyLong: {
    zh: `企业名称不能超过 ${MAX_COMPANY} 个字符`,
    en: `Company name must not be longer than ${MAX_COMPANY} characters`,
  },
  productLong: {
    zh: `产品不能超过 ${MAX_PRODUCT} 个字符`,
    en: `Product must not be longer than ${MAX_PRODUCT} characters`,
  },
} as const;

const listBody = z.object({ pageNum: pageNumField, pageSize: pageSizeField });

type PcrApplicationRow = { id: number; companyName: string; product: string; createdAt: number };

export function registerPcrApplicationRoutes(app: UpstreamApp, { db, now }: UpstreamDeps): void {
  // POST /p/pcr/apply/list – {pageNum?, pageSize?} (defaults 1 and 10); the caller's own PCR
  // applications, newest first: {list: [{id, productName (the company), product, applyTime}], totals, pageNum, pageSize}.
  app.post('/p/pcr/apply/list', async (c) => {
    const { userId } = requireUser(c);
    const body = await readOptionalJsonBody(c, listBody);
    const rows = queryAll<PcrApplicationRow>(
      db,
      `SELECT id, company_name AS companyName, product, created_at AS createdAt
         FROM pcr_applications WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?`,
      userId,
      body.pageSize,
      offsetOf(body.pageNum, body.pageSize),
    );
    const total =
      queryOne<{ total: number }>(
        db,
        'SELECT COUNT(*) AS total FROM pcr_applications WHERE user_id = ?',
        userId,
      )?.total ?? 0;
    return ok(c, {
      list: rows.map((row) => ({
        id: row.id,
        productName: row.companyName,
        product: row.product,
        applyTime: formatChinaDateTime(row.createdAt),
      })),
      totals: total,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    });
  });

  // POST /p/pcr/insert – {productName (the company), product}; answers {id}. Empty or missing
  // fields: code 400 with the form's message ("company name cannot be empty", …).
  app.post('/p/pcr/insert', async (c) => {
    const { userId } = requireUser(c);
    const language = requestLanguage(c);
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw badRequest('Request body must be JSON');
    }
    const field = (name: string): string => {
      const value =
        body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
      return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
    };
    const companyName = field('productName');
    const product = field('product');
    const problem = !companyName
      ? messages.companyEmpty
      : !product
        ? messages.productEmpty
        : companyName.length > MAX_COMPANY
          ? messages.companyLong
          : product.length > MAX_PRODUCT
            ? messages.productLong
            : null;
    if (problem) return fail(c, 400, problem[language]);

    const { lastInsertRowid } = execute(
      db,
      'INSERT INTO pcr_applications (user_id, company_name, product, created_at) VALUES (?, ?, ?, ?)',
      userId,
      companyName,
      product,
      now(),
    );
    return ok(c, { id: Number(lastInsertRowid) });
  });
}
