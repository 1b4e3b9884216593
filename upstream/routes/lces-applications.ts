import { extname } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import * as z from 'zod';
import { REFUSAL_CODE } from '../accounts/refusals.ts';
import { CompanyStatus, findUserCompany } from '../accounts/user-companies.ts';
import { applicationFileKind } from '../applications/application-files.ts';
import { allocateCarbonApplicationId } from '../applications/carbon-application-ids.ts';
import type { UpstreamApp, UpstreamDeps } from '../context.ts';
import { execute, inTransaction, queryAll } from '../db/sql.ts';
import type { AttachmentStore } from '../files/attachment-store.ts';
import { LCA_BUSINESS_TYPE, LCES_DATA_BUSINESS_TYPE, lcaInputFormat } from '../files/upload-rules.ts';
import { authenticate, requireUser } from '../http/auth.ts';
import { fail, ok } from '../http/envelope.ts';
import { badRequest } from '../http/errors.ts';
import type { Language } from '../http/language.ts';
import { requestLanguage } from '../http/language.ts';

// Low-carbon-emission steel evaluation applications (business.md 2.2 /dtpfg/dtpfgApplyFor, 3,
// 5, 9): the company's introduction and 1 to 3 products, each with its process steps and a data
// file. An /n/ path that carries the user's token (DESIGN.md), so it reads the token itself; only
// an authenticated company may apply. An evaluation is a carbon application: its id comes from
// the one sequence GET /n/carbon/list lists both kinds by (applications/carbon-application-ids.ts).

/** business.md 9: at most 3 products; a product name of at most 50 characters. */
export const MAX_LCES_PRODUCTS = 3;
const PROCESS_TYPE = 'LCES_PROCESS_SELECTION';

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

// business.md 3 "Low-carbon steel application item". process: LCES_PROCESS_SELECTION item codes
// joined with ';'; checkList: the same codes as the array the form's check boxes hold. Either
// may be sent alone; when both are, they must name the same steps. Missing process steps and
// data files are answered together, by item number, as the form shows them.
const itemSchema = z.object({
  companyName: z.unknown().optional(),
  introduction: z.string().trim().min(1, 'required').max(2000),
  productName: z.string().trim().min(1, 'required').max(50),
  process: z.preprocess(blankToUndefined, z.string().trim().max(1000).optional()),
  checkList: z.preprocess(blankToUndefined, z.array(z.coerce.string().trim()).max(50).optional()),
  attachmentId: z.preprocess(
    blankToUndefined,
    z
      .union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)])
      .pipe(z.number().int().positive())
      .optional(),
  ),
});
const applicationBody = z
  .array(itemSchema)
  .min(1, 'at least one product')
  .max(MAX_LCES_PRODUCTS, 'at most 3 products');

const refusals = {
  notAuthenticated: {
    zh: '企业认证通过后才能提交低碳排放钢申请',
    en: 'Your company must be authenticated before it can apply',
  },
} as const;

/**
 * business.md 5: "extension xls, xlsx or xlsm only (one special standard PDF file name is
 * allowed)". The standard is the PDF item of LCES_MODEL_DOWNLOAD; its file name (itemDesc, in
 * either language) is the one PDF name taken.
 */
function standardPdfNames(db: DatabaseSync): ReadonlySet<string> {
  const rows = queryAll<{ zh: string | null; en: string | null }>(
    db,
    "SELECT desc_zh AS zh, desc_en AS en FROM dict_items WHERE type_code = 'LCES_MODEL_DOWNLOAD'",
  );
  return new Set(
    rows
      .flatMap((row) => [row.zh, row.en])
      .filter((name): name is string => !!name && extname(name).toLowerCase() === '.pdf'),
  );
}

type DataFileCheck = 'ok' | 'notYours' | 'notExcel';

/**
 * An item's data file: the caller's own upload, as LCA input (the spec's business type) named
 * .xls/.xlsx/.xlsm or the standard PDF's name, or as LCES_DATA (an Excel workbook, checked on
 * upload). The upload rules have checked that an LCA file's bytes are what its name says.
 */
function checkDataFile(
  attachments: AttachmentStore,
  attachmentId: number,
  userId: number,
  standardNames: ReadonlySet<string>,
): DataFileCheck {
  const record = attachments.find(attachmentId);
  if (!record || record.uploadedBy !== userId) return 'notYours';
  if (record.businessType === LCES_DATA_BUSINESS_TYPE) return 'ok';
  if (applicationFileKind(record.businessType) !== LCA_BUSINESS_TYPE) return 'notYours';
  const format = lcaInputFormat(record.fileName);
  return format === 'excel' || (format === 'pdf' && standardNames.has(record.fileName)) ? 'ok' : 'notExcel';
}

