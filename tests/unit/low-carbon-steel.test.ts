import { createTranslator } from 'use-intl/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  LCES_DATA_BUSINESS_TYPE,
  missingItems,
  standardPdfShown,
  toLcesSaveInput,
} from '@/lib/low-carbon-steel/dto';
import {
  joinProcess,
  lcesFormSchema,
  lcesSaveSchema,
  templateFileSchema,
  toLcesItems,
  type LcesFormValues,
} from '@/lib/low-carbon-steel/schemas';
import { pcrApplicationSchema } from '@/lib/pcr-applications/schemas';
import {
  checkUpload,
  checkUploadEnd,
  isStandardPdf,
  storedFileName,
  UPLOAD_POLICIES,
  uploadRefusalCode,
} from '@/lib/uploads/upload-policy';
import { zipEntryNames } from '@/lib/uploads/zip-entries';
import { decodeErrorText } from '@/lib/validation/error-text';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { pdfOf, pngOf, xlsHeaderOf, xlsxOf, zipOf } from '../support/real-files';
import { startScriptedUpstream, type SeenRequest } from './support/scripted-upstream';

/** business.md 2.2, 3, 5, 8, 9: the low-carbon steel application and the PCR application. */

const file = (id: string) => ({ id, fileName: `data-${id}.xlsx`, size: 1200 });
const product = (overrides: Partial<LcesFormValues['products'][number]> = {}) => ({
  productName: '热轧带钢',
  process: ['SINTERING', 'BLAST_FURNACE'],
  data: file('11'),
  ...overrides,
});
const form = (
  products: LcesFormValues['products'],
  introduction = '宝钢股份是一家钢铁联合企业。',
): LcesFormValues => ({ introduction, products });

/** The field errors of a parse, by dotted path, as the form and the BFF word them. */
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

describe('the low-carbon steel application form (business.md 5)', () => {
  it('takes one to three complete products', () => {
    for (const count of [1, 2, 3])
      expect(lcesFormSchema.safeParse(form(Array.from({ length: count }, () => product()))).success).toBe(
        true,
      );
    expect(lcesFormSchema.safeParse(form([])).success).toBe(false);
    expect(lcesFormSchema.safeParse(form([product(), product(), product(), product()])).success).toBe(false);
  });

  it('requires the introduction and each product name, at most 50 characters', () => {
    expect(errors(lcesFormSchema.safeParse(form([product()], '   ')))).toEqual({
      introduction: 'This field is required.',
    });
    expect(errors(lcesFormSchema.safeParse(form([product({ productName: ' ' })])))).toEqual({
      'products.0.productName': 'This field is required.',
    });
    expect(lcesFormSchema.safeParse(form([product({ productName: '钢'.repeat(50) })])).success).toBe(true);
    expect(errors(lcesFormSchema.safeParse(form([product({ productName: '钢'.repeat(51) })])))).toEqual({
      'products.0.productName': 'Enter at most 50 characters.',
    });
  });

  it("names the product without process steps or data file by its number, in the user's language", () => {
    const result = lcesFormSchema.safeParse(
      form([product(), product({ data: null }), product({ process: [], data: null })]),
    );
    expect(errors(result, 'en')).toEqual({
      'products.1.data': 'Product 2: no data file',
      'products.2.process': 'Product 3: select its process steps',
      'products.2.data': 'Product 3: no data file',
    });
    expect(errors(result, 'zh')).toEqual({
      'products.1.data': '产品 2：未上传数据收集表',
      'products.2.process': '产品 3：请选择工序',
      'products.2.data': '产品 3：未上传数据收集表',
    });
  });

  it('lists the missing items by number', () => {
    expect(
      missingItems([
        { process: ['BOF'], hasFile: true },
        { process: [], hasFile: true },
        { process: [], hasFile: false },
      ]),
    ).toEqual({ withoutProcess: [2, 3], withoutFile: [3] });
    expect(missingItems([{ process: ['BOF'], hasFile: true }])).toEqual({
      withoutProcess: [],
      withoutFile: [],
    });
  });

  it('the BFF checks the same rules on what it receives', () => {
    const valid = toLcesSaveInput(lcesFormSchema.parse(form([product(), product({ process: ['EAF'] })])));
    expect(lcesSaveSchema.safeParse(valid).success).toBe(true);
    const broken = {
      ...valid,
      products: [valid.products[0]!, { ...valid.products[1]!, attachmentId: undefined, process: [] }],
    };
    expect(errors(lcesSaveSchema.safeParse(broken))).toEqual({
      'products.1.process': 'Product 2: select its process steps',
      'products.1.attachmentId': 'Product 2: no data file',
    });
    expect(
      lcesSaveSchema.safeParse({
        ...valid,
        products: [{ ...valid.products[0]!, process: ['sintering; DROP'] }],
      }).success,
    ).toBe(false);
    expect(
      lcesSaveSchema.safeParse({ ...valid, products: [{ ...valid.products[0]!, attachmentId: '../1' }] })
        .success,
    ).toBe(false);
  });

  it('sends the steps as item codes joined with semicolons, and the same codes as checkList', () => {
    expect(joinProcess(['SINTERING', 'BLAST_FURNACE', 'BOF'])).toBe('SINTERING;BLAST_FURNACE;BOF');
    expect(joinProcess(['EAF'])).toBe('EAF');
    const input = lcesSaveSchema.parse({
      introduction: ' 简介 ',
      products: [{ productName: ' 螺纹钢 ', process: ['EAF', 'CONTINUOUS_CASTING'], attachmentId: '42' }],
    });
    expect(toLcesItems(input, '宝山钢铁股份有限公司')).toEqual([
      {
        companyName: '宝山钢铁股份有限公司',
        introduction: '简介',
        productName: '螺纹钢',
        process: 'EAF;CONTINUOUS_CASTING',
        checkList: ['EAF', 'CONTINUOUS_CASTING'],
        attachmentId: '42',
      },
    ]);
  });
});

