import type { PDFPage } from 'pdf-lib';
import {
  bullets,
  colours,
  CONTENT_WIDTH,
  createFlow,
  createSeedPdf,
  drawFooters,
  fit,
  heading,
  MARGIN,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  paragraph,
  savePdf,
  table,
  textWidth,
} from './pdf-layout.ts';
import type { Flow, PdfFonts } from './pdf-layout.ts';

/** Everything the bilingual declaration document shows; plain data, so it can cross to the PDF worker. */
export type EpdReportInput = {
  registrationNumber: string;
  productType: 'EPD' | 'CFP';
  productNameZh: string;
  productNameEn: string | null;
  companyNameZh: string;
  companyNameEn: string;
  companyCode: string;
  plantAddressZh: string;
  plantAddressEn: string | null;
  pcrNumber: string;
  pcrNameZh: string;
  pcrNameEn: string;
  routeZh: string;
  routeEn: string;
  /** A1–A3, kg CO2-eq per tonne. */
  gwp100: number;
  /** Share of scrap in the metallic charge, 0–1. */
  scrapShare: number;
  effectiveDate: string;
  expirationDate: string;
  verifierZh: string;
  verifierEn: string;
  dataTxHash: string | null;
  dataBlockTime: string | null;
  reportTxHash: string | null;
  reportBlockTime: string | null;
};

const PLATFORM_ZH = '低碳钢环境产品声明（EPD）平台';
const PLATFORM_EN = 'Low-Carbon Steel EPD Platform';
const OPERATOR_ZH = '钢铁低碳声明服务（上海）有限公司';
const OPERATOR_EN = 'Steel Low-Carbon Declaration Services (Shanghai) Co., Ltd.';

/** A three-page bilingual declaration: cover with the GWP table, LCA results, verification statement. */
export async function renderEpdReport(input: EpdReportInput): Promise<Uint8Array> {
  const isEpd = input.productType === 'EPD';
  const titleZh = isEpd ? '环境产品声明' : '产品碳足迹声明';
  const titleEn = isEpd ? 'Environmental Product Declaration' : 'Product Carbon Footprint Declaration';
  const productEn = input.productNameEn ?? input.productNameZh;
  const { doc, fonts } = await createSeedPdf({
    title: `${input.registrationNumber} ${titleZh} ${input.productNameZh} / ${titleEn} ${productEn}`,
    subject: `${input.companyNameZh} ${input.productNameZh} — ${input.companyNameEn}`,
    author: `${input.companyNameZh} / ${input.companyNameEn}`,
    keywords: [input.registrationNumber, input.pcrNumber, 'EPD', 'EN 15804', 'ISO 14025', 'steel', '钢铁'],
    language: 'zh-CN',
  });
  const flow = createFlow(doc, fonts, `${PLATFORM_ZH} · ${PLATFORM_EN} · ${input.registrationNumber}`);
  const figures = lcaFigures(input);

  drawCover(flow, input, { titleZh, titleEn, productEn });
  table(
    flow,
    [
      { header: '指标 Indicator', width: 150 },
      { header: '单位 Unit', width: 90 },
      { header: 'A1–A3', width: 80, align: 'right' },
      { header: '说明 Note', width: 160 },
    ],
    [
      ['GWP-total 全球变暖潜势（总）', 'kg CO2 eq.', sci(figures.gwpTotal), 'GWP100，IPCC AR6'],
      ['GWP-fossil 化石源', 'kg CO2 eq.', sci(figures.gwpFossil), '含外购电力与热力 incl. purchased power'],
      ['GWP-biogenic 生物源', 'kg CO2 eq.', sci(figures.gwpBiogenic), '包装材料 packaging'],
      ['GWP-luluc 土地利用', 'kg CO2 eq.', sci(figures.gwpLuluc), '—'],
    ],
  );
  paragraph(
    flow,
    `声明单位：1 吨产品（出厂）。系统边界：从摇篮到大门（A1–A3），附加 C1–C4 与 D 模块。数据时间范围：2024 年 1 月至 12 月。\nDeclared unit: 1 tonne of product at the factory gate. System boundary: cradle to gate (A1–A3) with modules C1–C4 and D. Reference year: January–December 2024.`,
    { size: 8.5, color: colours.muted },
  );

  flow.nextPage();
  if (isEpd) drawLcaResults(flow, figures);
  else drawFootprintBreakdown(flow, input, figures);

  flow.nextPage();
  drawVerification(flow, input);

  drawFooters(
    doc,
    fonts,
    `${input.registrationNumber} · ${input.companyNameZh} · 有效期至 Valid until ${input.expirationDate}`,
  );
  return savePdf(doc);
}