export function registerLcesApplicationRoutes(
  app: UpstreamApp,
  { db, attachments, now }: UpstreamDeps,
): void {
  app.use('/n/carbon/addApplication', authenticate(db, now));

  // POST /n/carbon/addApplication – a JSON array of 1–3 items; answers {id, items}.
  app.post('/n/carbon/addApplication', async (c) => {
    const { userId } = requireUser(c);
    const language = requestLanguage(c);
    const company = findUserCompany(db, userId);
    if (company?.companyStatus !== CompanyStatus.Authenticated) {
      return fail(c, REFUSAL_CODE, refusals.notAuthenticated[language]);
    }

    let json: unknown;
    try {
      json = await c.req.json();
    } catch {
      throw badRequest('Request body must be JSON');
    }
    const parsed = applicationBody.safeParse(json);
    if (!parsed.success) {
      // Item numbers as the form shows them (1-based), not array indexes.
      throw badRequest(
        parsed.error.issues
          .map((issue) => {
            const [index, ...field] = issue.path;
            return typeof index === 'number'
              ? `item ${index + 1}: ${field.join('.') || 'item'}: ${issue.message}`
              : `body: ${issue.message}`;
          })
          .join('; '),
      );
    }
    const items = parsed.data;

    const known = new Set(
      queryAll<{ code: string }>(
        db,
        'SELECT item_code AS code FROM dict_items WHERE type_code = ?',
        PROCESS_TYPE,
      ).map((row) => row.code),
    );
    const steps = items.map((item, index) => readSteps(item.process, item.checkList, known, index + 1));
    const withoutProcess = steps.flatMap((list, index) => (list.length === 0 ? [index + 1] : []));
    const withoutFile = items.flatMap((item, index) => (item.attachmentId === undefined ? [index + 1] : []));
    if (withoutProcess.length > 0 || withoutFile.length > 0) {
      return fail(c, REFUSAL_CODE, missingMessage(withoutProcess, withoutFile, language));
    }
    const standardNames = standardPdfNames(db);
    const checks = items.map((item) =>
      checkDataFile(attachments, item.attachmentId ?? 0, userId, standardNames),
    );
    checks.forEach((check, index) => {
      if (check === 'notYours')
        throw badRequest(
          `item ${index + 1}: attachmentId: not an ${LCA_BUSINESS_TYPE} or ${LCES_DATA_BUSINESS_TYPE} file you uploaded`,
        );
    });
    const notExcel = checks.flatMap((check, index) => (check === 'notExcel' ? [index + 1] : []));
    if (notExcel.length > 0) return fail(c, REFUSAL_CODE, notExcelMessage(notExcel, language));

    const at = now();
    const answer = inTransaction(db, () => {
      // The company's name is the authenticated one (the form shows it read-only).
      const applicationId = allocateCarbonApplicationId(db, 'EVALUATION');
      execute(
        db,
        `INSERT INTO lces_applications (id, user_id, company_code, company_name, introduction, created_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
        applicationId,
        userId,
        company.companyCode,
        company.companyName,
        items[0]?.introduction ?? '',
        at,
      );
      const stored = items.map((item, index) => {
        const process = (steps[index] ?? []).join(';');
        const row = execute(
          db,
          `INSERT INTO lces_application_items (application_id, sort, product_name, process, attachment_id)
           VALUES (?, ?, ?, ?, ?)`,
          applicationId,
          index + 1,
          item.productName,
          process,
          item.attachmentId ?? 0,
        );
        return {
          id: Number(row.lastInsertRowid),
          productName: item.productName,
          process,
          attachmentId: item.attachmentId,
        };
      });
      return { id: applicationId, companyName: company.companyName, items: stored };
    });
    return ok(c, answer);
  });
}

/** The item's process steps as codes, in the order given; [] when none was sent. */
function readSteps(
  process: string | undefined,
  checkList: string[] | undefined,
  known: ReadonlySet<string>,
  itemNumber: number,
): string[] {
  const fromProcess = process === undefined ? [] : process.split(';').map((step) => step.trim());
  const fromList = checkList ?? [];
  const steps = fromProcess.length > 0 ? fromProcess : fromList;
  for (const step of steps) {
    if (!known.has(step))
      throw badRequest(
        `item ${itemNumber}: process: unknown step "${step}" (${PROCESS_TYPE} codes joined with ';')`,
      );
  }
  if (new Set(steps).size !== steps.length)
    throw badRequest(`item ${itemNumber}: process: a step is repeated`);
  if (fromProcess.length > 0 && fromList.length > 0) {
    const same = fromList.length === steps.length && fromList.every((step) => steps.includes(step));
    if (!same) throw badRequest(`item ${itemNumber}: checkList and process name different steps`);
  }
  return steps;
}

function notExcelMessage(itemNumbers: number[], language: Language): string {
  return language === 'zh'
    ? `第 ${itemNumbers.join('、')} 项的数据文件须为 Excel 文件（xls、xlsx 或 xlsm）`
    : `The data file of product ${itemNumbers.join(', ')} must be an Excel file (xls, xlsx or xlsm)`;
}

function missingMessage(withoutProcess: number[], withoutFile: number[], language: Language): string {
  const zh: string[] = [];
  const en: string[] = [];
  if (withoutProcess.length > 0) {
    zh.push(`第 ${withoutProcess.join('、')} 项未选择工序`);
    en.push(`select the process steps of product ${withoutProcess.join(', ')}`);
  }
  if (withoutFile.length > 0) {
    zh.push(`第 ${withoutFile.join('、')} 项未上传数据文件`);
    en.push(`upload the data file of product ${withoutFile.join(', ')}`);
  }
  if (language === 'zh') return `${zh.join('；')}`;
  const text = en.join('; ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}