describe('the data collection file, by its bytes (business.md 5)', () => {
  const check = (name: string, bytes: Uint8Array) =>
    checkUpload('excelSheet', { name, size: bytes.byteLength, head: bytes });

  it('takes a real xlsx (and the same workbook as xlsm) and an xls with its OLE2 header', async () => {
    const workbook = await xlsxOf('数据收集表');
    expect(zipEntryNames(workbook)).toEqual(
      expect.arrayContaining(['[Content_Types].xml', 'xl/workbook.xml']),
    );
    expect(check('数据收集表.xlsx', workbook)).toBeNull();
    expect(check('data.XLSM', workbook)).toBeNull();
    expect(check('legacy.xls', xlsHeaderOf())).toBeNull();
  });

  it('refuses a renamed PNG or PDF, a plain ZIP, and a workbook under the other extension', async () => {
    const png = pngOf(8, 8);
    expect(check('data.xlsx', png)).toBe('wrongType');
    expect(check('data.xls', png)).toBe('wrongType');
    expect(check('data.xlsx', await pdfOf('not a workbook'))).toBe('wrongType');
    expect(check('data.xlsx', zipOf({ 'readme.txt': 'hello', 'xl/styles.xml': '<x/>' }))).toBe('wrongType');
    expect(check('data.xls', await xlsxOf('x'))).toBe('wrongType');
    expect(check('data.xlsx', xlsHeaderOf())).toBe('wrongType');
    expect(check('data.csv', await xlsxOf('x'))).toBe('wrongType');
    // A ZIP's first bytes alone, without its directory, are not a workbook.
    expect(check('data.xlsx', Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]))).toBe('wrongType');
    expect(uploadRefusalCode('excelSheet', 'wrongType')).toBe('UPLOAD_EXCELONLY');
  });

  it("limits the name to 160 characters and files it as LCA input behind the application's guard", async () => {
    const workbook = await xlsxOf('x');
    expect(check(`${'表'.repeat(155)}.xlsx`, workbook)).toBeNull();
    expect(check(`${'表'.repeat(156)}.xlsx`, workbook)).toBe('nameTooLong');
    // round-34.md 5: the spec's upload types only; the data file is LCA input.
    expect(UPLOAD_POLICIES.excelSheet.businessTypes).toEqual(['LCA']);
    expect(LCES_DATA_BUSINESS_TYPE).toBe('LCA');
    expect(UPLOAD_POLICIES.excelSheet.accessRoute).toBe('/dtpfg/dtpfgApplyFor');
    expect(UPLOAD_POLICIES.excelSheet.wholeFile).toBe(true);
  });
});