function drawCover(
  flow: Flow,
  input: EpdReportInput,
  titles: { titleZh: string; titleEn: string; productEn: string },
): void {
  const { page, fonts } = flow;
  const bandHeight = 150;
  const bandTop = PAGE_HEIGHT - 56;
  page.drawRectangle({
    x: MARGIN,
    y: bandTop - bandHeight,
    width: CONTENT_WIDTH,
    height: bandHeight,
    color: input.productType === 'EPD' ? colours.steel : colours.green,
  });
  page.drawText(titles.titleZh, {
    x: MARGIN + 20,
    y: bandTop - 44,
    size: 26,
    font: fonts.bold,
    color: colours.white,
  });
  page.drawText(titles.titleEn, {
    x: MARGIN + 20,
    y: bandTop - 70,
    size: 15,
    font: fonts.regular,
    color: colours.white,
  });
  const basis =
    input.productType === 'EPD'
      ? '依据 ISO 14025 与 EN 15804:2012+A2:2019 · In accordance with ISO 14025 and EN 15804+A2'
      : '依据 ISO 14067:2018 与 ISO 14025 · In accordance with ISO 14067:2018 and ISO 14025';
  page.drawText(fit(fonts.regular, basis, 9, CONTENT_WIDTH - 40), {
    x: MARGIN + 20,
    y: bandTop - 96,
    size: 9,
    font: fonts.regular,
    color: colours.white,
  });
  page.drawText(`注册号 Registration No. ${input.registrationNumber}`, {
    x: MARGIN + 20,
    y: bandTop - 128,
    size: 12,
    font: fonts.bold,
    color: colours.white,
  });
  flow.y = bandTop - bandHeight - 18;

  // Product names on the left, the headline GWP figure beside them on the right.
  const namesTop = flow.y;
  const namesWidth = CONTENT_WIDTH - GWP_BADGE_WIDTH - 16;
  paragraph(flow, input.productNameZh, { size: 18, bold: true, after: 0, width: namesWidth });
  paragraph(flow, titles.productEn, { size: 12, color: colours.muted, after: 8, width: namesWidth });
  drawGwpBadge(page, fonts, input.gwp100, namesTop);
  flow.y = Math.min(flow.y, namesTop - GWP_BADGE_HEIGHT - 14);
  table(
    flow,
    [
      { header: '', width: 150 },
      { header: '', width: 330 },
    ],
    [
      ['声明持有人 Declaration owner', `${input.companyNameZh}\n${input.companyNameEn}`],
      ['统一社会信用代码 USCC', input.companyCode],
      ['生产地址 Production site', `${input.plantAddressZh}\n${input.plantAddressEn ?? ''}`.trim()],
      ['工艺路线 Production route', `${input.routeZh} / ${input.routeEn}`],
      ['产品类别规则 PCR', `${input.pcrNumber} ${input.pcrNameZh}\n${input.pcrNameEn}`],
      ['发布日期 Date of issue', input.effectiveDate],
      ['有效期至 Valid until', input.expirationDate],
      ['项目运营方 Programme operator', `${OPERATOR_ZH}\n${OPERATOR_EN}`],
    ],
    { keyColumn: true },
  );
}

const GWP_BADGE_WIDTH = 170;
const GWP_BADGE_HEIGHT = 54;

// The headline figure, right-aligned beside the product names.
function drawGwpBadge(page: PDFPage, fonts: PdfFonts, gwp100: number, top: number): void {
  const width = GWP_BADGE_WIDTH;
  const height = GWP_BADGE_HEIGHT;
  const x = PAGE_WIDTH - MARGIN - width;
  const y = top - 6 - height;
  page.drawRectangle({
    x,
    y,
    width,
    height,
    color: colours.greenLight,
    borderColor: colours.green,
    borderWidth: 0.8,
  });
  page.drawText('GWP100 (A1–A3)', {
    x: x + 10,
    y: y + height - 16,
    size: 8,
    font: fonts.regular,
    color: colours.green,
  });
  const value = `${formatThousands(gwp100)}`;
  page.drawText(value, { x: x + 10, y: y + 12, size: 20, font: fonts.bold, color: colours.green });
  page.drawText('kg CO2 eq./t', {
    x: x + 16 + textWidth(fonts.bold, value, 20),
    y: y + 13,
    size: 9,
    font: fonts.regular,
    color: colours.green,
  });
}

