import { createTranslator } from 'use-intl/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applicationPcr, applyResultType, emptyProduct } from '@/lib/applications/dto';
import { applyFormSchema, applySaveSchema, type ApplyProductValues } from '@/lib/applications/schemas';
import { decodeErrorText } from '@/lib/validation/error-text';
import { toFieldErrors } from '@/lib/validation/field-errors';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { startScriptedUpstream, type SeenRequest } from './support/scripted-upstream';

/** business.md 2.2, 3 "Application form", 5: the EPD and CFP application, each product with its own type and PCR. */

const file = (id: string) => ({ id, fileName: `report-${id}.pdf`, size: 1200 });
const formProduct = (overrides: Partial<ApplyProductValues> = {}): ApplyProductValues => ({
  ...emptyProduct(),
  productType: 'EPD',
  pcrNumber: 'PCR-CN-2024-001',
  productName: '热轧H型钢',
  lca: file('11'),
  ...overrides,
});
const saveProduct = (overrides: Record<string, unknown> = {}) => ({
  productType: 'EPD',
  pcrNumber: 'PCR-CN-2024-001',
  productName: 'Hot-rolled coil',
  lcaAttachmentId: '11',
  ...overrides,
});

/** The field errors of a parse, by dotted path, worded as the form and the BFF word them. */
function errors(
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  locale: 'zh' | 'en' = 'en',
): Record<string, string> {
  const t = createTranslator({ locale, messages: locale === 'en' ? en : zh, namespace: 'validation' });
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => {
      const text = decodeErrorText(issue.message);
      return [issue.path.join('.'), t(text.key as never, text.values as never)];
    }),
  );
}

describe('the application form, as the user types (business.md 5)', () => {
  it('takes products of different types and PCRs in one application', () => {
    const result = applyFormSchema.safeParse({
      products: [
        formProduct(),
        formProduct({ productType: 'CFP', pcrNumber: 'PCR-CN-2024-002', lca: null, data: file('12') }),
      ],
    });
    expect(result.success).toBe(true);
    expect(result.data?.products.map((product) => [product.productType, product.pcrNumber])).toEqual([
      ['EPD', 'PCR-CN-2024-001'],
      ['CFP', 'PCR-CN-2024-002'],
    ]);
  });

  it('asks each product for its PCR and its type, in the user’s language', () => {
    const result = applyFormSchema.safeParse({
      products: [formProduct(), formProduct({ pcrNumber: '', productType: '' })],
    });
    expect(errors(result, 'en')).toEqual({
      'products.1.pcrNumber': 'Please choose a PCR number.',
      'products.1.productType': 'Please choose EPD or CFP.',
    });
    expect(errors(result, 'zh')).toEqual({
      'products.1.pcrNumber': '请选择 PCR 编号。',
      'products.1.productType': '请选择申请类型（EPD 或 CFP）。',
    });
  });

  it('starts each new product with nothing chosen: no type, no PCR', () => {
    expect(emptyProduct()).toMatchObject({ productType: '', pcrNumber: '' });
    expect(
      Object.keys(
        errors(
          applyFormSchema.safeParse({ products: [{ ...emptyProduct(), productName: 'x', lca: file('1') }] }),
        ),
      ),
    ).toEqual(['products.0.productType', 'products.0.pcrNumber']);
  });

  it('names every missing field of a product at once, its type and PCR with its name and files', () => {
    expect(Object.keys(errors(applyFormSchema.safeParse({ products: [emptyProduct()] })))).toEqual([
      'products.0.productType',
      'products.0.pcrNumber',
      'products.0.productName',
      'products.0.lca',
    ]);
    expect(toFieldErrors(applySaveSchema.safeParse({ products: [{ productName: 'x' }] }).error!)).toEqual({
      'products.0.productType': { key: 'productTypeRequired' },
      'products.0.pcrNumber': { key: 'pcrRequired' },
      'products.0.lcaAttachmentId': { key: 'applyFileRequired' },
    });
  });

  it('refuses a type other than EPD or CFP', () => {
    expect(errors(applyFormSchema.safeParse({ products: [formProduct({ productType: 'LCA' })] }))).toEqual({
      'products.0.productType': 'Please choose EPD or CFP.',
    });
  });
});

