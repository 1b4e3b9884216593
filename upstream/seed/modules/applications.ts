import { findUserCompany } from '../../accounts/user-companies.ts';
import {
  advanceToNode,
  answerContract,
  answerQuote,
  createApplication,
  nextContractNumber,
  nextQuoteNumber,
  recordContract,
  recordQuote,
  requestLcaCorrection,
} from '../../applications/application-actions.ts';
import type { ApplicationFacts } from '../../applications/application-documents.ts';
import {
  contractDocument,
  lcaReportDocument,
  listPrice,
  quoteDocument,
} from '../../applications/application-documents.ts';
import {
  ContractStatus,
  FlowNode,
  LcaValidateStatus,
  QuoteStatus,
} from '../../applications/application-states.ts';
import {
  certificateInput,
  factsFromEpdRow,
  fileCertificate,
  findTechnology,
  productPageUrl,
} from '../../applications/publish-application.ts';
import { execute, queryOne } from '../../db/sql.ts';
import { formatChinaDate, parseChinaTime } from '../../http/china-calendar.ts';
import { findPublishedEpd } from '../../routes/epd.ts';
import { renderPdfsSync } from '../render/pdf/render-pdfs.ts';
import type { PdfJob } from '../render/pdf/render-pdfs.ts';
import type { DocumentInput } from '../render/pdf/simple-document.ts';
import { zipStored } from '../render/zip-archive.ts';
import type { SeedModule } from '../seed-module.ts';
import type { DemoApplication, When } from './applications-data.ts';
import { DEMO_TODAY, demoApplications } from './applications-data.ts';

const HOUR_MS = 60 * 60 * 1000;
const PDF = 'application/pdf';
// The platform numbers quotes and contracts apart from applications (business.md 3): the seeded
// ones start elsewhere, so an application's id never stands in for its quote's or contract's.
const QUOTE_IDS_FROM = 800;
const CONTRACT_IDS_FROM = 900;

function preliminaryReportDocument(name: string, facts: ApplicationFacts, date: string): DocumentInput {
  return {
    title: `${facts.productType} 初步报告：${name}`,
    subtitle: `Preliminary ${facts.productType} report · ${facts.pcrNumber}`,
    reference: `DRAFT-${facts.pcrNumber}`,
    issuer: facts.companyName,
    date,
    language: 'zh-CN',
    accent: 'steel',
    blocks: [
      { kind: 'heading', text: '1 项目信息 Programme information' },
      {
        kind: 'paragraph',
        text: `产品类别规则 PCR：${facts.pcrNumber} ${facts.pcrNameZh} / ${facts.pcrNameEn}`,
      },
      { kind: 'heading', text: '2 企业与产品 Company and product' },
      { kind: 'paragraph', text: `${facts.companyName}（${facts.companyCode}）· ${name}` },
      {
        kind: 'paragraph',
        text: '本文件为验证前的声明草稿（演示数据）。Draft declaration before verification (demo data).',
        muted: true,
      },
    ],
  };
}

/**
 * The demo applications (applications-data.ts), replayed step by step with the same actions the
 * calls and dev operations use, with their files drawn now: the applicants' LCA reports, data
 * collection sheets (ZIP) and preliminary reports, the platform's quotes and contracts, and the
 * certificate of the published one. No messages: the seeded ones already tell this history.
 * Runs after `declarations`, `accounts`, `company-authentication` and `application-references`.
 */
