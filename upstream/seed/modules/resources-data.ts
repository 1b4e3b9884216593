import type { DocumentBlock } from '../render/pdf/simple-document.ts';

// Demo downloads of the resources page (README, "Seeded content"), by the
// RESOURCE_TYPE dictionary: 255 technical indicators and standards, 256
// literature, 257 report templates. Type 255 has more than 5 entries, so the
// portal's "more" button (page size 5, business.md 9) has something to load.

export const RESOURCE_TYPES = { standards: 255, literature: 256, templates: 257 } as const;

type Edition = { name: string; introduce: string; blocks: readonly DocumentBlock[] };

export type ResourceSeed = {
  type: (typeof RESOURCE_TYPES)[keyof typeof RESOURCE_TYPES];
  reference: string;
  accent: string;
  zh: Edition;
  /** null: there is only a Chinese file (enResourceFileId null); the names are still translated. */
  en: Edition | null;
  /** Name and introduction in English when there is no English file. */
  enListing?: { name: string; introduce: string };
};

const indicatorTable: DocumentBlock = {
  kind: 'table',
  columns: [
    { header: 'Indicator / 指标', width: 180 },
    { header: 'Unit / 单位', width: 150 },
    { header: 'BF-BOF', width: 75, align: 'right' },
    { header: 'EAF', width: 75, align: 'right' },
  ],
  rows: [
    ['GWP-total', 'kg CO2 eq.', '2.2E+03', '6.5E+02'],
    ['AP', 'mol H+ eq.', '5.3E+00', '1.6E+00'],
    ['EP-freshwater', 'kg P eq.', '2.2E-03', '7.0E-04'],
    ['POCP', 'kg NMVOC eq.', '3.3E+00', '1.0E+00'],
    ['ADP-fossil', 'MJ', '2.3E+04', '7.2E+03'],
    ['SM', 't', '0.16', '1.05'],
  ],
};

