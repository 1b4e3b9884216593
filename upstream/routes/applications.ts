import type { Context } from 'hono';
import * as z from 'zod';
import { sendInnerMessage } from '../accounts/inner-messages.ts';
import type { ProductFileColumn } from '../applications/application-actions.ts';
import {
  answerContract,
  answerQuote,
  confirmDataChange,
  createApplication,
  replaceProductFile,
} from '../applications/application-actions.ts';
import type { ApplicationFileKind } from '../applications/application-files.ts';
import { applicationFileProblem } from '../applications/application-files.ts';
import { requireApplicant, requireVisibleApplication } from '../applications/application-gate.ts';
import {
  applicationListItem,
  canSee,
  contractAnswer,
  findApplication,
  findProduct,
  findQuote,
  latestContract,
  latestQuote,
  listProducts,
  productDetail,
  quoteAnswer,
  viewerOf,
} from '../applications/application-records.ts';
import {
  CarbonFileTypes,
  ContractStatus,
  LcaValidateStatus,
  MAX_PRODUCT_NAME_LENGTH,
  MAX_PRODUCTS,
  ProductTypes,
  QuoteStatus,
} from '../applications/application-states.ts';
import { applicationRefusal, applicationSubmittedMessage } from '../applications/application-texts.ts';
import { carbonApplicationList } from '../applications/carbon-list.ts';
import { findVisibleEvaluation } from '../applications/evaluation-records.ts';
import type { UpstreamApp, UpstreamDeps, UpstreamEnv } from '../context.ts';
import { inTransaction, queryOne } from '../db/sql.ts';
import { sendAttachment } from '../files/send-attachment.ts';
import { authenticate, requireUser } from '../http/auth.ts';
import { ok } from '../http/envelope.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { requestLanguage } from '../http/language.ts';
import { optionalFilter } from '../http/paging.ts';
import { readJsonBody } from '../http/validate.ts';

// The applicant's side of EPD and CFP applications (business.md 2.2, 4, 5, 7 "Applications"):
// apply, follow the application through its seven nodes, answer the quote and the contract,
// replace files when the platform asks for an LCA correction, and download the certificate and
// the carbon mark once published. The carbon list and the downloads also take low-carbon steel
// evaluations (lces-applications.ts), whose ids no application shares; every other call here
// answers an evaluation's id as an unknown application. The contract is in upstream/README.md,
// "Applications".

const idField = z.coerce.number().int().positive();
// The old form sends "" or null (sometimes 0) for a file it has not got.
const optionalId = z.preprocess(
  (value) => (value === '' || value === null || value === 0 || value === '0' ? undefined : value),
  idField.optional(),
);
const productTypeField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  z.enum(ProductTypes),
);

// business.md 3 "Application form": each item has its own PCR (default: the form's) and product
// type; display fields the form sends along are ignored.
const saveBody = z.object({
  apply: z.object({
    companyName: z.string().max(200).nullish(),
    pcrNumber: z.string().trim().min(1).max(64),
  }),
  epd: z
    .array(
      z.object({
        pcrNumber: optionalFilter(64),
        productType: productTypeField,
        productName: z
          .string()
          .trim()
          .min(1)
          .refine((name) => [...name].length <= MAX_PRODUCT_NAME_LENGTH, {
            message: `at most ${MAX_PRODUCT_NAME_LENGTH} characters`,
          }),
        productCategoryId: optionalId,
        technologyId: optionalId,
        lcaAttachmentId: optionalId,
        dataAttachment: optionalId,
        epdAttachmentId: optionalId,
      }),
    )
    .min(1)
    .max(MAX_PRODUCTS),
});

const idBody = z.object({ id: idField });
const contractAnswerBody = z.object({ applyId: idField, id: idField });
const fileUpdateBody = z.object({
  id: idField,
  applyId: optionalId,
  attachmentId: idField,
  language: z.string().trim().max(16).optional(),
  version: z.string().trim().max(16).optional(),
});
// business.md 4: the confirm-data-change button posts status 0; nothing else is the applicant's to post.
const validateStateBody = z.object({ applyId: idField, status: z.coerce.number().pipe(z.literal(0)) });
const listQuery = z.object({
  type: z.preprocess((value) => (value === '' ? undefined : value), productTypeField.optional()),
});
const downloadQuery = z.object({
  id: idField,
  businessType: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
    z.enum(CarbonFileTypes),
  ),
  productId: optionalId,
});

