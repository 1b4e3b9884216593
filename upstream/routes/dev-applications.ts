import type { Context } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import * as z from 'zod';
import { sendInnerMessage } from '../accounts/inner-messages.ts';
import type { MessageText } from '../accounts/message-texts.ts';
import {
  advanceToNode,
  nextContractNumber,
  nextQuoteNumber,
  recordContract,
  recordQuote,
  requestLcaCorrection,
} from '../applications/application-actions.ts';
import type { ApplicationFacts } from '../applications/application-documents.ts';
import {
  contractDocument,
  formatAmount,
  listPrice,
  quoteDocument,
} from '../applications/application-documents.ts';
import type { ApplicationRow } from '../applications/application-records.ts';
import {
  applicationListItem,
  contractStatusOf,
  currentNode,
  findApplication,
  latestContract,
  latestQuote,
  listProducts,
  productNames,
  reachedNodes,
} from '../applications/application-records.ts';
import {
  ContractStatus,
  FlowNode,
  LcaValidateStatus,
  QuoteStatus,
} from '../applications/application-states.ts';
import {
  contractSentMessage,
  lcaCorrectionMessage,
  nodeReachedMessage,
  quoteSentMessage,
} from '../applications/application-texts.ts';
import { evaluationListItem, findEvaluation } from '../applications/evaluation-records.ts';
import { publishApplication } from '../applications/publish-application.ts';
import { publishEvaluation } from '../applications/publish-evaluation.ts';
import type { UpstreamApp, UpstreamDeps, UpstreamEnv } from '../context.ts';
import { inTransaction, queryOne } from '../db/sql.ts';
import { formatChinaDate } from '../http/china-calendar.ts';
import { ok } from '../http/envelope.ts';
import { notFound, UpstreamError } from '../http/errors.ts';
import { requestLanguage } from '../http/language.ts';
import { readOptionalJsonBody } from '../http/validate.ts';
import { renderPdfs } from '../seed/render/pdf/render-pdfs.ts';
import { positiveId } from './epd.ts';

// The back office's side of an EPD or CFP application (DESIGN.md "Reference upstream"): quote,
// send a contract, move the flow on, ask for an LCA correction, publish; and of a low-carbon
// steel evaluation: publish. Each tells the applicant by system message (the portal's bell) and
// answers the application as GET /n/carbon/list lists it. A step the application's state does
// not allow answers HTTP 409, code 409, saying why.
// Registered by routes/dev.ts only with UPSTREAM_DEV_OPS=1.

const quoteBody = z.object({ amount: z.coerce.number().positive().max(10_000_000).optional() });
const advanceBody = z.object({
  node: z.coerce.number().int().min(FlowNode.IndependentVerification).max(FlowNode.ReviewPanel).optional(),
});
// HTML as the back office writes it; the portal sanitises what it shows.
const correctionBody = z.object({ note: z.string().trim().max(5000).optional() });
const publishBody = z.object({
  companyNameEn: z.string().trim().min(1).max(200).optional(),
  companyAddressEn: z.string().trim().min(1).max(300).optional(),
  products: z
    .array(
      z.object({
        id: z.coerce.number().int().positive(),
        productName: z.string().trim().min(1).max(100).optional(),
        productNameEn: z.string().trim().min(1).max(200).optional(),
        gwp100: z.coerce.number().positive().max(10_000).optional(),
      }),
    )
    .max(3)
    .optional(),
});

function conflict(message: string): UpstreamError {
  return new UpstreamError(409, message, 409);
}

function applicationFacts(db: DatabaseSync, application: ApplicationRow): ApplicationFacts {
  const pcr = queryOne<{ zh: string; en: string }>(
    db,
    'SELECT product_name_zh AS zh, product_name_en AS en FROM pcrs WHERE pcr_number = ?',
    application.pcrNumber,
  );
  return {
    applicationId: application.id,
    productType: application.productType,
    companyName: application.companyName,
    companyCode: application.companyCode,
    pcrNumber: application.pcrNumber,
    pcrNameZh: pcr?.zh ?? application.pcrNumber,
    pcrNameEn: pcr?.en ?? application.pcrNumber,
    productNames: productNames(listProducts(db, application.id)),
  };
}

