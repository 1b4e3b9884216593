import type { DocumentInput } from '../render/pdf/simple-document.ts';

// The low-carbon-emission steel evaluation standard (dictionary LCES_MODEL_DOWNLOAD, item
// EVALUATION_STANDARD): the document applicants download beside the templates, and the one PDF
// the application takes as a data file (business.md 5). Demo content, one edition per language.

/** The process steps by language, for the boundary section. */
export type StepNames = { zh: readonly string[]; en: readonly string[] };

const REFERENCE = 'LCES-STD-2026';
const DATE = '2026-09-01';

export function evaluationStandardDocuments(steps: StepNames): { zh: DocumentInput; en: DocumentInput } {
  return {
    zh: {
      title: '低碳排放钢评价标准',
      subtitle: '低碳排放钢评价申请 · 评价依据',
      reference: REFERENCE,
      issuer: '低碳钢 EPD 平台',
      date: DATE,
      language: 'zh-CN',
      accent: 'green',
      keywords: ['低碳排放钢', '评价标准'],
      blocks: [
        { kind: 'heading', text: '1 范围' },
        {
          kind: 'paragraph',
          text: '本标准规定了低碳排放钢的评价边界、评价指标、数据要求和评价程序，适用于钢铁企业向平台申请低碳排放钢评价的钢材产品。',
        },
        { kind: 'heading', text: '2 规范性引用文件' },
        {
          kind: 'bullets',
          items: [
            'GB/T 24040 环境管理 生命周期评价 原则与框架',
            'GB/T 24044 环境管理 生命周期评价 要求与指南',
            'GB/T 32151.5 温室气体排放核算与报告要求 第 5 部分：钢铁生产企业',
            'ISO 14067 温室气体 产品碳足迹 量化要求与指南',
          ],
        },
        { kind: 'heading', text: '3 评价边界' },
        {
          kind: 'paragraph',
          text: '评价边界为申请产品从原料准备到成品出厂的生产工序。申请时按产品选择实际经过的工序，可选工序如下：',
        },
        { kind: 'bullets', items: steps.zh },
        { kind: 'heading', text: '4 评价指标与等级' },
        {
          kind: 'table',
          columns: [
            { header: '等级', width: 80 },
            { header: '单位产品碳排放强度较同工艺路线行业基准值', width: 400 },
          ],
          rows: [
            ['一级', '降低 30% 及以上'],
            ['二级', '降低 20% 及以上、不足 30%'],
            ['三级', '降低 10% 及以上、不足 20%'],
          ],
        },
        { kind: 'heading', text: '5 数据要求' },
        {
          kind: 'bullets',
          items: [
            '数据期间为最近一个完整自然年，按平台提供的低碳排放钢数据收集表（Excel）逐产品填写。',
            '能源与物料消耗须注明来源：计量仪表、结算单据、统计报表或估算。',
            '外购绿色电力、废钢等低碳措施须提供相应凭证。',
          ],
        },
        { kind: 'heading', text: '6 评价程序' },
        {
          kind: 'bullets',
          items: [
            '企业在平台提交申请，每个产品上传一份数据收集表；',
            '平台组织文件审核与现场核查，出具评价报告；',
            '评价通过后平台发布结果，企业可在“我的申请”中下载评价证书与低碳排放钢标识；',
            '证书有效期 3 年。',
          ],
        },
        { kind: 'paragraph', text: '本文件为平台演示数据。', muted: true },
      ],
    },
    en: {
      title: 'Low-carbon-emission steel evaluation standard',
      subtitle: 'Low-carbon-emission steel evaluation · the criteria',
      reference: REFERENCE,
      issuer: 'Low-Carbon Steel EPD Platform',
      date: DATE,
      language: 'en',
      accent: 'green',
      keywords: ['low-carbon-emission steel', 'evaluation standard'],
      blocks: [
        { kind: 'heading', text: '1 Scope' },
        {
          kind: 'paragraph',
          text: 'This standard sets out the boundary, indicators, data requirements and procedure of the low-carbon-emission steel evaluation. It applies to steel products a steelmaker submits to the platform for evaluation.',
        },
        { kind: 'heading', text: '2 Normative references' },
        {
          kind: 'bullets',
          items: [
            'ISO 14040 Environmental management — Life cycle assessment — Principles and framework',
            'ISO 14044 Environmental management — Life cycle assessment — Requirements and guidelines',
            'GB/T 32151.5 Greenhouse gas accounting and reporting — Part 5: Iron and steel producers',
            'ISO 14067 Greenhouse gases — Carbon footprint of products',
          ],
        },
        { kind: 'heading', text: '3 Boundary' },
        {
          kind: 'paragraph',
          text: 'The boundary covers the process steps of the product from raw material preparation to the finished product leaving the plant. Select the steps each product goes through when applying:',
        },
        { kind: 'bullets', items: steps.en },
        { kind: 'heading', text: '4 Indicator and grades' },
        {
          kind: 'table',
          columns: [
            { header: 'Grade', width: 80 },
            {
              header: 'Carbon emission intensity per tonne, against the industry baseline of the same route',
              width: 400,
            },
          ],
          rows: [
            ['Grade 1', '30 % lower or more'],
            ['Grade 2', 'at least 20 % and less than 30 % lower'],
            ['Grade 3', 'at least 10 % and less than 20 % lower'],
          ],
        },
        { kind: 'heading', text: '5 Data' },
        {
          kind: 'bullets',
          items: [
            'Report the most recent full calendar year, one low-carbon-emission steel data collection sheet (Excel) per product.',
            'Name the source of every energy and material figure: meter, invoice, statistical report or estimate.',
            'Back low-carbon measures such as green electricity or scrap with their certificates.',
          ],
        },
        { kind: 'heading', text: '6 Procedure' },
        {
          kind: 'bullets',
          items: [
            'The company applies on the platform and uploads one data collection sheet per product;',
            'the platform reviews the documents, visits the plant and writes the evaluation report;',
            'once evaluated, the platform publishes the result; the certificate and the low-carbon-emission steel mark are downloaded under "My applications";',
            'the certificate is valid for 3 years.',
          ],
        },
        { kind: 'paragraph', text: 'Demo document of the platform.', muted: true },
      ],
    },
  };
}