describe('the application, as the BFF checks it before upstream sees it', () => {
  it('requires a PCR and a type on every product, on the same field paths as the form', () => {
    const result = applySaveSchema.safeParse({
      products: [saveProduct(), saveProduct({ pcrNumber: undefined, productType: undefined })],
    });
    expect(result.success).toBe(false);
    expect(toFieldErrors(result.error!)).toEqual({
      'products.1.productType': { key: 'productTypeRequired' },
      'products.1.pcrNumber': { key: 'pcrRequired' },
    });
    expect(errors(applySaveSchema.safeParse({ products: [saveProduct({ pcrNumber: '  ' })] }), 'zh')).toEqual(
      { 'products.0.pcrNumber': '请选择 PCR 编号。' },
    );
  });

  it('has no application-wide type or PCR any more: each product carries its own', () => {
    const parsed = applySaveSchema.parse({
      productType: 'EPD',
      pcrNumber: 'PCR-CN-2024-001',
      products: [saveProduct(), saveProduct({ productType: 'CFP', pcrNumber: 'PCR-CN-2024-002' })],
    });
    expect(parsed).toEqual({
      products: [
        {
          productType: 'EPD',
          pcrNumber: 'PCR-CN-2024-001',
          productName: 'Hot-rolled coil',
          lcaAttachmentId: '11',
        },
        {
          productType: 'CFP',
          pcrNumber: 'PCR-CN-2024-002',
          productName: 'Hot-rolled coil',
          lcaAttachmentId: '11',
        },
      ],
    });
  });

  it('reads the form’s PCR as the first product’s, and the result page by the products’ types', () => {
    expect(applicationPcr([{ pcrNumber: 'B' }, { pcrNumber: 'A' }])).toBe('B');
    expect(applyResultType(['CFP', 'CFP'])).toBe('CFP');
    expect(applyResultType(['EPD'])).toBe('EPD');
    expect(applyResultType(['EPD', 'CFP'])).toBe('1');
  });
});

// The call itself, against a scripted upstream: only the fields business.md 3 names go out.
let upstream: Awaited<ReturnType<typeof startScriptedUpstream>>;
let seen: SeenRequest[] = [];

beforeAll(async () => {
  upstream = await startScriptedUpstream(() => ({ code: 1, data: null, message: 'success' }));
});
afterAll(() => upstream.close());
beforeEach(() => {
  upstream.seen.length = 0;
  seen = upstream.seen;
});

describe('POST /p/apply/for/save', () => {
  it('sends each product’s own type and PCR, the first product’s PCR as the form’s, and nothing the spec does not name', async () => {
    const { saveApply } = await import('@/lib/applications/server/apply-save');
    const token = 't'.repeat(32);
    const viewer = { locale: 'en' as const, token, user: { id: 7, userAccount: '13800138000' } as never };
    const input = applySaveSchema.parse({
      products: [
        saveProduct({ pcrNumber: 'PCR-CN-2024-002', technologyId: '3', epdAttachmentId: '13' }),
        saveProduct({
          productType: 'CFP',
          productName: 'Rebar',
          lcaAttachmentId: undefined,
          dataAttachment: '12',
        }),
      ],
    });
    expect(await saveApply(input, viewer, 'Baoshan Iron & Steel')).toBe('1');
    expect(seen).toEqual([
      {
        url: '/api/p/apply/for/save',
        method: 'POST',
        authorization: token,
        body: {
          apply: { companyName: 'Baoshan Iron & Steel', pcrNumber: 'PCR-CN-2024-002' },
          epd: [
            {
              pcrNumber: 'PCR-CN-2024-002',
              productType: 'EPD',
              productName: 'Hot-rolled coil',
              lcaAttachmentId: '11',
              epdAttachmentId: '13',
              technologyId: 3,
            },
            { pcrNumber: 'PCR-CN-2024-001', productType: 'CFP', productName: 'Rebar', dataAttachment: '12' },
          ],
        },
      },
    ]);
    const named = new Set([
      'pcrNumber',
      'productType',
      'productName',
      'lcaAttachmentId',
      'dataAttachment',
      'epdAttachmentId',
      'technologyId',
    ]);
    for (const item of (seen[0]?.body as { epd: Record<string, unknown>[] }).epd)
      expect(Object.keys(item).filter((field) => !named.has(field))).toEqual([]);
  });
});