export function registerApplicationDevRoutes(app: UpstreamApp, deps: UpstreamDeps): void {
  const { db, attachments, now } = deps;

  const applicationOf = (value: string | undefined): ApplicationRow => {
    const id = positiveId(value);
    const application = id === null ? undefined : findApplication(db, id);
    if (!application) throw notFound('Application not found');
    return application;
  };
  const notify = (application: ApplicationRow, text: MessageText, at: number): void => {
    sendInnerMessage(db, { userId: application.userId, zh: text.zh, en: text.en, sentAt: at });
  };
  const answer = (c: Context<UpstreamEnv>, id: number, extra: Record<string, unknown> = {}): Response => {
    const application = findApplication(db, id);
    if (!application) throw notFound('Application not found');
    return ok(c, {
      ...applicationListItem(db, application, requestLanguage(c)),
      userId: application.userId,
      ...extra,
    });
  };
  const answerEvaluation = (c: Context<UpstreamEnv>, id: number): Response => {
    const evaluation = findEvaluation(db, id);
    if (!evaluation) throw notFound('Low-carbon steel evaluation not found');
    return ok(c, {
      ...evaluationListItem(db, evaluation, requestLanguage(c)),
      userId: evaluation.userId,
      certificateNumber: evaluation.certificateNumber,
    });
  };
  const mayQuote = (application: ApplicationRow): void => {
    if (application.publishedAt !== null) throw conflict('The application is published');
    const status = latestQuote(db, application.id)?.status ?? QuoteStatus.NotQuoted;
    if (status !== QuoteStatus.NotQuoted && status !== QuoteStatus.Refused) {
      throw conflict('A quote is awaiting confirmation or confirmed; a new one follows a refusal only');
    }
  };
  const mayContract = (application: ApplicationRow): void => {
    const quote = latestQuote(db, application.id);
    const status = contractStatusOf(latestContract(db, application.id), quote);
    if (status !== ContractStatus.NotInitiatedForNow && status !== ContractStatus.Refused) {
      throw conflict('A contract follows a confirmed quote, once, or again after the customer refused one');
    }
  };
  const requireSigned = (application: ApplicationRow): void => {
    if (application.publishedAt !== null) throw conflict('The application is published');
    if (latestContract(db, application.id)?.status !== ContractStatus.Signed) {
      throw conflict('The contract is not signed yet');
    }
  };

  // GET /__dev/applications/{id} – the carbon application as /n/carbon/list lists it, plus its
  // userId: an EPD or CFP application, or a low-carbon steel evaluation.
  app.get('/__dev/applications/:id', (c) => {
    const id = positiveId(c.req.param('id'));
    const evaluation = id === null ? undefined : findEvaluation(db, id);
    return evaluation ? answerEvaluation(c, evaluation.id) : answer(c, applicationOf(c.req.param('id')).id);
  });

  // POST /__dev/carbon/applications/{id}/publish – publishes a low-carbon steel evaluation: a
  // certificate number, a certificate (PDF) and a mark (PNG), which /n/carbon/downloadAttachment
  // serves by its id; the applicant is told by system message. Once only.
  app.post('/__dev/carbon/applications/:id/publish', async (c) => {
    const id = positiveId(c.req.param('id'));
    const evaluation = id === null ? undefined : findEvaluation(db, id);
    if (!evaluation) throw notFound('Low-carbon steel evaluation not found');
    if (evaluation.publishedAt !== null) throw conflict('The evaluation is published');
    await publishEvaluation(deps, evaluation.id);
    return answerEvaluation(c, evaluation.id);
  });

  // POST /__dev/applications/{id}/quote – {amount?}: a quote (status 1) with its PDF; the list
  // price (per product type and count) unless `amount` (CNY) is given. Again only after a refusal.
  app.post('/__dev/applications/:id/quote', async (c) => {
    const application = applicationOf(c.req.param('id'));
    const body = await readOptionalJsonBody(c, quoteBody);
    mayQuote(application);
    const at = now();
    const facts = applicationFacts(db, application);
    const amount = body.amount ?? listPrice(application.productType, facts.productNames.length);
    const quoteNumber = nextQuoteNumber(db, application.id, at);
    const [pdf] = await renderPdfs([
      {
        kind: 'document',
        input: quoteDocument({ ...facts, quoteNumber, amount, date: formatChinaDate(at) }),
      },
    ]);
    if (!pdf) throw new Error('The quote PDF was not drawn');
    inTransaction(db, () => {
      mayQuote(applicationOf(String(application.id)));
      const file = attachments.save({
        fileName: `${quoteNumber} 服务报价单.pdf`,
        mime: 'application/pdf',
        businessType: 'QUOTE',
        bytes: pdf,
      });
      recordQuote(db, application.id, { quoteNumber, amount, attachmentId: file.id, at });
      notify(
        application,
        quoteSentMessage(facts.productNames, application.productType, formatAmount(amount)),
        at,
      );
    });
    return answer(c, application.id);
  });

  // POST /__dev/applications/{id}/contract – a contract (status 2) with its PDF, once the quote
  // is confirmed, or again after the customer refused one; the application reaches node 2.
  app.post('/__dev/applications/:id/contract', async (c) => {
    const application = applicationOf(c.req.param('id'));
    mayContract(application);
    const at = now();
    const facts = applicationFacts(db, application);
    const amount =
      latestQuote(db, application.id)?.amount ??
      listPrice(application.productType, facts.productNames.length);
    const contractNumber = nextContractNumber(db, application.id, at);
    const [pdf] = await renderPdfs([
      {
        kind: 'document',
        input: contractDocument({ ...facts, contractNumber, amount, date: formatChinaDate(at) }),
      },
    ]);
    if (!pdf) throw new Error('The contract PDF was not drawn');
    inTransaction(db, () => {
      mayContract(applicationOf(String(application.id)));
      const file = attachments.save({
        fileName: `${contractNumber} 技术服务合同.pdf`,
        mime: 'application/pdf',
        businessType: 'CONTRACT',
        bytes: pdf,
      });
      recordContract(db, application.id, { contractNumber, attachmentId: file.id, at });
      notify(application, contractSentMessage(facts.productNames, application.productType), at);
    });
    return answer(c, application.id);
  });

  // POST /__dev/applications/{id}/advance – {node?}: moves a signed application on to node 4, 5
  // or 6 (default: the next one), reaching the nodes between; past LCA calculation the LCA data
  // count as accepted (lcaValidateStatus 1). Not while a correction is requested.
  app.post('/__dev/applications/:id/advance', async (c) => {
    const application = applicationOf(c.req.param('id'));
    const body = await readOptionalJsonBody(c, advanceBody);
    requireSigned(application);
    if (application.lcaValidateStatus === LcaValidateStatus.CorrectionRequested) {
      throw conflict('An LCA correction is requested: the applicant confirms the data change first');
    }
    const reached = currentNode(reachedNodes(db, application.id));
    const target = body.node ?? reached + 1;
    if (target <= reached || target > FlowNode.ReviewPanel) {
      throw conflict(
        `The application is at node ${reached}; advance moves on to node 4, 5 or 6 (publish reaches 7)`,
      );
    }
    const at = now();
    inTransaction(db, () => {
      advanceToNode(db, application.id, target, at);
      notify(
        application,
        nodeReachedMessage(productNames(listProducts(db, application.id)), application.productType, target),
        at,
      );
    });
    return answer(c, application.id);
  });

  // POST /__dev/applications/{id}/lca-correction – {note?}: asks the applicant to correct the
  // LCA data (lcaValidateStatus 2); `note` is HTML shown in the message and the list.
  app.post('/__dev/applications/:id/lca-correction', async (c) => {
    const application = applicationOf(c.req.param('id'));
    const body = await readOptionalJsonBody(c, correctionBody);
    requireSigned(application);
    if (application.lcaValidateStatus === LcaValidateStatus.CorrectionRequested) {
      throw conflict('A correction is already requested');
    }
    const at = now();
    const note = body.note ? body.note : null;
    inTransaction(db, () => {
      requestLcaCorrection(db, application.id, note, at);
      notify(
        application,
        lcaCorrectionMessage(productNames(listProducts(db, application.id)), application.productType, note),
        at,
      );
    });
    return answer(c, application.id);
  });

  // POST /__dev/applications/{id}/publish – {companyNameEn?, companyAddressEn?, products?: [{id, productName?,
  // productNameEn?, gwp100?}]}: each product becomes a public record (search, product page) with
  // a report, chain proof, certificate and carbon mark; every node is reached.
  app.post('/__dev/applications/:id/publish', async (c) => {
    const application = applicationOf(c.req.param('id'));
    const body = await readOptionalJsonBody(c, publishBody);
    requireSigned(application);
    if (application.lcaValidateStatus === LcaValidateStatus.CorrectionRequested) {
      throw conflict('An LCA correction is requested: the applicant confirms the data change first');
    }
    const products = listProducts(db, application.id);
    for (const entry of body.products ?? []) {
      if (!products.some((product) => product.id === entry.id)) {
        throw notFound(`Product ${entry.id} is not in this application`);
      }
    }
    const { epdIds } = await publishApplication(deps, application.id, body);
    return answer(c, application.id, { epdIds });
  });
}