type LcaFigures = {
  gwpTotal: number;
  gwpFossil: number;
  gwpBiogenic: number;
  gwpLuluc: number;
  /** Per indicator: A1–A3, C1, C2, C3, C4, D. */
  modules: { label: string; unit: string; values: number[] }[];
  resources: { label: string; unit: string; value: number }[];
  stages: { zh: string; en: string; share: number }[];
};

// Plausible EN 15804+A2 figures for one tonne of steel, scaled from the declared
// GWP and the scrap share, with a small per-declaration variation from its number.
function lcaFigures(input: EpdReportInput): LcaFigures {
  const gwp = input.gwp100;
  const jitter = (salt: number): number => 0.9 + 0.2 * pseudoRandom(`${input.registrationNumber}:${salt}`);
  const scrap = input.scrapShare;
  const endOfLife = [1.6 * jitter(1), 6.2 * jitter(2), 1.1 * jitter(3), 0.35 * jitter(4)];
  // Module D: the recycling credit of the net scrap leaving the system.
  const netScrap = 0.95 - scrap;
  const credit = -netScrap * 1530 * jitter(5);
  const indicator = (label: string, unit: string, perKgCo2: number, eolShare: number, salt: number) => {
    const a = gwp * perKgCo2 * jitter(salt);
    return {
      label,
      unit,
      values: [a, ...endOfLife.map((value) => value * perKgCo2 * eolShare * 40), credit * perKgCo2 * 0.8],
    };
  };
  const gwpFossil = gwp * 0.994;
  return {
    gwpTotal: gwp,
    gwpFossil,
    gwpBiogenic: gwp * 0.001 * jitter(6),
    gwpLuluc: gwp * 0.0004 * jitter(7),
    modules: [
      { label: 'GWP-total', unit: 'kg CO2 eq.', values: [gwp, ...endOfLife, credit] },
      {
        label: 'GWP-fossil',
        unit: 'kg CO2 eq.',
        values: [gwpFossil, ...endOfLife.map((v) => v * 0.99), credit * 0.99],
      },
      indicator('ODP', 'kg CFC11 eq.', 1.2e-8, 0.02, 8),
      indicator('AP', 'mol H+ eq.', 2.4e-3, 0.05, 9),
      indicator('EP-freshwater', 'kg P eq.', 1.0e-6, 0.01, 10),
      indicator('EP-marine', 'kg N eq.', 5.0e-4, 0.05, 11),
      indicator('EP-terrestrial', 'mol N eq.', 5.0e-3, 0.05, 12),
      indicator('POCP', 'kg NMVOC eq.', 1.5e-3, 0.05, 13),
      indicator('ADP-minerals&metals', 'kg Sb eq.', 5.0e-7, 0.01, 14),
      indicator('ADP-fossil', 'MJ', 10.5, 0.3, 15),
      indicator('WDP', 'm3 world eq.', 0.05, 0.02, 16),
    ],
    resources: [
      {
        label: 'PERT 可再生一次能源 Renewable primary energy',
        unit: 'MJ',
        value: (400 + 1800 * scrap) * jitter(17),
      },
      {
        label: 'PENRT 不可再生一次能源 Non-renewable primary energy',
        unit: 'MJ',
        value: gwp * 10.5 * jitter(15),
      },
      { label: 'SM 二次材料 Secondary material', unit: 't', value: scrap * 1.08 },
      { label: 'FW 淡水净用量 Net fresh water', unit: 'm3', value: 2.6 * jitter(18) },
      { label: 'HWD 危险废物 Hazardous waste disposed', unit: 'kg', value: 0.9 * jitter(19) },
      { label: 'MFR 用于再生的材料 Materials for recycling', unit: 'kg', value: 950 },
    ],
    stages:
      scrap > 0.6
        ? [
            {
              zh: '原料获取（废钢、直接还原铁、合金）',
              en: 'Raw materials (scrap, DRI, alloys)',
              share: 0.18,
            },
            { zh: '电弧炉冶炼（含外购电力）', en: 'EAF melting incl. purchased electricity', share: 0.46 },
            { zh: '炉外精炼与连铸', en: 'Secondary refining and casting', share: 0.12 },
            { zh: '轧制与精整', en: 'Rolling and finishing', share: 0.16 },
            { zh: '公辅与厂内运输', en: 'Utilities and on-site transport', share: 0.05 },
            { zh: '原料运输', en: 'Inbound transport', share: 0.03 },
          ]
        : [
            { zh: '原料获取（铁矿石、煤炭、熔剂）', en: 'Raw materials (ore, coal, fluxes)', share: 0.09 },
            { zh: '焦化、烧结与球团', en: 'Coking, sintering and pelletising', share: 0.17 },
            { zh: '高炉炼铁', en: 'Blast furnace ironmaking', share: 0.52 },
            { zh: '转炉炼钢与连铸', en: 'BOF steelmaking and casting', share: 0.08 },
            { zh: '轧制与精整', en: 'Rolling and finishing', share: 0.1 },
            { zh: '原料运输', en: 'Inbound transport', share: 0.04 },
          ],
  };
}