describe('the one standard PDF besides Excel (business.md 5: "one special standard PDF file name is allowed")', () => {
  // As the platform's LCES_MODEL_DOWNLOAD names it; the portal never writes the name itself.
  const names = ['低碳排放钢评价标准.pdf', 'Low-carbon-emission steel evaluation standard.pdf'];
  const checkWith = (name: string, bytes: Uint8Array, standard: readonly string[] = names) =>
    checkUpload('excelSheet', { name, size: bytes.byteLength, head: bytes }, standard) ??
    checkUploadEnd('excelSheet', { name, size: bytes.byteLength, tail: bytes }, standard);

  it('takes a PDF named exactly as the standard, in either language, by its bytes', async () => {
    const pdf = await pdfOf('evaluation standard');
    for (const name of names) expect(checkWith(name, pdf), name).toBeNull();
    expect(isStandardPdf('excelSheet', names[0]!, names)).toBe(true);
    expect(storedFileName('excelSheet', names[0]!, names)).toBe(names[0]);
  });

  it("refuses any other PDF with words of its own, and the standard's name on something that is not a PDF", async () => {
    const pdf = await pdfOf('another report');
    for (const name of [
      '低碳排放钢评价标准 (1).pdf',
      'standard.pdf',
      '低碳排放钢评价标准.PDF',
      ` ${names[0]}`,
    ])
      expect(checkWith(name, pdf), name).toBe('notStandardPdf');
    expect(uploadRefusalCode('excelSheet', 'notStandardPdf')).toBe('UPLOAD_NOT_STANDARD_PDF');
    expect(checkWith(names[0]!, await xlsxOf('x'))).toBe('wrongType');
    const cut = await pdfOf('cut');
    expect(checkWith(names[0]!, cut.subarray(0, cut.byteLength - 8))).toBe('damaged');
  });

  it('takes no PDF when the platform names none, and no other kind takes one', async () => {
    const pdf = await pdfOf('evaluation standard');
    expect(checkWith(names[0]!, pdf, [])).toBe('wrongType');
    expect(uploadRefusalCode('excelSheet', 'wrongType')).toBe('UPLOAD_EXCELONLY');
    expect(checkUpload('dataZip', { name: names[0]!, size: pdf.byteLength, head: pdf }, names)).toBe(
      'wrongType',
    );
    expect(isStandardPdf('pdfReport', names[0]!, names)).toBe(false);
  });

  it("shows the name of the page's language beside the field", () => {
    const templates = [{ file: 'lces-data-collection.xlsx' }, { file: names[1]! }];
    expect(standardPdfShown(templates, names)).toBe(names[1]);
    expect(standardPdfShown(null, names)).toBe(names[0]);
    expect(standardPdfShown(templates, [])).toBeNull();
  });
});

describe("a template's file name in the download path", () => {
  it('takes names in any language, spaces inside', () => {
    for (const name of [
      'lces-data-collection.xlsx',
      '低碳排放钢评价标准.pdf',
      'Low-carbon-emission steel evaluation standard.pdf',
      'Évaluation_acier 2026.pdf',
      `${'表'.repeat(116)}.pdf`,
    ]) {
      expect(templateFileSchema.safeParse(name).success, name).toBe(true);
    }
  });

  it('refuses path separators, control and bidirectional characters, dot-dot, a leading dot or space, and names over 120 characters', () => {
    for (const name of [
      '',
      '../upstream.sqlite',
      '..',
      'a..b.pdf',
      'a/b.pdf',
      'a\\b.pdf',
      '.hidden',
      ' 标准.pdf',
      '标准.pdf ',
      'a\u0000.pdf',
      'a\nb.pdf',
      'a\u007f.pdf',
      'photo\u202Egnp.pdf',
      `${'表'.repeat(117)}.pdf`,
    ]) {
      expect(templateFileSchema.safeParse(name).success, JSON.stringify(name)).toBe(false);
    }
  });
});

