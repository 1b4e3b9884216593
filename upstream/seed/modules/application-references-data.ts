// What the EPD/CFP application form offers (business.md 2.2 and 7): the product category cascader
// (two levels, each first level under a seeded PCR) and the LCA technology routes by family, with
// the typical A1–A3 GWP of each route (kg CO2-eq per tonne; the same ranges as the seeded
// declarations: BF-BOF 1,900–2,500, scrap EAF 400–900, hydrogen DRI 300–1,000).
// Second-level names are at most 24 characters in both languages: the form takes one as the
// product name (business.md 5).

export type CategorySeed = {
  code: string;
  zh: string;
  en: string;
  pcrNumber: string;
  children: readonly { code: string; zh: string; en: string }[];
};

export const productCategories: readonly CategorySeed[] = [
  {
    code: 'HOT_ROLLED_FLAT',
    zh: '热轧板带',
    en: 'Hot-rolled flat products',
    pcrNumber: 'PCR-CN-2024-001',
    children: [
      { code: 'HOT_ROLLED_COIL', zh: '热轧钢卷', en: 'Hot-rolled coil' },
      { code: 'PICKLED_SHEET', zh: '热轧酸洗板', en: 'Pickled hot-rolled sheet' },
      { code: 'LINE_PIPE_COIL', zh: '管线钢热轧卷', en: 'Line-pipe coil' },
      { code: 'AUTO_HOT_ROLLED', zh: '汽车结构用热轧板', en: 'Hot-rolled auto sheet' },
    ],
  },
  {
    code: 'PLATE',
    zh: '中厚板',
    en: 'Heavy and medium plate',
    pcrNumber: 'PCR-CN-2024-003',
    children: [
      { code: 'SHIP_PLATE', zh: '船板', en: 'Ship plate' },
      { code: 'BRIDGE_PLATE', zh: '桥梁钢板', en: 'Bridge plate' },
      { code: 'PRESSURE_VESSEL_PLATE', zh: '压力容器钢板', en: 'Pressure vessel plate' },
      { code: 'HIGH_STRENGTH_PLATE', zh: '高强度结构钢板', en: 'High-strength plate' },
    ],
  },
  {
    code: 'COLD_ROLLED_COATED',
    zh: '冷轧及涂镀板',
    en: 'Cold-rolled and coated sheet',
    pcrNumber: 'PCR-CN-2024-004',
    children: [
      { code: 'COLD_ROLLED_SHEET', zh: '冷轧钢板', en: 'Cold-rolled sheet' },
      { code: 'GALVANISED_SHEET', zh: '热镀锌钢板', en: 'Galvanised sheet' },
      { code: 'ZAM_SHEET', zh: '锌铝镁镀层钢板', en: 'Zn-Al-Mg coated sheet' },
      { code: 'ELECTRICAL_STEEL', zh: '冷轧电工钢', en: 'Electrical steel' },
      { code: 'PRE_PAINTED_SHEET', zh: '彩涂钢板', en: 'Pre-painted sheet' },
    ],
  },
  {
    code: 'REBAR',
    zh: '钢筋',
    en: 'Reinforcing bar',
    pcrNumber: 'PCR-CN-2024-002',
    children: [
      { code: 'RIBBED_BAR', zh: '热轧带肋钢筋', en: 'Ribbed rebar' },
      { code: 'COILED_REBAR', zh: '盘卷钢筋', en: 'Rebar in coils' },
    ],
  },
  {
    code: 'WIRE_ROD',
    zh: '盘条',
    en: 'Wire rod',
    pcrNumber: 'PCR-CN-2024-005',
    children: [
      { code: 'LOW_CARBON_ROD', zh: '低碳钢盘条', en: 'Low-carbon wire rod' },
      { code: 'COLD_HEADING_ROD', zh: '冷镦钢盘条', en: 'Cold-heading wire rod' },
      { code: 'WELDING_ROD', zh: '焊接用钢盘条', en: 'Welding wire rod' },
    ],
  },
  {
    code: 'PIPE',
    zh: '钢管',
    en: 'Steel pipes and tubes',
    pcrNumber: 'PCR-CN-2025-006',
    children: [
      { code: 'SEAMLESS_TUBE', zh: '无缝钢管', en: 'Seamless tube' },
      { code: 'LSAW_PIPE', zh: '直缝埋弧焊管', en: 'LSAW pipe' },
      { code: 'SSAW_PIPE', zh: '螺旋焊管', en: 'SSAW pipe' },
    ],
  },
  {
    code: 'SPECIAL_BAR',
    zh: '特殊钢棒材',
    en: 'Special steel bars',
    pcrNumber: 'PCR-CN-2025-007',
    children: [
      { code: 'BEARING_BAR', zh: '轴承钢棒材', en: 'Bearing steel bar' },
      { code: 'GEAR_BAR', zh: '齿轮钢棒材', en: 'Gear steel bar' },
      { code: 'ALLOY_BAR', zh: '合金结构钢棒材', en: 'Alloy structural bar' },
    ],
  },
];