export const resources: readonly ResourceSeed[] = [
  {
    type: 255,
    reference: 'RES-STD-001',
    accent: '#0f7b6c',
    zh: {
      name: '钢铁产品 EN 15804+A2 指标核算指南',
      introduce: '逐项说明 13 个核心环境影响指标与资源使用参数的核算要求，附典型工序数据收集要点。',
      blocks: [
        { kind: 'heading', text: '1 适用范围' },
        {
          kind: 'paragraph',
          text: '本指南适用于依据 EN 15804+A2 编制的钢铁产品 EPD，供企业、LCA 咨询机构和验证员使用。',
        },
        { kind: 'heading', text: '2 典型指标参考值（每吨产品，A1–A3）' },
        indicatorTable,
        { kind: 'paragraph', text: '参考值仅用于合理性检查，不得替代企业实测数据。', muted: true },
      ],
    },
    en: {
      name: 'Guidance on EN 15804+A2 indicators for steel products',
      introduce:
        'Explains each of the 13 core impact indicators and the resource-use parameters, with data collection notes per process.',
      blocks: [
        { kind: 'heading', text: '1 Scope' },
        {
          kind: 'paragraph',
          text: 'For EPDs of steel products to EN 15804+A2, written for producers, LCA consultants and verifiers.',
        },
        { kind: 'heading', text: '2 Typical values (per tonne, A1–A3)' },
        indicatorTable,
        {
          kind: 'paragraph',
          text: 'Typical values are for plausibility checks only, never a substitute for plant data.',
          muted: true,
        },
      ],
    },
  },
  {
    type: 255,
    reference: 'RES-STD-002',
    accent: '#1f5fa8',
    zh: {
      name: '钢铁产品碳足迹核算常用排放因子表（2026 版）',
      introduce: '汇总燃料、外购电力、熔剂和主要合金的排放因子及其出处，每年更新。',
      blocks: [
        {
          kind: 'table',
          columns: [
            { header: '物料 / 能源', width: 200 },
            { header: '单位', width: 120 },
            { header: '排放因子（kg CO2 当量）', width: 160, align: 'right' },
          ],
          rows: [
            ['炼焦煤', 'kg', '2.86'],
            ['天然气', 'm3', '2.16'],
            ['石灰石（分解）', 'kg', '0.44'],
            ['全国电网平均电力', 'kWh', '0.54'],
            ['镍铁', 'kg', '28.1'],
            ['锌锭', 'kg', '3.9'],
          ],
        },
        { kind: 'paragraph', text: '数值为平台演示数据，实际核算请采用最新官方发布值。', muted: true },
      ],
    },
    en: {
      name: 'Emission factors for steel carbon footprints (2026 edition)',
      introduce:
        'Emission factors of fuels, purchased power, fluxes and main alloys with their sources, updated yearly.',
      blocks: [
        {
          kind: 'table',
          columns: [
            { header: 'Material / energy', width: 200 },
            { header: 'Unit', width: 120 },
            { header: 'Factor (kg CO2 eq.)', width: 160, align: 'right' },
          ],
          rows: [
            ['Coking coal', 'kg', '2.86'],
            ['Natural gas', 'm3', '2.16'],
            ['Limestone (calcination)', 'kg', '0.44'],
            ['National grid average electricity', 'kWh', '0.54'],
            ['Ferronickel', 'kg', '28.1'],
            ['Zinc ingot', 'kg', '3.9'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Demo values; use the latest official figures in real assessments.',
          muted: true,
        },
      ],
    },
  },
  {
    type: 255,
    reference: 'RES-STD-003',
    accent: '#2e7d32',
    zh: {
      name: '低碳排放钢分级评价技术要求解读',
      introduce: '解读低碳排放钢分级评价的指标体系、分级阈值与评价流程。',
      blocks: [
        { kind: 'heading', text: '分级思路' },
        {
          kind: 'paragraph',
          text: '低碳排放钢按产品碳足迹相对于同类产品基准值的降幅分级，并考虑废钢比和绿电比例等工艺指标。',
        },
        {
          kind: 'table',
          columns: [
            { header: '等级', width: 120 },
            { header: '相对基准值降幅', width: 180 },
            { header: '附加条件', width: 180 },
          ],
          rows: [
            ['A 级', '≥ 50%', '经第三方验证的 CFP 或 EPD'],
            ['B 级', '30%–50%', '同上'],
            ['C 级', '10%–30%', '同上'],
          ],
        },
      ],
    },
    en: null,
    enListing: {
      name: 'Grading of low-carbon-emission steel: the technical requirements explained',
      introduce:
        'Indicators, grade thresholds and the evaluation procedure for low-carbon-emission steel (Chinese only).',
    },
  },
  {
    type: 255,
    reference: 'RES-STD-004',
    accent: '#4a5d7e',
    zh: {
      name: 'ISO 14025、ISO 14067 与 EN 15804 要点对照',
      introduce: '以对照表形式比较三项标准在适用范围、声明单位、系统边界和验证要求上的异同。',
      blocks: [
        {
          kind: 'table',
          columns: [
            { header: '要点', width: 100 },
            { header: 'ISO 14025', width: 125 },
            { header: 'ISO 14067', width: 125 },
            { header: 'EN 15804+A2', width: 130 },
          ],
          rows: [
            ['对象', 'III 型环境声明', '产品碳足迹', '建筑产品 EPD'],
            ['指标', '多指标', '仅 GWP', '13 个核心指标'],
            ['验证', '外部验证', '可选', '外部验证'],
          ],
        },
      ],
    },
    en: {
      name: 'ISO 14025, ISO 14067 and EN 15804 side by side',
      introduce:
        'A comparison table of scope, declared unit, system boundary and verification in the three standards.',
      blocks: [
        {
          kind: 'table',
          columns: [
            { header: 'Topic', width: 100 },
            { header: 'ISO 14025', width: 125 },
            { header: 'ISO 14067', width: 125 },
            { header: 'EN 15804+A2', width: 130 },
          ],
          rows: [
            ['Subject', 'Type III declarations', 'Product carbon footprint', 'Construction product EPDs'],
            ['Indicators', 'Several', 'GWP only', '13 core indicators'],
            ['Verification', 'External', 'Optional', 'External'],
          ],
        },
      ],
    },
  },
  {
    type: 255,
    reference: 'RES-STD-005',
    accent: '#00838f',
    zh: {
      name: '钢铁企业 LCA 数据质量评价方法',
      introduce: '从时间、地理、技术代表性和完整性四个维度评价前景数据质量。',
      blocks: [
        {
          kind: 'bullets',
          items: [
            '时间代表性：数据覆盖连续 12 个月，距声明发布不超过 2 年；',
            '地理代表性：电力等背景数据与工厂所在区域一致；',
            '技术代表性：数据反映声明产品的实际工艺路线；',
            '完整性：质量与能量平衡闭合度不低于 95%。',
          ],
        },
      ],
    },
    en: null,
    enListing: {
      name: 'Assessing LCA data quality at steelworks',
      introduce: 'Rates foreground data by time, geography, technology and completeness (Chinese only).',
    },
  },
  {
    type: 255,
    reference: 'RES-STD-006',
    accent: '#b3261e',
    zh: {
      name: 'CBAM 钢铁产品内含排放核算要点',
      introduce: '梳理欧盟碳边境调节机制下钢铁产品内含排放的核算边界、默认值与核查要求。',
      blocks: [
        {
          kind: 'bullets',
          items: [
            '核算边界覆盖生产过程直接排放及外购电力等间接排放；',
            '前体材料（如生铁、直接还原铁）的内含排放须单独计算；',
            '未提供实际数据时采用默认值；',
            '实际排放数据须经认可的核查机构核查。',
          ],
        },
      ],
    },
    en: {
      name: 'Embedded emissions of steel products under CBAM',
      introduce:
        'Boundaries, default values and verification for embedded emissions of steel under the EU CBAM.',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'The boundary covers direct process emissions and indirect emissions such as purchased electricity;',
            'embedded emissions of precursors (pig iron, DRI) are calculated separately;',
            'default values apply when no actual data are provided;',
            'actual data must be verified by an accredited verifier.',
          ],
        },
      ],
    },
  },
  {
    type: 256,
    reference: 'RES-LIT-001',
    accent: '#6b4fa1',
    zh: {
      name: '中国钢铁行业低碳技术路线研究（摘要）',
      introduce: '梳理能效提升、废钢利用、氢冶金和碳捕集四类技术的减排潜力与成本。',
      blocks: [
        {
          kind: 'table',
          columns: [
            { header: '技术方向', width: 160 },
            { header: '吨钢减排潜力', width: 150 },
            { header: '成熟度', width: 170 },
          ],
          rows: [
            ['能效提升与余热利用', '5%–10%', '成熟'],
            ['提高废钢比 / 电炉短流程', '30%–70%', '成熟，受废钢资源约束'],
            ['氢冶金', '50%–90%', '示范向规模化过渡'],
            ['碳捕集利用与封存', '20%–60%', '示范'],
          ],
        },
      ],
    },
    en: {
      name: 'Low-carbon technology pathways for the Chinese steel industry (summary)',
      introduce:
        'Reduction potential and cost of efficiency, scrap use, hydrogen ironmaking and carbon capture.',
      blocks: [
        {
          kind: 'table',
          columns: [
            { header: 'Technology', width: 160 },
            { header: 'Reduction per tonne', width: 150 },
            { header: 'Maturity', width: 170 },
          ],
          rows: [
            ['Energy efficiency, waste heat', '5 %–10 %', 'Mature'],
            ['More scrap / EAF route', '30 %–70 %', 'Mature, limited by scrap'],
            ['Hydrogen ironmaking', '50 %–90 %', 'From demonstration to scale'],
            ['Carbon capture, use and storage', '20 %–60 %', 'Demonstration'],
          ],
        },
      ],
    },
  },
  {
    type: 256,
    reference: 'RES-LIT-002',
    accent: '#006d77',
    zh: {
      name: '氢基直接还原技术进展综述',
      introduce: '综述氢基竖炉、流化床直接还原工艺的技术特点、能耗与碳排放水平。',
      blocks: [
        {
          kind: 'paragraph',
          text: '氢基直接还原以氢气或富氢气体为还原剂，在竖炉或流化床中将铁矿石还原为直接还原铁，再经电炉冶炼成钢。其碳排放主要取决于氢气来源和电力结构。',
        },
      ],
    },
    en: {
      name: 'Hydrogen-based direct reduction: a review',
      introduce:
        'Technology, energy use and emissions of hydrogen shaft furnace and fluidised-bed direct reduction.',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Hydrogen-based direct reduction uses hydrogen or hydrogen-rich gas to reduce iron ore to DRI in a shaft furnace or fluidised bed, followed by EAF steelmaking. Its emissions depend mainly on the hydrogen source and the power mix.',
        },
      ],
    },
  },
  {
    type: 256,
    reference: 'RES-LIT-003',
    accent: '#c25e00',
    zh: {
      name: '低碳排放钢评价与 EPD 应用研讨会会议资料',
      introduce: '2026 年 10 月上海研讨会的主旨报告与圆桌讨论纪要。',
      blocks: [
        {
          kind: 'bullets',
          items: [
            '主旨报告：钢铁产品碳足迹与下游绿色采购；',
            '案例分享：建筑用钢 EPD 在设计阶段的应用；',
            '圆桌讨论：低碳产品溢价如何在供应链中分担。',
          ],
        },
      ],
    },
    en: null,
    enListing: {
      name: 'Seminar papers: low-carbon-emission steel and EPDs',
      introduce: 'Keynotes and round-table notes of the October 2026 seminar in Shanghai (Chinese only).',
    },
  },
  {
    type: 256,
    reference: 'RES-LIT-004',
    accent: '#5d4037',
    zh: {
      name: '钢铁产品碳足迹核算方法比较研究',
      introduce: '比较企业层面核算、产品碳足迹与 CBAM 内含排放三种口径的差异。',
      blocks: [
        {
          kind: 'table',
          columns: [
            { header: '口径', width: 140 },
            { header: '边界', width: 170 },
            { header: '用途', width: 170 },
          ],
          rows: [
            ['企业温室气体核算', '企业法人边界', '碳市场履约'],
            ['产品碳足迹', '产品生命周期（摇篮到大门）', '下游采购、产品标识'],
            ['CBAM 内含排放', '生产过程及前体', '出口欧盟申报'],
          ],
        },
      ],
    },
    en: {
      name: 'Comparing carbon accounting methods for steel products',
      introduce: 'How company inventories, product footprints and CBAM embedded emissions differ.',
      blocks: [
        {
          kind: 'table',
          columns: [
            { header: 'Method', width: 140 },
            { header: 'Boundary', width: 170 },
            { header: 'Purpose', width: 170 },
          ],
          rows: [
            ['Company GHG inventory', 'Legal entity', 'Carbon market compliance'],
            [
              'Product carbon footprint',
              'Product life cycle (cradle to gate)',
              'Procurement, product labels',
            ],
            ['CBAM embedded emissions', 'Production and precursors', 'Declarations for EU imports'],
          ],
        },
      ],
    },
  },
  {
    type: 257,
    reference: 'RES-TPL-001',
    accent: '#1f5fa8',
    zh: {
      name: 'EPD 报告模板（钢铁产品）',
      introduce: '符合 EN 15804+A2 的钢铁产品 EPD 报告章节结构与必填内容。',
      blocks: [
        {
          kind: 'bullets',
          items: [
            '1 声明概况：注册号、发布日期、有效期、项目运营方；',
            '2 产品信息：产品描述、技术标准、声明单位；',
            '3 LCA 信息：系统边界、取舍准则、分配、数据质量；',
            '4 结果：核心指标、资源使用、废弃物与输出流；',
            '5 验证声明与参考文献。',
          ],
        },
      ],
    },
    en: {
      name: 'EPD report template (steel products)',
      introduce: 'Chapter structure and mandatory content of a steel EPD to EN 15804+A2.',
      blocks: [
        {
          kind: 'bullets',
          items: [
            '1 General: registration number, dates, validity, programme operator;',
            '2 Product: description, technical standards, declared unit;',
            '3 LCA: system boundary, cut-off, allocation, data quality;',
            '4 Results: core indicators, resource use, waste and output flows;',
            '5 Verification statement and references.',
          ],
        },
      ],
    },
  },
  {
    type: 257,
    reference: 'RES-TPL-002',
    accent: '#0f7b6c',
    zh: {
      name: 'LCA 报告模板',
      introduce: '依据 ISO 14044 的 LCA 报告模板，含目标与范围、清单分析、影响评价和解释四部分。',
      blocks: [
        {
          kind: 'bullets',
          items: ['目标与范围定义', '生命周期清单分析', '生命周期影响评价', '结果解释与敏感性分析'],
        },
      ],
    },
    en: {
      name: 'LCA report template',
      introduce:
        'An ISO 14044 report template: goal and scope, inventory, impact assessment and interpretation.',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Goal and scope',
            'Life cycle inventory',
            'Life cycle impact assessment',
            'Interpretation and sensitivity',
          ],
        },
      ],
    },
  },
  {
    type: 257,
    reference: 'RES-TPL-003',
    accent: '#37474f',
    zh: {
      name: '数据收集表填写说明',
      introduce: '说明钢铁企业 LCA 数据收集表各工作表的填写方法与常见错误。',
      blocks: [
        {
          kind: 'table',
          columns: [
            { header: '工作表', width: 140 },
            { header: '内容', width: 340 },
          ],
          rows: [
            ['基本信息', '企业、工厂、产品与统计期'],
            ['原燃料', '各工序原料、燃料与辅料消耗'],
            ['能源', '外购电力、热力与自发电'],
            ['产品与副产品', '产品产量、副产煤气、炉渣'],
            ['排放', '有组织与无组织排放监测数据'],
          ],
        },
      ],
    },
    en: null,
    enListing: {
      name: 'Filling in the data collection sheet',
      introduce:
        'How to fill in each sheet of the LCA data collection workbook, and common mistakes (Chinese only).',
    },
  },
];
