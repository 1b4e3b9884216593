import { describe, expect, it } from 'vitest';
import type { IndexedDeclaration } from '@/lib/epd/server/declaration-index';
import { isoChinaTime, isoDate, toOpenEpd, type OpenEpdContext } from '@/lib/open-data/openepd';
import { openEpdDocumentSchema } from '@/lib/open-data/schemas';
import type { EpdRecord } from '@/lib/upstream/operations/epd';

// The openEPD document of one declaration (issue 37 item 4, docs/open-data.md "Mapping"): every field, from a record as
// the reference upstream answers it (with the fields the spec does not name) and from one as the spec shapes it.

const CONTEXT: OpenEpdContext = {
  origin: 'https://epd.example.cn',
  operator: { zh: '低碳钢铁产品信息发布平台', en: 'Steel Industry EPD Platform' },
};

/** business.md 3 "EPD (public)" with the assumed fields (lib/upstream/operations/epd.ts) and the PCR list's names. */
const FULL: IndexedDeclaration = {
  record: {
    id: 12,
    epdRegistrationNumber: ' EPD-CN-2025-0012 ',
    productType: 'EPD',
    productName: '热轧带肋钢筋 HRB400E',
    productNameEn: 'Hot-rolled ribbed bar HRB400E',
    businessId: 301,
    businessIdEn: 302,
    companyName: '宝山钢铁股份有限公司',
    companyNameEn: 'Baoshan Iron & Steel Co., Ltd.',
    companyCode: '91310000631696382C',
    productAddress: '上海市宝山区富锦路 885 号',
    productAddressEn: '885 Fujin Road, Baoshan, Shanghai',
    pcrNumber: 'PCR-CN-2024-002',
    pcrProductName: '钢筋混凝土用钢筋',
    gwp100: 1856.4,
    epdEffectiveDate: '2025-03-01 00:00:00',
    epdExpirationDate: '2028-02-29 00:00:00',
    cnAttachmentId: 501,
    enAttachmentId: 502,
    isDataStubs: 3,
    dataStubsBlocktime: '2025-03-01 10:20:30',
    dataStubsTxhash: '0xdata',
    isReportStubs: '3',
    reportStubsBlocktime: '2025-03-02 08:00',
    reportStubsTxhash: '0xreport',
  },
  pcr: {
    number: 'PCR-CN-2024-002',
    zh: '钢筋混凝土用钢筋',
    en: 'Steel bars for the reinforcement of concrete',
  },
};

/** The same kind of declaration with only what the spec names: no English name, no assumed field, no PCR list match. */
const SPEC_SHAPED: IndexedDeclaration = {
  record: {
    id: '7',
    epdRegistrationNumber: 'CFP-CN-2024-0007',
    productType: 'CFP',
    productName: '电炉短流程螺纹钢',
    productNameEn: null,
    businessId: null,
    businessIdEn: null,
    companyName: '江苏沙钢集团有限公司',
    companyCode: null,
    pcrProductName: '钢筋混凝土用钢筋',
    gwp100: null,
    epdExpirationDate: '2026-12-31',
    cnAttachmentId: 88,
    enAttachmentId: null,
    isDataStubs: 0,
    dataStubsBlocktime: null,
    dataStubsTxhash: null,
    isReportStubs: 3,
    reportStubsBlocktime: 'not a time',
    reportStubsTxhash: '0xonly-report',
  } as EpdRecord,
  pcr: null,
};