export type TechnologySeed = {
  code: string;
  zh: string;
  en: string;
  descZh: string;
  descEn: string;
  referenceGwp: number;
  scrapShare: number;
};

export type LcaCategorySeed = {
  code: string;
  zh: string;
  en: string;
  descZh: string;
  descEn: string;
  technologies: readonly TechnologySeed[];
};

export const lcaCategories: readonly LcaCategorySeed[] = [
  {
    code: 'INTEGRATED',
    zh: '长流程（高炉—转炉）',
    en: 'Integrated route (BF-BOF)',
    descZh: '以铁矿石和焦炭为主要原料，经烧结、高炉炼铁、转炉炼钢生产钢材。',
    descEn:
      'Steel from iron ore and coke through sintering, blast furnace ironmaking and basic oxygen steelmaking.',
    technologies: [
      {
        code: 'BF-BOF',
        zh: '高炉—转炉长流程',
        en: 'Blast furnace – basic oxygen furnace (BF-BOF)',
        descZh: '常规长流程，转炉废钢比约 15%。',
        descEn: 'Conventional integrated route, about 15 % scrap in the converter.',
        referenceGwp: 2150,
        scrapShare: 0.15,
      },
      {
        code: 'BF-BOF-HS',
        zh: '高炉—转炉（高废钢比）',
        en: 'BF-BOF with a high scrap charge',
        descZh: '转炉废钢比提高至 30% 左右，减少铁水消耗。',
        descEn: 'About 30 % scrap in the converter, less hot metal per tonne.',
        referenceGwp: 1850,
        scrapShare: 0.3,
      },
      {
        code: 'H2-BF',
        zh: '富氢高炉—转炉',
        en: 'Hydrogen-enriched blast furnace – BOF',
        descZh: '高炉喷吹富氢气体（焦炉煤气或氢气）替代部分焦炭。',
        descEn:
          'Hydrogen-rich gas (coke oven gas or hydrogen) injected into the blast furnace in place of some coke.',
        referenceGwp: 1780,
        scrapShare: 0.18,
      },
    ],
  },
  {
    code: 'ELECTRIC',
    zh: '短流程（电弧炉）',
    en: 'Electric arc furnace route (EAF)',
    descZh: '以废钢（或兑入铁水）为主要原料，在电弧炉中熔炼。',
    descEn: 'Steel melted in an electric arc furnace, mainly from scrap (or with hot metal charged).',
    technologies: [
      {
        code: 'EAF',
        zh: '电弧炉短流程（全废钢）',
        en: 'Electric arc furnace (EAF), scrap-based',
        descZh: '全废钢电弧炉冶炼，使用电网电力。',
        descEn: 'All-scrap EAF on grid electricity.',
        referenceGwp: 620,
        scrapShare: 0.95,
      },
      {
        code: 'EAF-HM',
        zh: '电弧炉（兑铁水）',
        en: 'EAF with hot metal charge',
        descZh: '电弧炉兑入约 40% 高炉铁水。',
        descEn: 'EAF charged with about 40 % blast furnace hot metal.',
        referenceGwp: 1250,
        scrapShare: 0.55,
      },
      {
        code: 'EAF-GREEN',
        zh: '电弧炉（绿色电力）',
        en: 'Scrap EAF on green electricity',
        descZh: '全废钢电弧炉，使用可追溯的绿色电力。',
        descEn: 'All-scrap EAF on traceable green electricity.',
        referenceGwp: 380,
        scrapShare: 0.95,
      },
    ],
  },
  {
    code: 'DIRECT_REDUCTION',
    zh: '直接还原（氢冶金）',
    en: 'Direct reduction (hydrogen metallurgy)',
    descZh: '以氢气或富氢气体在竖炉中直接还原铁矿石，再经电弧炉冶炼。',
    descEn: 'Iron ore reduced in a shaft furnace by hydrogen or hydrogen-rich gas, then melted in an EAF.',
    technologies: [
      {
        code: 'H2-DRI-EAF',
        zh: '氢基竖炉直接还原—电弧炉',
        en: 'Hydrogen-based shaft furnace DRI – EAF',
        descZh: '氢气比例 70% 以上的竖炉直接还原。',
        descEn: 'Shaft furnace reduction with more than 70 % hydrogen.',
        referenceGwp: 640,
        scrapShare: 0.3,
      },
      {
        code: 'HYBRID-DRI',
        zh: '富氢气基竖炉直接还原—电弧炉',
        en: 'Hydrogen-rich gas shaft furnace DRI – EAF',
        descZh: '焦炉煤气等富氢气体为还原剂的竖炉直接还原。',
        descEn: 'Shaft furnace reduction with coke oven gas or other hydrogen-rich gas.',
        referenceGwp: 880,
        scrapShare: 0.25,
      },
      {
        code: 'NG-DRI-EAF',
        zh: '天然气基直接还原—电弧炉',
        en: 'Natural gas DRI – EAF',
        descZh: '以天然气重整气为还原剂的竖炉直接还原。',
        descEn: 'Shaft furnace reduction with reformed natural gas.',
        referenceGwp: 1150,
        scrapShare: 0.2,
      },
    ],
  },
];