export const applicationsSeed: SeedModule = {
  name: 'applications',
  run({ db, attachments }) {
    const now = parseChinaTime(DEMO_TODAY) ?? 0;
    const time = (when: When): number => {
      if ('on' in when) {
        const at = parseChinaTime(when.on);
        if (at === null) throw new Error(`Bad seed time ${when.on}`);
        return at;
      }
      return now - (when.ago.days * 24 + (when.ago.hours ?? 0)) * HOUR_MS;
    };
    const technologyId = (code: string): number => {
      const row = queryOne<{ id: number }>(db, 'SELECT id FROM lca_technologies WHERE code = ?', code);
      if (!row) throw new Error(`Unknown seed technology ${code}`);
      return row.id;
    };
    const categoryId = (code: string | undefined): number | null =>
      code === undefined
        ? null
        : (queryOne<{ id: number }>(db, 'SELECT id FROM product_categories WHERE code = ?', code)?.id ??
          null);

    type Planned = {
      seed: DemoApplication;
      facts: ApplicationFacts;
      quoteNumber: string | null;
      contractNumber: string | null;
      amount: number;
    };
    const planned: Planned[] = demoApplications.map((seed) => {
      const company = findUserCompany(db, seed.userId);
      if (!company?.companyCode) throw new Error(`Seed user ${seed.userId} has no authenticated company`);
      const pcr = queryOne<{ zh: string; en: string }>(
        db,
        'SELECT product_name_zh AS zh, product_name_en AS en FROM pcrs WHERE pcr_number = ?',
        seed.pcrNumber,
      );
      return {
        seed,
        facts: {
          applicationId: seed.id,
          productType: seed.productType,
          companyName: company.companyName,
          companyCode: company.companyCode,
          pcrNumber: seed.pcrNumber,
          pcrNameZh: pcr?.zh ?? seed.pcrNumber,
          pcrNameEn: pcr?.en ?? seed.pcrNumber,
          productNames: seed.products.map((product) => product.name),
        },
        quoteNumber: seed.quote ? nextQuoteNumber(db, seed.id, time(seed.quote.sent)) : null,
        contractNumber: seed.contract ? nextContractNumber(db, seed.id, time(seed.contract.sent)) : null,
        amount: listPrice(seed.productType, seed.products.length),
      };
    });

    // Every file in one batch (cached by content after the first start).
    const jobs: PdfJob[] = [{ kind: 'data-sheet', input: { language: 'zh-CN', version: 'V3.0' } }];
    const at: Record<string, number> = {};
    for (const plan of planned) {
      const { seed, facts } = plan;
      const appliedOn = formatChinaDate(time(seed.applied));
      seed.products.forEach((product, index) => {
        const technology = findTechnology(db, technologyId(product.technology));
        at[`lca:${seed.id}:${index}`] = jobs.length;
        jobs.push({
          kind: 'document',
          input: lcaReportDocument({
            productName: product.name,
            productType: seed.productType,
            companyName: facts.companyName,
            pcrNumber: seed.pcrNumber,
            technologyZh: technology?.zh ?? product.technology,
            technologyEn: technology?.en ?? product.technology,
            gwp100: product.gwp100,
            date: appliedOn,
          }),
        });
        if (product.epdTest) {
          at[`draft:${seed.id}:${index}`] = jobs.length;
          jobs.push({ kind: 'document', input: preliminaryReportDocument(product.name, facts, appliedOn) });
        }
      });
      if (seed.quote && plan.quoteNumber) {
        at[`quote:${seed.id}`] = jobs.length;
        jobs.push({
          kind: 'document',
          input: quoteDocument({
            ...facts,
            quoteNumber: plan.quoteNumber,
            amount: plan.amount,
            date: formatChinaDate(time(seed.quote.sent)),
          }),
        });
      }
      if (seed.contract && plan.contractNumber) {
        at[`contract:${seed.id}`] = jobs.length;
        jobs.push({
          kind: 'document',
          input: contractDocument({
            ...facts,
            contractNumber: plan.contractNumber,
            amount: plan.amount,
            date: formatChinaDate(time(seed.contract.sent)),
          }),
        });
      }
      if (seed.publishedAs !== undefined) {
        const epd = findPublishedEpd(db, seed.publishedAs);
        const technology = findTechnology(db, technologyId(seed.products[0]?.technology ?? 'BF-BOF'));
        if (!epd || !technology)
          throw new Error(`Seed application ${seed.id} publishes an unknown declaration`);
        at[`certificate:${seed.id}`] = jobs.length;
        jobs.push({
          kind: 'certificate',
          input: certificateInput(factsFromEpdRow(epd, technology), productPageUrl(db, epd.id)),
        });
      }
    }
    const files = renderPdfsSync(jobs);
    const file = (key: string): Uint8Array => {
      const bytes = files[at[key] ?? -1];
      if (!bytes) throw new Error(`Seed file ${key} was not drawn`);
      return bytes;
    };
    const dataSheet = files[0];
    if (!dataSheet) throw new Error('The data collection sheet was not drawn');

    for (const plan of planned) {
      const { seed, facts } = plan;
      const applied = time(seed.applied);
      const products = seed.products.map((product, index) => {
        const lca = attachments.save({
          fileName: `${product.name} LCA报告.pdf`,
          mime: PDF,
          businessType: 'LCA',
          uploadedBy: seed.userId,
          reportType: '0',
          bytes: file(`lca:${seed.id}:${index}`),
        });
        const data = product.data
          ? attachments.save({
              fileName: `${product.name} 数据收集表.zip`,
              mime: 'application/zip',
              businessType: 'DATA',
              uploadedBy: seed.userId,
              reportType: '0',
              bytes: zipStored([
                { name: `${product.name} 数据收集表.xlsx`, bytes: dataSheet },
                {
                  name: '佐证材料说明.txt',
                  bytes: new TextEncoder().encode('电费单、物料台账与监测报告（演示数据）\r\n'),
                },
              ]),
            })
          : null;
        const draft = product.epdTest
          ? attachments.save({
              fileName: `${product.name} ${seed.productType}初步报告.pdf`,
              mime: PDF,
              businessType: 'EPD',
              uploadedBy: seed.userId,
              reportType: '0',
              bytes: file(`draft:${seed.id}:${index}`),
            })
          : null;
        return {
          productName: product.name,
          productCategoryId: categoryId(product.category),
          technologyId: technologyId(product.technology),
          lcaAttachmentId: lca.id,
          dataAttachmentId: data?.id ?? null,
          epdTestAttachmentId: draft?.id ?? null,
        };
      });
      const { productIds } = createApplication(db, {
        id: seed.id,
        userId: seed.userId,
        companyCode: facts.companyCode,
        companyName: facts.companyName,
        pcrNumber: seed.pcrNumber,
        productType: seed.productType,
        products,
        at: applied,
      });

      if (seed.quote && plan.quoteNumber) {
        const pdf = attachments.save({
          fileName: `${plan.quoteNumber} 服务报价单.pdf`,
          mime: PDF,
          businessType: 'QUOTE',
          bytes: file(`quote:${seed.id}`),
        });
        const sent = time(seed.quote.sent);
        const quoteId = recordQuote(db, seed.id, {
          id: QUOTE_IDS_FROM + seed.id,
          quoteNumber: plan.quoteNumber,
          amount: plan.amount,
          attachmentId: pdf.id,
          at: sent,
        });
        if (seed.quote.confirmed)
          answerQuote(db, seed.id, quoteId, QuoteStatus.Confirmed, time(seed.quote.confirmed));
      }
      if (seed.contract && plan.contractNumber) {
        const pdf = attachments.save({
          fileName: `${plan.contractNumber} 技术服务合同.pdf`,
          mime: PDF,
          businessType: 'CONTRACT',
          bytes: file(`contract:${seed.id}`),
        });
        const contractId = recordContract(db, seed.id, {
          id: CONTRACT_IDS_FROM + seed.id,
          contractNumber: plan.contractNumber,
          attachmentId: pdf.id,
          at: time(seed.contract.sent),
        });
        if (seed.contract.signed) {
          answerContract(db, seed.id, contractId, ContractStatus.Signed, time(seed.contract.signed));
        }
      }
      for (const step of seed.advanced ?? []) advanceToNode(db, seed.id, step.node, time(step.at));
      if (seed.correction) requestLcaCorrection(db, seed.id, seed.correction.note, time(seed.correction.at));

      if (seed.publishedAs !== undefined) {
        const epd = findPublishedEpd(db, seed.publishedAs);
        const productId = productIds[0];
        const technology = findTechnology(db, technologyId(seed.products[0]?.technology ?? 'BF-BOF'));
        if (!epd || productId === undefined || !technology)
          throw new Error('The published seed application is incomplete');
        execute(
          db,
          'UPDATE application_products SET epd_id = ?, epd_cn_attachment_id = ?, epd_en_attachment_id = ? WHERE id = ?',
          epd.id,
          epd.cnAttachmentId,
          epd.enAttachmentId,
          productId,
        );
        fileCertificate(
          { db, attachments },
          productId,
          factsFromEpdRow(epd, technology),
          file(`certificate:${seed.id}`),
        );
        advanceToNode(db, seed.id, FlowNode.ReportRelease, epd.publishedAt);
        execute(
          db,
          'UPDATE applications SET published_at = ?, lca_validate_status = ?, updated_at = ? WHERE id = ?',
          epd.publishedAt,
          LcaValidateStatus.Accepted,
          epd.publishedAt,
          seed.id,
        );
      }
    }
  },
};
