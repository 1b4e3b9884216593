import type { Language } from '../http/language.ts';
import type { DocumentInput } from '../seed/render/pdf/simple-document.ts';
import type { ProductType } from './application-states.ts';
import { FLOW_NODES } from './application-states.ts';

// The documents the back office sends with an application (the service quote and the contract,
// business.md 3) and the LCA report a demo applicant uploaded. Bilingual, drawn as PDFs.

export const OPERATOR_ZH = '钢铁低碳声明服务（上海）有限公司';
export const OPERATOR_EN = 'Steel Low-Carbon Declaration Services (Shanghai) Co., Ltd.';

/** The platform's documents of an application, by the business type they are filed under. */
export type PlatformDocument = 'QUOTE' | 'CONTRACT';

const DOCUMENT_TITLES: Record<PlatformDocument, { zh: string; en: string }> = {
  QUOTE: { zh: '服务报价单', en: 'Service quotation' },
  CONTRACT: { zh: '技术服务合同', en: 'Technical service contract' },
};

/**
 * A quote's or contract's file name in the reader's language: the document is bilingual, so its
 * name follows the Accept-Language of whoever asks (filed under the Chinese one).
 */
export function documentFileName(kind: PlatformDocument, number: string, language: Language = 'zh'): string {
  const titles = DOCUMENT_TITLES[kind];
  return `${number} ${language === 'en' ? titles.en : titles.zh}.pdf`;
}

type FeeLine = { zh: string; en: string; amount: number };

// The programme's price list per product (CNY); from the second product of an application on,
// LCA modelling, verification and the report cost 30 % less (one PCR, one data collection).
const FEES: Record<ProductType, readonly FeeLine[]> = {
  EPD: [
    {
      zh: 'LCA 建模与计算（EN 15804+A2）',
      en: 'LCA modelling and calculation (EN 15804+A2)',
      amount: 20_000,
    },
    { zh: '第三方独立验证', en: 'Independent third-party verification', amount: 12_000 },
    { zh: '报告编制、评审与注册', en: 'Report production, review panel and registration', amount: 5_000 },
    { zh: '数据与报告区块链存证', en: 'Blockchain anchoring of data and report', amount: 1_000 },
  ],
  CFP: [
    {
      zh: '碳足迹建模与计算（ISO 14067）',
      en: 'Carbon footprint modelling and calculation (ISO 14067)',
      amount: 14_000,
    },
    { zh: '第三方独立验证', en: 'Independent third-party verification', amount: 8_000 },
    { zh: '报告编制、评审与注册', en: 'Report production, review panel and registration', amount: 3_000 },
    { zh: '数据与报告区块链存证', en: 'Blockchain anchoring of data and report', amount: 1_000 },
  ],
};
const ADDITIONAL_PRODUCT_DISCOUNT = 0.3;

function perProduct(productType: ProductType): number {
  return FEES[productType].reduce((sum, line) => sum + line.amount, 0);
}

/** The list price of an application: full price for the first product, 30 % off each further one. */
export function listPrice(productType: ProductType, productCount: number): number {
  const full = perProduct(productType);
  return full * productCount - full * ADDITIONAL_PRODUCT_DISCOUNT * Math.max(0, productCount - 1);
}