function drawLcaResults(flow: Flow, figures: LcaFigures): void {
  heading(flow, '生命周期评价结果 LCA results');
  paragraph(
    flow,
    '以下结果按 EN 15804+A2 核心环境影响指标给出，单位为每吨产品。C1–C4 为报废阶段，D 为系统边界外的回收效益。\nCore environmental impact indicators per EN 15804+A2, per tonne of product. C1–C4: end of life; D: benefits beyond the system boundary.',
    { size: 8.5, color: colours.muted },
  );
  table(
    flow,
    [
      { header: '指标 Indicator', width: 104 },
      { header: '单位 Unit', width: 78 },
      { header: 'A1–A3', width: 52, align: 'right' },
      { header: 'C1', width: 44, align: 'right' },
      { header: 'C2', width: 44, align: 'right' },
      { header: 'C3', width: 44, align: 'right' },
      { header: 'C4', width: 44, align: 'right' },
      { header: 'D', width: 52, align: 'right' },
    ],
    figures.modules.map((row) => [row.label, row.unit, ...row.values.map(sci)]),
    { size: 7.5 },
  );
  heading(flow, '资源使用与废弃物 Resource use and waste', 2);
  table(
    flow,
    [
      { header: '参数 Parameter', width: 300 },
      { header: '单位 Unit', width: 60 },
      { header: 'A1–A3', width: 100, align: 'right' },
    ],
    figures.resources.map((row) => [row.label, row.unit, sci(row.value)]),
  );
  paragraph(
    flow,
    '免责声明：不同项目运营方发布的 EPD 不一定可比。LCA 背景数据取自中国生命周期基础数据库及企业 2024 年实测数据。\nEPDs of construction products may not be comparable if they do not comply with EN 15804. Background data: Chinese life cycle database and measured plant data for 2024.',
    { size: 8, color: colours.muted },
  );
}

function drawFootprintBreakdown(flow: Flow, input: EpdReportInput, figures: LcaFigures): void {
  heading(flow, '碳足迹结果 Carbon footprint results');
  paragraph(
    flow,
    `按 ISO 14067 核算的从摇篮到大门产品碳足迹为 ${formatThousands(input.gwp100)} kg CO2 eq./t（GWP100，IPCC AR6）。下表列出各工序的贡献。\nThe cradle-to-gate carbon footprint per ISO 14067 is ${formatThousands(input.gwp100)} kg CO2 eq. per tonne (GWP100, IPCC AR6). Contributions by process stage:`,
    { size: 9 },
  );
  table(
    flow,
    [
      { header: '工序 Stage', width: 300 },
      { header: 'kg CO2 eq./t', width: 90, align: 'right' },
      { header: '占比 Share', width: 70, align: 'right' },
    ],
    [
      ...figures.stages.map((stage) => [
        `${stage.zh}\n${stage.en}`,
        formatThousands(input.gwp100 * stage.share),
        `${(stage.share * 100).toFixed(0)} %`,
      ]),
      ['合计 Total', formatThousands(input.gwp100), '100 %'],
    ],
  );
  heading(flow, '核算说明 Accounting notes', 2);
  bullets(flow, [
    '电力排放因子采用全国电网平均排放因子；绿电以可追溯的绿证抵扣。Grid electricity uses the national average emission factor; green power only with traceable certificates.',
    '副产煤气按能量分配至下游用户。By-product gases are allocated to their users by energy content.',
    '废钢按零负担进入系统，不计回收效益。Scrap enters burden-free; no recycling credit is claimed.',
  ]);
}