export function registerApplicationRoutes(app: UpstreamApp, deps: UpstreamDeps): void {
  const { db, attachments, now } = deps;

  // The /n/carbon/* calls carry the user's token although they are /n/ paths (DESIGN.md).
  app.use('/n/carbon/*', authenticate(db, now, { orQueryParameter: true }));

  // POST /p/apply/for/save – a new application ({apply, epd}) of the caller's own company.
  app.post('/p/apply/for/save', async (c) => {
    const { userId } = requireUser(c);
    const language = requestLanguage(c);
    const applicant = requireApplicant(db, userId, language);
    const body = await readJsonBody(c, saveBody);
    const pcrNumber = body.apply.pcrNumber;
    const knownPcr = (number: string) =>
      Boolean(queryOne(db, 'SELECT 1 FROM pcrs WHERE pcr_number = ?', number));
    if (!knownPcr(pcrNumber)) throw badRequest('apply.pcrNumber: unknown PCR');
    // The application's own type, as the list shows it: its first product's.
    const productType = body.epd[0]?.productType ?? 'EPD';
    const products = body.epd.map((item, index) => {
      const at = `epd.${index}`;
      if (item.pcrNumber && !knownPcr(item.pcrNumber)) throw badRequest(`${at}.pcrNumber: unknown PCR`);
      if (item.lcaAttachmentId === undefined && item.dataAttachment === undefined) {
        throw badRequest(
          `${at}: an LCA report (lcaAttachmentId) or a data collection sheet (dataAttachment) is required`,
        );
      }
      const files: [string, number | undefined, ApplicationFileKind][] = [
        ['lcaAttachmentId', item.lcaAttachmentId, 'LCA'],
        ['dataAttachment', item.dataAttachment, 'DATA'],
        ['epdAttachmentId', item.epdAttachmentId, 'EPD'],
      ];
      for (const [field, id, kind] of files) {
        const problem = id === undefined ? null : applicationFileProblem(attachments, id, userId, kind);
        if (problem) throw badRequest(`${at}.${field}: ${problem}`);
      }
      if (
        item.technologyId !== undefined &&
        !queryOne(db, 'SELECT 1 FROM lca_technologies WHERE id = ?', item.technologyId)
      ) {
        throw badRequest(`${at}.technologyId: unknown technology route`);
      }
      if (
        item.productCategoryId !== undefined &&
        !queryOne(
          db,
          'SELECT 1 FROM product_categories WHERE id = ? AND parent_id IS NOT NULL',
          item.productCategoryId,
        )
      ) {
        throw badRequest(`${at}.productCategoryId: not a second-level product category`);
      }
      return {
        productType: item.productType,
        pcrNumber: item.pcrNumber ?? pcrNumber,
        productName: item.productName,
        productCategoryId: item.productCategoryId ?? null,
        technologyId: item.technologyId ?? null,
        lcaAttachmentId: item.lcaAttachmentId ?? null,
        dataAttachmentId: item.dataAttachment ?? null,
        epdTestAttachmentId: item.epdAttachmentId ?? null,
      };
    });
    const at = now();
    const created = inTransaction(db, () => {
      const result = createApplication(db, {
        userId,
        companyCode: applicant.companyCode,
        companyName: applicant.companyName,
        pcrNumber,
        productType,
        products,
        at,
      });
      const text = applicationSubmittedMessage(
        products.map((product) => product.productName),
        productType,
      );
      sendInnerMessage(db, { userId, zh: text.zh, en: text.en, sentAt: at });
      return result;
    });
    return ok(c, {
      id: created.id,
      applyId: created.id,
      products: created.productIds.map((id, index) => ({
        id,
        productName: products[index]?.productName ?? '',
      })),
    });
  });

  // GET /n/carbon/list[?type=EPD|CFP] – every carbon application of the caller (and their company),
  // newest first: EPD and CFP applications and low-carbon steel evaluations; `type` keeps the
  // applications of that product type only.
  app.get('/n/carbon/list', (c) => {
    const { userId } = requireUser(c);
    const query = listQuery.safeParse({ type: c.req.query('type') });
    if (!query.success) throw badRequest('type: EPD or CFP');
    return ok(c, carbonApplicationList(db, viewerOf(db, userId), query.data.type, requestLanguage(c)));
  });

  // POST /p/epd/apply – the application's products, one detail each (business.md 3).
  app.post('/p/epd/apply', async (c) => {
    const { userId } = requireUser(c);
    const language = requestLanguage(c);
    const { id } = await readJsonBody(c, idBody);
    const application = requireVisibleApplication(db, viewerOf(db, userId), id, language);
    return ok(
      c,
      listProducts(db, application.id).map((product) =>
        productDetail(db, attachments, application, product, language),
      ),
    );
  });

  // POST /p/price/info – the application's service quote (status 0 and nulls before there is one).
  app.post('/p/price/info', async (c) => {
    const { userId } = requireUser(c);
    const { id } = await readJsonBody(c, idBody);
    const language = requestLanguage(c);
    const application = requireVisibleApplication(db, viewerOf(db, userId), id, language);
    return ok(c, quoteAnswer(attachments, application, latestQuote(db, application.id), language));
  });

  // POST /p/price/confirm and /p/price/refuse – {id}: the quote's own id as /p/price/info gives
  // it (business.md 3, 7), never the application's; only the application's newest quote, only
  // while it awaits confirmation (status 1). Unknown and someone else's quote answer alike.
  for (const [path, status] of [
    ['/p/price/confirm', QuoteStatus.Confirmed],
    ['/p/price/refuse', QuoteStatus.Refused],
  ] as const) {
    app.post(path, async (c) => {
      const { userId } = requireUser(c);
      const language = requestLanguage(c);
      const applicant = requireApplicant(db, userId, language);
      const { id } = await readJsonBody(c, idBody);
      const answered = findQuote(db, id);
      const application = answered ? findApplication(db, answered.applicationId) : undefined;
      if (!answered || !application || !canSee(applicant, application)) {
        throw applicationRefusal('quoteNotFound', language);
      }
      const quote = inTransaction(db, () => {
        const current = latestQuote(db, application.id);
        if (current?.id !== answered.id || current.status !== QuoteStatus.AwaitingConfirmation)
          throw applicationRefusal('quoteNotAwaiting', language);
        answerQuote(db, application.id, current.id, status, now());
        return latestQuote(db, application.id);
      });
      return ok(c, quoteAnswer(attachments, application, quote, language));
    });
  }

  // POST /p/contract/info – the application's contract; its file only once the status is above 1.
  app.post('/p/contract/info', async (c) => {
    const { userId } = requireUser(c);
    const { id } = await readJsonBody(c, idBody);
    const language = requestLanguage(c);
    const application = requireVisibleApplication(db, viewerOf(db, userId), id, language);
    return ok(
      c,
      contractAnswer(
        attachments,
        application,
        latestContract(db, application.id),
        latestQuote(db, application.id),
        language,
      ),
    );
  });

  // POST /p/contract/confirm and /p/contract/refuse – {applyId, id}: only the application's
  // newest contract, only while it awaits confirmation (status 2). After a refusal the
  // platform may send a new one.
  for (const [path, status] of [
    ['/p/contract/confirm', ContractStatus.Signed],
    ['/p/contract/refuse', ContractStatus.Refused],
  ] as const) {
    app.post(path, async (c) => {
      const { userId } = requireUser(c);
      const language = requestLanguage(c);
      const applicant = requireApplicant(db, userId, language);
      const body = await readJsonBody(c, contractAnswerBody);
      const application = requireVisibleApplication(db, applicant, body.applyId, language);
      const contract = inTransaction(db, () => {
        const belongs = queryOne(
          db,
          'SELECT 1 FROM application_contracts WHERE id = ? AND application_id = ?',
          body.id,
          application.id,
        );
        if (!belongs) throw applicationRefusal('contractNotFound', language);
        const current = latestContract(db, application.id);
        if (current?.id !== body.id || current.status !== ContractStatus.AwaitingConfirmation) {
          throw applicationRefusal('contractNotAwaiting', language);
        }
        answerContract(db, application.id, current.id, status, now());
        return latestContract(db, application.id);
      });
      return ok(
        c,
        contractAnswer(attachments, application, contract, latestQuote(db, application.id), language),
      );
    });
  }

  // POST /p/lca/attachment/update, /p/data/attachment/update, /p/epd/attachment/update –
  // {id (product), applyId?, attachmentId, language?, version?}: replaces one file of a product,
  // only while the platform asks for an LCA correction (lcaValidateStatus 2).
  const fileUpdate =
    (kind: ApplicationFileKind) =>
    async (c: Context<UpstreamEnv>): Promise<Response> => {
      const { userId } = requireUser(c);
      const language = requestLanguage(c);
      const applicant = requireApplicant(db, userId, language);
      const body = await readJsonBody(c, fileUpdateBody);
      const product = findProduct(db, body.id);
      if (!product || (body.applyId !== undefined && body.applyId !== product.applicationId)) {
        throw applicationRefusal('productNotFound', language);
      }
      const application = requireVisibleApplication(db, applicant, product.applicationId, language);
      if (application.lcaValidateStatus !== LcaValidateStatus.CorrectionRequested) {
        throw applicationRefusal('correctionNotRequested', language);
      }
      const column = fileColumn(kind, body.language, body.version);
      const problem = applicationFileProblem(attachments, body.attachmentId, userId, kind);
      if (problem) throw badRequest(`attachmentId: ${problem}`);
      inTransaction(db, () =>
        replaceProductFile(db, application.id, product.id, column, body.attachmentId, now()),
      );
      const updated = findProduct(db, product.id) ?? product;
      return ok(c, productDetail(db, attachments, application, updated, language));
    };
  app.post('/p/lca/attachment/update', fileUpdate('LCA'));
  app.post('/p/data/attachment/update', fileUpdate('DATA'));
  app.post('/p/epd/attachment/update', fileUpdate('EPD'));

  // POST /p/lca/validate/updateState – {applyId, status: 0}: the applicant confirms the data
  // change after a correction; the platform checks the LCA data again.
  app.post('/p/lca/validate/updateState', async (c) => {
    const { userId } = requireUser(c);
    const language = requestLanguage(c);
    const applicant = requireApplicant(db, userId, language);
    const body = await readJsonBody(c, validateStateBody);
    const application = requireVisibleApplication(db, applicant, body.applyId, language);
    inTransaction(db, () => {
      const current = requireVisibleApplication(db, applicant, application.id, language);
      if (current.lcaValidateStatus !== LcaValidateStatus.CorrectionRequested) {
        throw applicationRefusal('noDataChangeToConfirm', language);
      }
      confirmDataChange(db, application.id, now());
    });
    const updated = requireVisibleApplication(db, applicant, application.id, language);
    return ok(c, applicationListItem(db, updated, language));
  });

  // GET /n/carbon/downloadAttachment?id=&businessType=CERT_PDF|MARK_IMG[&productId=] – the
  // certificate (PDF) or carbon mark (PNG) of a published carbon application of the caller's
  // company, by its list id: an EPD or CFP application's (its first product's, or `productId`'s)
  // or a low-carbon steel evaluation's.
  app.get('/n/carbon/downloadAttachment', (c) => {
    const { userId } = requireUser(c);
    const language = requestLanguage(c);
    const applicant = requireApplicant(db, userId, language);
    const query = downloadQuery.safeParse({
      id: c.req.query('id'),
      businessType: c.req.query('businessType'),
      productId: c.req.query('productId'),
    });
    if (!query.success) throw badRequest('id, businessType (CERT_PDF or MARK_IMG) and productId? expected');
    const certificate = query.data.businessType === 'CERT_PDF';
    const evaluation = findVisibleEvaluation(db, applicant, query.data.id);
    let attachmentId: number | null | undefined;
    if (evaluation) {
      attachmentId = certificate ? evaluation.certificateAttachmentId : evaluation.markAttachmentId;
    } else {
      const application = requireVisibleApplication(db, applicant, query.data.id, language);
      const products = listProducts(db, application.id);
      const product =
        query.data.productId === undefined
          ? products[0]
          : products.find((entry) => entry.id === query.data.productId);
      attachmentId = certificate ? product?.certificateAttachmentId : product?.markAttachmentId;
    }
    const record = attachmentId ? attachments.find(attachmentId) : undefined;
    if (!record) throw notFound('The application has no published certificate or mark');
    return sendAttachment(c, attachments, record, { disposition: 'attachment', cache: 'private' });
  });
}

// Which file of a product a replacement goes to. The EPD report has a preliminary edition
// (version TEST, the default) and formal Chinese and English editions (version FORMAL with
// language zh-CN or en).
function fileColumn(
  kind: ApplicationFileKind,
  language: string | undefined,
  version: string | undefined,
): ProductFileColumn {
  if (kind === 'LCA') return 'lca_attachment_id';
  if (kind === 'DATA') return 'data_attachment_id';
  const normalisedVersion = (version ?? 'TEST').toUpperCase();
  if (normalisedVersion === 'TEST') return 'epd_test_attachment_id';
  if (normalisedVersion !== 'FORMAL') throw badRequest('version: TEST or FORMAL');
  const normalisedLanguage = (language ?? 'zh-CN').toLowerCase();
  if (normalisedLanguage.startsWith('en')) return 'epd_en_attachment_id';
  if (['zh-cn', 'zh', 'cn'].includes(normalisedLanguage)) return 'epd_cn_attachment_id';
  throw badRequest('language: zh-CN or en');
}