/** "38,000.00" */
export function formatAmount(amount: number): string {
  return amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

export type ApplicationFacts = {
  applicationId: number;
  productType: ProductType;
  companyName: string;
  companyCode: string;
  pcrNumber: string;
  pcrNameZh: string;
  pcrNameEn: string;
  productNames: readonly string[];
};

export type QuoteFacts = ApplicationFacts & { quoteNumber: string; amount: number; date: string };

const money = (amount: number): string => `¥${formatAmount(amount)}`;

/** The service quote (business.md 3): what is done for what price, valid 30 days. */
export function quoteDocument(facts: QuoteFacts): DocumentInput {
  const count = facts.productNames.length;
  const list = listPrice(facts.productType, count);
  const rows: string[][] =
    facts.amount === list
      ? [
          ...FEES[facts.productType].map((line) => [
            `${line.zh}\n${line.en}`,
            money(line.amount),
            String(count),
            money(line.amount * count),
          ]),
          ...(count > 1
            ? [
                [
                  `追加产品优惠（第 2 个产品起 30%）\nDiscount for further products (30 % from the 2nd)`,
                  '',
                  String(count - 1),
                  `-${money(perProduct(facts.productType) * ADDITIONAL_PRODUCT_DISCOUNT * (count - 1))}`,
                ],
              ]
            : []),
        ]
      : [
          [
            `${facts.productType} 申请服务费（协商价）\n${facts.productType} application services (agreed price)`,
            money(facts.amount),
            '1',
            money(facts.amount),
          ],
        ];
  rows.push(['合计（含税）Total (VAT included)', '', '', money(facts.amount)]);
  return {
    title: `服务报价单 Service quotation ${facts.quoteNumber}`,
    subtitle: `${facts.productType} 申请 · ${facts.productType} application · ${facts.companyName}`,
    reference: facts.quoteNumber,
    issuer: `${OPERATOR_ZH} / ${OPERATOR_EN}`,
    date: facts.date,
    language: 'zh-CN',
    accent: facts.productType === 'EPD' ? 'steel' : 'green',
    keywords: ['quote', '报价', facts.pcrNumber],
    blocks: [
      { kind: 'heading', text: '申请信息 Application' },
      {
        kind: 'table',
        columns: [
          { header: '', width: 150 },
          { header: '', width: 330 },
        ],
        rows: [
          ['申请企业 Applicant', `${facts.companyName}（${facts.companyCode}）`],
          ['申请编号 Application No.', String(facts.applicationId)],
          [
            '声明类型 Declaration type',
            facts.productType === 'EPD' ? 'EPD（EN 15804+A2）' : 'CFP（ISO 14067）',
          ],
          ['产品类别规则 PCR', `${facts.pcrNumber} ${facts.pcrNameZh} / ${facts.pcrNameEn}`],
          ['产品 Products', facts.productNames.join('\n')],
        ],
      },
      { kind: 'heading', text: '服务费用 Fees' },
      {
        kind: 'table',
        columns: [
          { header: '服务项目 Service', width: 250 },
          { header: '单价 Unit price', width: 80, align: 'right' },
          { header: '数量 Qty', width: 50, align: 'right' },
          { header: '小计 Subtotal', width: 90, align: 'right' },
        ],
        rows,
      },
      {
        kind: 'bullets',
        items: [
          '报价有效期 30 天；请在“我的申请”中确认或拒绝。This quote is valid for 30 days; confirm or reject it under “My applications”.',
          '确认报价后平台将发起服务合同，合同签署后进入 LCA 计算阶段。Once confirmed, we send the service contract; LCA calculation starts when it is signed.',
          '费用分两期支付：合同签署后 50%，报告发布前 50%。Payment in two instalments: 50 % on signing, 50 % before publication.',
        ],
      },
      { kind: 'paragraph', text: '本文件为平台演示数据。Demo document of the platform.', muted: true },
    ],
  };
}

export type ContractFacts = ApplicationFacts & { contractNumber: string; amount: number; date: string };

/** The technical service contract (business.md 3), sent once the quote is confirmed. */
export function contractDocument(facts: ContractFacts): DocumentInput {
  return {
    title: `技术服务合同 Technical service contract`,
    subtitle: `${facts.contractNumber} · ${facts.productType} 申请 · ${facts.companyName}`,
    reference: facts.contractNumber,
    issuer: `${OPERATOR_ZH} / ${OPERATOR_EN}`,
    date: facts.date,
    language: 'zh-CN',
    accent: facts.productType === 'EPD' ? 'steel' : 'green',
    keywords: ['contract', '合同', facts.pcrNumber],
    blocks: [
      { kind: 'heading', text: '合同双方 Parties' },
      {
        kind: 'table',
        columns: [
          { header: '', width: 150 },
          { header: '', width: 330 },
        ],
        rows: [
          ['甲方（委托方）Client', `${facts.companyName}\n统一社会信用代码 USCC ${facts.companyCode}`],
          ['乙方（服务方）Service provider', `${OPERATOR_ZH}\n${OPERATOR_EN}`],
          ['合同编号 Contract No.', facts.contractNumber],
          ['申请编号 Application No.', String(facts.applicationId)],
        ],
      },
      { kind: 'heading', text: '第一条 服务内容 Article 1 Scope' },
      {
        kind: 'paragraph',
        text: `乙方依据 ${facts.pcrNumber}（${facts.pcrNameZh}）为甲方下列产品提供${facts.productType === 'EPD' ? '环境产品声明（EPD）' : '产品碳足迹声明（CFP）'}的 LCA 计算、独立验证、报告制作、评审与发布服务：\nThe service provider carries out the LCA calculation, independent verification, report production, review and publication of the ${facts.productType === 'EPD' ? 'environmental product declaration' : 'carbon footprint declaration'} of the following products under ${facts.pcrNumber} (${facts.pcrNameEn}):`,
      },
      { kind: 'bullets', items: facts.productNames },
      { kind: 'heading', text: '第二条 服务流程 Article 2 Process' },
      {
        kind: 'table',
        columns: [
          { header: '节点 Node', width: 60, align: 'center' },
          { header: '阶段 Stage', width: 420 },
        ],
        rows: FLOW_NODES.map((node) => [String(node.node), `${node.zh} ${node.en}`]),
      },
      { kind: 'heading', text: '第三条 费用与支付 Article 3 Price and payment' },
      {
        kind: 'paragraph',
        text: `合同总价 ¥${formatAmount(facts.amount)}（含税），以甲方确认的服务报价为准；合同签署后 7 日内支付 50%，报告发布前支付其余 50%。\nTotal price CNY ${formatAmount(facts.amount)} (VAT included), as in the confirmed service quote; 50 % within 7 days of signing, the balance before publication.`,
      },
      { kind: 'heading', text: '第四条 数据与保密 Article 4 Data and confidentiality' },
      {
        kind: 'paragraph',
        text: '甲方保证所提供数据真实、完整；乙方对甲方的生产数据承担保密义务，仅在声明及验证所需范围内使用。\nThe client warrants that the data supplied are true and complete; the service provider keeps the client’s production data confidential and uses them only for the declaration and its verification.',
      },
      { kind: 'heading', text: '第五条 合同确认 Article 5 Confirmation' },
      {
        kind: 'paragraph',
        text: '甲方在平台“我的申请”中点击“确认合同”即视为签署本合同；拒绝后乙方可重新发起合同。\nThe client signs this contract by confirming it under “My applications”; after a refusal the service provider may send a new contract.',
      },
      {
        kind: 'table',
        columns: [
          { header: '甲方 Client', width: 240 },
          { header: '乙方 Service provider', width: 240 },
        ],
        rows: [[`${facts.companyName}\n（在线确认 Confirmed online）`, `${OPERATOR_ZH}\n${facts.date}`]],
      },
      { kind: 'paragraph', text: '本文件为平台演示数据。Demo document of the platform.', muted: true },
    ],
  };
}

export type LcaReportFacts = {
  productName: string;
  productType: ProductType;
  companyName: string;
  pcrNumber: string;
  technologyZh: string;
  technologyEn: string;
  gwp100: number;
  date: string;
};

/** The LCA report a demo applicant uploaded with an application (the seed's LCA attachments). */
export function lcaReportDocument(facts: LcaReportFacts): DocumentInput {
  return {
    title: `生命周期评价报告：${facts.productName}`,
    subtitle: `Life cycle assessment report · ${facts.pcrNumber} · ${facts.productType}`,
    reference: `LCA-${facts.pcrNumber}`,
    issuer: facts.companyName,
    date: facts.date,
    language: 'zh-CN',
    accent: 'green',
    keywords: ['LCA', facts.pcrNumber],
    blocks: [
      { kind: 'heading', text: '1 目标与范围 Goal and scope' },
      {
        kind: 'paragraph',
        text: `评价对象为${facts.companyName}生产的${facts.productName}，声明单位为 1 吨出厂产品，系统边界为从摇篮到大门（A1–A3），依据 ${facts.pcrNumber}。\nThe study covers ${facts.productName} made by ${facts.companyName}; declared unit 1 tonne at the factory gate, cradle to gate (A1–A3), following ${facts.pcrNumber}.`,
      },
      { kind: 'heading', text: '2 工艺路线 Production route' },
      { kind: 'paragraph', text: `${facts.technologyZh}\n${facts.technologyEn}` },
      { kind: 'heading', text: '3 清单分析 Inventory' },
      {
        kind: 'bullets',
        items: [
          '统计期：2025 年 1 月至 12 月的企业实测数据。Reporting period: measured plant data, January–December 2025.',
          '背景数据：中国生命周期基础数据库与 ecoinvent 3.10。Background data: Chinese LCA database and ecoinvent 3.10.',
          '电力：华东电网平均排放因子。Electricity: East China grid average emission factor.',
        ],
      },
      { kind: 'heading', text: '4 影响评价结果 Impact assessment' },
      {
        kind: 'table',
        columns: [
          { header: '指标 Indicator', width: 200 },
          { header: '单位 Unit', width: 120 },
          { header: 'A1–A3', width: 100, align: 'right' },
        ],
        rows: [['GWP100', 'kg CO2 eq./t', facts.gwp100.toFixed(1)]],
      },
      { kind: 'paragraph', text: '本文件为平台演示数据。Demo document of the platform.', muted: true },
    ],
  };
}