function drawVerification(flow: Flow, input: EpdReportInput): void {
  heading(flow, '独立验证声明 Independent verification statement');
  paragraph(
    flow,
    input.productType === 'EPD'
      ? 'EN 15804:2012+A2:2019 作为核心产品类别规则（PCR），本声明依据 ISO 14025:2006 经独立第三方外部验证。\nCEN standard EN 15804 serves as the core PCR. Independent external verification of the declaration and data according to ISO 14025:2006.'
      : "本碳足迹声明依据 ISO 14067:2018 与平台通用编制规则（GPI）经独立第三方外部验证。\nIndependent external verification of this carbon footprint declaration according to ISO 14067:2018 and the programme's General Programme Instructions.",
  );
  table(
    flow,
    [
      { header: '', width: 150 },
      { header: '', width: 330 },
    ],
    [
      ['验证方式 Verification', '■ 外部 external   □ 内部 internal'],
      ['第三方验证员 Verifier', `${input.verifierZh}\n${input.verifierEn}`],
      ['验证日期 Date', input.effectiveDate],
      ['产品类别规则 PCR', `${input.pcrNumber} ${input.pcrNameZh}`],
      ['PCR 评审 PCR review', '平台 PCR 技术委员会 Platform PCR Technical Committee'],
    ],
    { keyColumn: true },
  );
  heading(flow, '区块链存证 Blockchain anchoring', 2);
  if (input.dataTxHash || input.reportTxHash) {
    table(
      flow,
      [
        { header: '对象 Item', width: 110 },
        { header: '交易哈希 Transaction hash', width: 270 },
        { header: '上链时间 Block time', width: 100 },
      ],
      [
        ...(input.dataTxHash ? [['LCA 数据 Data', input.dataTxHash, input.dataBlockTime ?? '']] : []),
        ...(input.reportTxHash ? [['声明报告 Report', input.reportTxHash, input.reportBlockTime ?? '']] : []),
      ],
      { size: 7.5 },
    );
  } else {
    paragraph(flow, '本声明尚未上链存证。This declaration has not been anchored on the blockchain.', {
      size: 9,
      color: colours.muted,
    });
  }
  heading(flow, '参考文献 References', 2);
  bullets(flow, [
    'ISO 14025:2006 环境标志和声明 III 型环境声明 原则和程序 / Type III environmental declarations',
    'ISO 14040:2006、ISO 14044:2006 生命周期评价 / Life cycle assessment',
    input.productType === 'EPD'
      ? 'EN 15804:2012+A2:2019 建筑工程可持续性 环境产品声明 / Core rules for construction products'
      : 'ISO 14067:2018 温室气体 产品碳足迹 / Carbon footprint of products',
    `${input.pcrNumber} ${input.pcrNameZh} / ${input.pcrNameEn}`,
    `${PLATFORM_ZH}通用编制规则（GPI）2.1 版 / ${PLATFORM_EN} General Programme Instructions v2.1`,
  ]);
  paragraph(
    flow,
    `联系 Contact: ${OPERATOR_ZH} · ${OPERATOR_EN} · 热线 Hotline 021-96169\n本文件为平台演示数据。This document is demo data of the platform.`,
    { size: 8, color: colours.muted },
  );
}

/** EN 15804 tables print values as 1.23E+03. */
function sci(value: number): string {
  if (value === 0) return '0.00E+00';
  const [mantissa = '0', exponent = '0'] = value.toExponential(2).split('e');
  const power = Number(exponent);
  return `${mantissa}E${power < 0 ? '-' : '+'}${String(Math.abs(power)).padStart(2, '0')}`;
}

function formatThousands(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 0 });
}

// A stable number in [0, 1) from a string (FNV-1a).
function pseudoRandom(seed: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < seed.length; index += 1) {
    hash ^= seed.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 0x100000000;
}