describe('the PCR application (business.md 5)', () => {
  it("requires the company name and the product with the spec's messages", () => {
    expect(
      pcrApplicationSchema.safeParse({ companyName: '宝山钢铁股份有限公司', product: '热轧带肋钢筋' })
        .success,
    ).toBe(true);
    expect(errors(pcrApplicationSchema.safeParse({ companyName: ' ', product: '' }), 'zh')).toEqual({
      companyName: '企业名称不能为空。',
      product: '产品不能为空。',
    });
    expect(errors(pcrApplicationSchema.safeParse({ companyName: '', product: ' ' }), 'en')).toEqual({
      companyName: 'Company name cannot be empty.',
      product: 'Product cannot be empty.',
    });
  });

  it("keeps to the platform's limits: company 100, product 200", () => {
    expect(
      pcrApplicationSchema.safeParse({ companyName: 'a'.repeat(100), product: 'b'.repeat(200) }).success,
    ).toBe(true);
    expect(
      errors(pcrApplicationSchema.safeParse({ companyName: 'a'.repeat(101), product: 'b'.repeat(201) })),
    ).toEqual({ companyName: 'Enter at most 100 characters.', product: 'Enter at most 200 characters.' });
  });
});

// The calls themselves, against a scripted upstream: what goes out, and what a refusal says.
let upstream: Awaited<ReturnType<typeof startScriptedUpstream>>;
let seen: SeenRequest[] = [];
let answer: { code: number; data: unknown; message: string };

beforeAll(async () => {
  upstream = await startScriptedUpstream(() => answer);
});
afterAll(() => upstream.close());
beforeEach(() => {
  upstream.seen.length = 0;
  seen = upstream.seen;
  answer = { code: 1, data: { id: 9, companyName: 'x', items: [] }, message: 'success' };
});

const token = 't'.repeat(32);
const viewer = { locale: 'en' as const, token, user: { id: 7, userAccount: '13800138000' } as never };
const saved = lcesSaveSchema.parse({
  introduction: 'A steel maker.',
  products: [{ productName: 'Hot-rolled strip', process: ['SINTERING', 'BOF'], attachmentId: '5' }],
});

describe('/n/carbon/addApplication', () => {
  it("posts the items as a JSON array with the user's token although it is an /n/ path, every time (never cached)", async () => {
    const { saveLcesApplication } = await import('@/lib/low-carbon-steel/server/lces-save');
    await saveLcesApplication(saved, 'Baoshan Iron & Steel', viewer);
    await saveLcesApplication(saved, 'Baoshan Iron & Steel', viewer);
    expect(seen).toHaveLength(2);
    for (const request of seen) {
      expect(request).toMatchObject({
        url: '/api/n/carbon/addApplication',
        method: 'POST',
        authorization: token,
      });
      expect(request.body).toEqual([
        {
          companyName: 'Baoshan Iron & Steel',
          introduction: 'A steel maker.',
          productName: 'Hot-rolled strip',
          process: 'SINTERING;BOF',
          checkList: ['SINTERING', 'BOF'],
          attachmentId: '5',
        },
      ]);
    }
  });

  it('a refusal with code 500 reaches the form as the platform worded it (the item numbers it lists)', async () => {
    const { saveLcesApplication } = await import('@/lib/low-carbon-steel/server/lces-save');
    const { describeUpstreamError, bffStatusFor } = await import('@/lib/upstream/errors');
    answer = {
      code: 500,
      data: null,
      message: 'Select the process steps of product 2; upload the data file of product 2, 3',
    };
    const error = await saveLcesApplication(saved, 'Baoshan', viewer).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(describeUpstreamError(error)).toEqual({
      key: 'generic',
      raw: 'Select the process steps of product 2; upload the data file of product 2, 3',
    });
    expect(bffStatusFor(error)).toBe(422);
  });
});

describe('p/pcr/insert', () => {
  it('sends the company as productName and the product as product, with the token', async () => {
    const { savePcrApplication } = await import('@/lib/pcr-applications/server/pcr-application-save');
    await savePcrApplication(
      { companyName: 'Baoshan Iron & Steel', product: 'Hot-rolled ribbed bars' },
      viewer,
    );
    expect(seen).toEqual([
      {
        url: '/api/p/pcr/insert',
        method: 'POST',
        authorization: token,
        body: { productName: 'Baoshan Iron & Steel', product: 'Hot-rolled ribbed bars' },
      },
    ]);
  });
});
