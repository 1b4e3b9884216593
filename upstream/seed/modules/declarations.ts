import { execute } from '../../db/sql.ts';
import { parseChinaTime } from '../../http/china-calendar.ts';
import { renderPdfsSync } from '../render/pdf/render-pdfs.ts';
import type { PdfJob } from '../render/pdf/render-pdfs.ts';
import type { SeedModule } from '../seed-module.ts';
import { companies, epds, pcrs } from './declarations-data.ts';
import type { CompanySeed, PcrSeed } from './declarations-data.ts';
import {
  chainStubs,
  epdReportInput,
  expirationDate,
  pcrDocument,
  publishedAt,
} from './declarations-documents.ts';

const PDF = 'application/pdf';

/**
 * Companies, PCRs (a Chinese and an English PDF each) and the published
 * declarations (one bilingual report each, filed once per language), plus the
 * system settings of the EPD search. All PDFs are drawn now, in one batch.
 */
export const declarationsSeed: SeedModule = {
  name: 'declarations',
  run({ db, attachments }) {
    const companyById = new Map<number, CompanySeed>(companies.map((company) => [company.id, company]));
    const pcrByNumber = new Map<string, PcrSeed>(pcrs.map((pcr) => [pcr.number, pcr]));

    const jobs: PdfJob[] = [
      ...pcrs.flatMap((pcr): PdfJob[] => [
        { kind: 'document', input: pcrDocument(pcr, 'zh-CN') },
        { kind: 'document', input: pcrDocument(pcr, 'en') },
      ]),
      ...epds.map((epd): PdfJob => {
        const company = companyById.get(epd.companyId);
        const pcr = pcrByNumber.get(epd.pcrNumber);
        if (!company || !pcr) throw new Error(`Seed EPD ${epd.id} names an unknown company or PCR`);
        return { kind: 'epd-report', input: epdReportInput(epd, company, pcr) };
      }),
    ];
    const pdfs = renderPdfsSync(jobs);
    let next = 0;
    const nextPdf = (): Uint8Array => {
      const bytes = pdfs[next++];
      if (!bytes) throw new Error('The PDF worker returned fewer files than asked for');
      return bytes;
    };

    companies.forEach((company, index) => {
      execute(
        db,
        `INSERT INTO companies (id, code, name_zh, name_en, address_zh, address_en, sort)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
        company.id,
        company.code,
        company.zh,
        company.en,
        company.addressZh,
        company.addressEn,
        index + 1,
      );
    });

    for (const pcr of pcrs) {
      const zh = attachments.save({
        fileName: `${pcr.number} ${pcr.zh}产品类别规则.pdf`,
        mime: PDF,
        businessType: 'PCR',
        bytes: nextPdf(),
      });
      const en = attachments.save({
        fileName: `${pcr.number} PCR ${pcr.en}.pdf`,
        mime: PDF,
        businessType: 'PCR',
        bytes: nextPdf(),
      });
      execute(
        db,
        `INSERT INTO pcrs (id, pcr_number, product_name_zh, product_name_en, register_no, author_zh, author_en,
                           product_class_zh, product_class_en, desc_zh, desc_en, attachment_id, en_attachment_id,
                           published_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        pcr.id,
        pcr.number,
        pcr.zh,
        pcr.en,
        pcr.registerNo,
        '平台 PCR 技术委员会（钢铁产品工作组）',
        'Platform PCR Technical Committee (Steel Products Working Group)',
        pcr.classZh,
        pcr.classEn,
        pcr.descZh,
        pcr.descEn,
        zh.id,
        en.id,
        parseChinaTime(pcr.publishedOn) ?? 0,
      );
    }

    for (const epd of epds) {
      const company = companyById.get(epd.companyId);
      if (!company) throw new Error(`Seed EPD ${epd.id} names an unknown company`);
      const bytes = nextPdf();
      const kind = epd.registrationNumber.startsWith('CFP') ? 'CFP' : 'EPD';
      // One bilingual report, filed as the Chinese and (where the product has an
      // English name) the English edition, each under its own attachment id.
      const cn = attachments.save({
        fileName: `${epd.registrationNumber} ${epd.zh}${kind === 'EPD' ? '环境产品声明' : '产品碳足迹声明'}.pdf`,
        mime: PDF,
        businessType: 'EPD',
        bytes,
      });
      const en = epd.en
        ? attachments.save({
            fileName: `${epd.registrationNumber} ${epd.en} ${kind}.pdf`,
            mime: PDF,
            businessType: 'EPD',
            bytes,
          })
        : null;
      const stubs = chainStubs(epd);
      execute(
        db,
        `INSERT INTO epds (id, registration_number, product_type, company_code, pcr_number, product_name_zh,
                           product_name_en, product_address_zh, product_address_en, route, gwp100, effective_date,
                           expiration_date, published_at, cn_attachment_id, en_attachment_id,
                           data_stubs_state, data_stubs_blocktime, data_stubs_txhash,
                           report_stubs_state, report_stubs_blocktime, report_stubs_txhash, withdrawn_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        epd.id,
        epd.registrationNumber,
        kind,
        company.code,
        epd.pcrNumber,
        epd.zh,
        epd.en,
        epd.plant?.zh ?? company.addressZh,
        epd.plant ? epd.plant.en : company.addressEn,
        epd.route,
        epd.gwp100,
        epd.effectiveDate,
        expirationDate(epd),
        publishedAt(epd),
        cn.id,
        en?.id ?? null,
        stubs.dataTxHash ? 3 : 0,
        stubs.dataBlockTime,
        stubs.dataTxHash,
        stubs.reportTxHash ? 3 : 0,
        stubs.reportBlockTime,
        stubs.reportTxHash,
        epd.withdrawnOn ? parseChinaTime(epd.withdrawnOn) : null,
      );
    }

    // qrShow gates the QR button on EPD cards (business.md 6); qrBaseUrl is what
    // the product QR codes encode, followed by /app/epd/{id}.
    for (const [key, value] of [
      ['qrShow', 'true'],
      ['qrBaseUrl', 'http://localhost:3000'],
    ] as const) {
      execute(db, 'INSERT INTO system_settings (field_key, field_value) VALUES (?, ?)', key, value);
    }
  },
};