export type TemplateCode = 'EPD_SPARE_TEMPLATE' | 'LCA_TEMPLATE' | 'DATA_COLLECTION_TEMPLATE';

/** The form's downloadable templates, in the order the spec lists them (business.md 2.2). */
export const templates: readonly {
  code: TemplateCode;
  version: string;
  zh: { name: string; fileName: string };
  en: { name: string; fileName: string };
}[] = [
  {
    code: 'EPD_SPARE_TEMPLATE',
    version: 'V1.3',
    zh: { name: 'EPD 初步报告模板', fileName: 'EPD初步报告模板 V1.3.pdf' },
    en: { name: 'Preliminary EPD report template', fileName: 'Preliminary-EPD-report-template-V1.3.pdf' },
  },
  {
    code: 'LCA_TEMPLATE',
    version: 'V2.1',
    zh: { name: 'LCA 报告模板', fileName: 'LCA报告模板 V2.1.pdf' },
    en: { name: 'LCA report template', fileName: 'LCA-report-template-V2.1.pdf' },
  },
  {
    code: 'DATA_COLLECTION_TEMPLATE',
    version: 'V3.0',
    zh: { name: '数据收集表模板', fileName: 'EPD数据收集表 V3.0.xlsx' },
    en: { name: 'Data collection sheet template', fileName: 'EPD-data-collection-sheet-V3.0.xlsx' },
  },
];
