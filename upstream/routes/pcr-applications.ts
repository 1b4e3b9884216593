import type { UpstreamApp, UpstreamDeps } from '../context.ts';
import { execute } from '../db/sql.ts';
import { requireUser } from '../http/auth.ts';
import { fail, ok } from '../http/envelope.ts';
import { badRequest } from '../http/errors.ts';
import { requestLanguage } from '../http/language.ts';

// PCR applications (business.md 2.2 "PCR apply", 3 "PCR application", 5): a signed-in user asks
// for a PCR to be written for a product. `productName` carries the company's name (the spec's
// naming), `product` the product. The platform's own refusals use the form's messages.

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

export function registerPcrApplicationRoutes(app: UpstreamApp, { db, now }: UpstreamDeps): void {
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