describe('toOpenEpd', () => {
  it('maps every field of a full record to the openEPD names, English first where the declaration has English', () => {
    expect(toOpenEpd(FULL, CONTEXT)).toEqual({
      doctype: 'openEPD',
      openepd_version: '0.1',
      id: '12',
      language: 'en',
      product_name: 'Hot-rolled ribbed bar HRB400E',
      declaration_url: 'https://epd.example.cn/en/app/epd/12',
      program_operator: {
        name: 'Steel Industry EPD Platform',
        alt_names: ['低碳钢铁产品信息发布平台'],
        web_domain: 'epd.example.cn',
      },
      program_operator_doc_id: 'EPD-CN-2025-0012',
      manufacturer: { name: 'Baoshan Iron & Steel Co., Ltd.', alt_names: ['宝山钢铁股份有限公司'] },
      date_of_issue: '2025-03-01',
      valid_until: '2028-02-29',
      declared_unit: { qty: 1, unit: 't' },
      kg_per_declared_unit: { qty: 1000, unit: 'kg' },
      pcr: { name: 'Steel bars for the reinforcement of concrete', issuer_doc_id: 'PCR-CN-2024-002' },
      plants: [{ address: '885 Fujin Road, Baoshan, Shanghai' }],
      impacts: { 'Unknown LCIA': { gwp: { A1A2A3: { mean: 1856.4, unit: 'kgCO2e' } } } },
      attachments: {
        openEPD: 'https://epd.example.cn/api/open/v1/epds/12',
        EPD: 'https://epd.example.cn/api/files/epd/502',
        EPD_zh: 'https://epd.example.cn/api/files/epd/501',
        EPD_en: 'https://epd.example.cn/api/files/epd/502',
      },
      ext: {
        lcsepd: {
          product_type: 'EPD',
          product_name_zh: '热轧带肋钢筋 HRB400E',
          product_name_en: 'Hot-rolled ribbed bar HRB400E',
          manufacturer_name_zh: '宝山钢铁股份有限公司',
          manufacturer_name_en: 'Baoshan Iron & Steel Co., Ltd.',
          manufacturer_key: '91310000631696382C',
          pcr_number: 'PCR-CN-2024-002',
          pcr_key: 'PCR-CN-2024-002',
          pcr_name_zh: '钢筋混凝土用钢筋',
          pcr_name_en: 'Steel bars for the reinforcement of concrete',
          product_address_zh: '上海市宝山区富锦路 885 号',
          product_address_en: '885 Fujin Road, Baoshan, Shanghai',
          gwp100_kgco2e_per_t: 1856.4,
          chain: [
            { kind: 'data', tx_hash: '0xdata', block_time: '2025-03-01T10:20:30+08:00' },
            { kind: 'report', tx_hash: '0xreport', block_time: '2025-03-02T08:00:00+08:00' },
          ],
          product_page: {
            zh: 'https://epd.example.cn/app/epd/12',
            en: 'https://epd.example.cn/en/app/epd/12',
          },
          reports: [
            {
              lang: 'zh',
              url: 'https://epd.example.cn/api/files/epd/501',
              viewer_url: 'https://epd.example.cn/apppdf/301',
            },
            {
              lang: 'en',
              url: 'https://epd.example.cn/api/files/epd/502',
              viewer_url: 'https://epd.example.cn/en/apppdf/302',
            },
          ],
        },
      },
    });
  });

  it('maps a spec-shaped record (no assumed field, no English, no GWP) in Chinese, leaving out what it lacks', () => {
    expect(toOpenEpd(SPEC_SHAPED, CONTEXT)).toEqual({
      doctype: 'openEPD',
      openepd_version: '0.1',
      id: '7',
      language: 'zh',
      product_name: '电炉短流程螺纹钢',
      declaration_url: 'https://epd.example.cn/app/epd/7',
      program_operator: {
        name: '低碳钢铁产品信息发布平台',
        alt_names: ['Steel Industry EPD Platform'],
        web_domain: 'epd.example.cn',
      },
      program_operator_doc_id: 'CFP-CN-2024-0007',
      manufacturer: { name: '江苏沙钢集团有限公司' },
      date_of_issue: null,
      valid_until: '2026-12-31',
      declared_unit: { qty: 1, unit: 't' },
      kg_per_declared_unit: { qty: 1000, unit: 'kg' },
      pcr: { name: '钢筋混凝土用钢筋', issuer_doc_id: null },
      impacts: null,
      attachments: {
        openEPD: 'https://epd.example.cn/api/open/v1/epds/7',
        EPD: 'https://epd.example.cn/api/files/epd/88',
        EPD_zh: 'https://epd.example.cn/api/files/epd/88',
      },
      ext: {
        lcsepd: {
          product_type: 'CFP',
          product_name_zh: '电炉短流程螺纹钢',
          product_name_en: null,
          manufacturer_name_zh: '江苏沙钢集团有限公司',
          manufacturer_name_en: null,
          manufacturer_key: '江苏沙钢集团有限公司',
          pcr_number: null,
          pcr_key: '钢筋混凝土用钢筋',
          pcr_name_zh: '钢筋混凝土用钢筋',
          pcr_name_en: null,
          product_address_zh: null,
          product_address_en: null,
          gwp100_kgco2e_per_t: null,
          chain: [{ kind: 'report', tx_hash: '0xonly-report', block_time: 'not a time' }],
          product_page: { zh: 'https://epd.example.cn/app/epd/7', en: null },
          reports: [
            {
              lang: 'zh',
              url: 'https://epd.example.cn/api/files/epd/88',
              viewer_url: 'https://epd.example.cn/apppdf/88',
            },
          ],
        },
      },
    });
  });

  it('keeps a Chinese-named declaration Chinese even where the company or PCR has an English name', () => {
    const document = toOpenEpd({ ...FULL, record: { ...FULL.record, productNameEn: '  ' } }, CONTEXT);
    expect(document.language).toBe('zh');
    expect(document.product_name).toBe('热轧带肋钢筋 HRB400E');
    expect(document.manufacturer).toEqual({
      name: '宝山钢铁股份有限公司',
      alt_names: ['Baoshan Iron & Steel Co., Ltd.'],
    });
    expect(document.pcr?.name).toBe('钢筋混凝土用钢筋');
    expect(document.plants).toEqual([{ address: '上海市宝山区富锦路 885 号' }]);
    expect(document.declaration_url).toBe('https://epd.example.cn/app/epd/12');
    expect(document.attachments.EPD).toBe('https://epd.example.cn/api/files/epd/501');
    expect(document.ext.lcsepd.product_page.en).toBeNull();
  });

  it('leaves out chain proofs that are not anchored (flag other than 3, or no hash) and an unknown PCR', () => {
    const document = toOpenEpd(
      {
        record: {
          ...FULL.record,
          isDataStubs: 1,
          isReportStubs: 3,
          reportStubsTxhash: ' ',
          pcrNumber: null,
          pcrProductName: null,
        },
        pcr: null,
      },
      CONTEXT,
    );
    expect(document.ext.lcsepd.chain).toEqual([]);
    expect(document.pcr).toBeNull();
    expect(document.ext.lcsepd.pcr_key).toBeNull();
  });

  it('matches the schema the OpenAPI document publishes', () => {
    for (const declaration of [FULL, SPEC_SHAPED]) {
      const document = toOpenEpd(declaration, CONTEXT);
      expect(openEpdDocumentSchema.parse(document)).toEqual(document);
    }
  });

  it('reads dates and China times as the platform writes them, and nothing else', () => {
    expect(isoDate('2027-01-31')).toBe('2027-01-31');
    expect(isoDate('2027-01-31 00:00:00')).toBe('2027-01-31');
    expect(isoDate('2027-01-31T00:00:00Z')).toBe('2027-01-31');
    expect(isoDate('31/01/2027')).toBeNull();
    expect(isoDate('2027-01-311')).toBeNull();
    expect(isoDate(null)).toBeNull();
    expect(isoChinaTime('2025-03-01 23:59:59')).toBe('2025-03-01T23:59:59+08:00');
    expect(isoChinaTime('2025-03-01T23:59')).toBe('2025-03-01T23:59:00+08:00');
    expect(isoChinaTime(' ')).toBeNull();
    expect(isoChinaTime('1700000000')).toBe('1700000000');
  });
});
