import type { DocumentInput } from '../render/pdf/simple-document.ts';

// The PDF templates of the application form: the LCA report template and the preliminary EPD
// ("spare") report template, one per language. The data collection sheet is an .xlsx (data-sheet.ts).

const ISSUER_ZH = '低碳钢环境产品声明（EPD）平台';
const ISSUER_EN = 'Low-Carbon Steel EPD Platform';
const DATE = '2026-09-01';

export function lcaTemplateDocument(language: 'zh-CN' | 'en', version: string): DocumentInput {
  if (language === 'en') {
    return {
      title: 'LCA report template',
      subtitle: `For EPD and CFP applications of steel products · ${version}`,
      reference: `LCA-TEMPLATE-${version}`,
      issuer: ISSUER_EN,
      date: DATE,
      language,
      accent: 'green',
      keywords: ['LCA', 'template', 'ISO 14044'],
      blocks: [
        {
          kind: 'paragraph',
          text: 'Fill in every chapter below. Text in square brackets is guidance: replace it with your own. Upload the finished report as a PDF with your application.',
        },
        { kind: 'heading', text: '1 Goal of the study' },
        {
          kind: 'paragraph',
          text: '[Intended application, reasons for the study, intended audience, whether results are disclosed to the public.]',
        },
        { kind: 'heading', text: '2 Scope' },
        {
          kind: 'table',
          columns: [
            { header: 'Item', width: 160 },
            { header: 'What to state', width: 320 },
          ],
          rows: [
            ['Product', 'Name, grade, dimensions, product standard, UN CPC code'],
            ['Declared unit', '1 tonne of product at the factory gate'],
            ['System boundary', 'Cradle to gate (A1–A3); C1–C4 and D where the PCR asks for them'],
            ['Reference period', '12 consecutive months of measured plant data'],
            ['PCR', 'Number and version of the product category rules applied'],
            ['Cut-off and allocation', 'Rules applied, with the flows cut off and their share'],
          ],
        },
        { kind: 'heading', text: '3 Life cycle inventory' },
        {
          kind: 'bullets',
          items: [
            'Process flow chart of the plant with every unit process inside the boundary.',
            'Inputs per declared unit: raw materials, scrap, alloys, fluxes, energy carriers, water.',
            'Outputs per declared unit: product, by-products (slag, process gases), emissions, waste.',
            'Data sources and quality: measured, calculated or estimated; background databases and versions.',
          ],
        },
        { kind: 'heading', text: '4 Impact assessment' },
        {
          kind: 'paragraph',
          text: '[Results per module for the core indicators of EN 15804+A2 (EPD) or GWP100 per ISO 14067 (CFP), with the characterisation factors used.]',
        },
        { kind: 'heading', text: '5 Interpretation' },
        {
          kind: 'paragraph',
          text: '[Hot spots, sensitivity of the main assumptions (electricity factor, scrap share), completeness and consistency checks, limitations.]',
        },
        { kind: 'heading', text: '6 Annexes' },
        {
          kind: 'bullets',
          items: [
            'Data collection sheet (the platform template)',
            'Evidence: power bills, material ledgers, monitoring reports',
          ],
        },
      ],
    };
  }
  return {
    title: 'LCA 报告模板',
    subtitle: `适用于钢铁产品 EPD 与 CFP 申请 · ${version}`,
    reference: `LCA-TEMPLATE-${version}`,
    issuer: ISSUER_ZH,
    date: DATE,
    language,
    accent: 'green',
    keywords: ['LCA', '模板', 'ISO 14044'],
    blocks: [
      {
        kind: 'paragraph',
        text: '请逐章填写以下内容，方括号内为填写说明，请替换为贵企业的实际内容。完成后以 PDF 格式随申请上传。',
      },
      { kind: 'heading', text: '1 研究目的' },
      { kind: 'paragraph', text: '［研究的预期用途、开展原因、目标受众，以及结果是否对外公开。］' },
      { kind: 'heading', text: '2 研究范围' },
      {
        kind: 'table',
        columns: [
          { header: '项目', width: 160 },
          { header: '填写要求', width: 320 },
        ],
        rows: [
          ['产品', '名称、牌号、规格、执行标准、UN CPC 编码'],
          ['声明单位', '1 吨出厂产品'],
          ['系统边界', '从摇篮到大门（A1–A3）；按 PCR 要求附加 C1–C4 与 D 模块'],
          ['数据时间范围', '连续 12 个月的企业实测数据'],
          ['产品类别规则', '所采用 PCR 的编号与版本'],
          ['取舍与分配', '采用的规则、被舍去的流及其比例'],
        ],
      },
      { kind: 'heading', text: '3 生命周期清单分析' },
      {
        kind: 'bullets',
        items: [
          '工厂工艺流程图，标明系统边界内的全部单元过程。',
          '每声明单位的输入：原料、废钢、合金、熔剂、能源、水。',
          '每声明单位的输出：产品、副产品（炉渣、副产煤气）、排放与废物。',
          '数据来源与质量：实测、计算或估算；背景数据库及版本。',
        ],
      },
      { kind: 'heading', text: '4 影响评价' },
      {
        kind: 'paragraph',
        text: '［按模块给出 EN 15804+A2 核心指标结果（EPD）或依据 ISO 14067 的 GWP100（CFP），并说明所用特征化因子。］',
      },
      { kind: 'heading', text: '5 结果解释' },
      {
        kind: 'paragraph',
        text: '［关键环节、主要假设（电力排放因子、废钢比）的敏感性分析、完整性与一致性检查、局限性。］',
      },
      { kind: 'heading', text: '6 附件' },
      { kind: 'bullets', items: ['数据收集表（平台模板）', '佐证材料：电费单、物料台账、监测报告等'] },
    ],
  };
}

export function epdSpareTemplateDocument(language: 'zh-CN' | 'en', version: string): DocumentInput {
  if (language === 'en') {
    return {
      title: 'Preliminary EPD report template',
      subtitle: `Structure of the declaration before verification · ${version}`,
      reference: `EPD-SPARE-TEMPLATE-${version}`,
      issuer: ISSUER_EN,
      date: DATE,
      language,
      accent: 'steel',
      keywords: ['EPD', 'template', 'EN 15804'],
      blocks: [
        {
          kind: 'paragraph',
          text: 'The preliminary report is the draft declaration the verifier reviews. Keep the order of the sections; upload it as a PDF.',
        },
        { kind: 'heading', text: '1 Programme information' },
        {
          kind: 'bullets',
          items: [
            'Programme operator and registration number (assigned at publication)',
            'PCR applied and its version',
            'Date of issue and validity (5 years for an EPD, 3 for a CFP)',
          ],
        },
        { kind: 'heading', text: '2 Company and product' },
        {
          kind: 'bullets',
          items: [
            'Declaration owner, production site',
            'Product description, grades, technical data, product standard',
            'Production route and flow chart',
          ],
        },
        { kind: 'heading', text: '3 LCA information' },
        {
          kind: 'bullets',
          items: [
            'Declared unit, system boundary, modules declared',
            'Reference period, data quality, allocation, cut-off',
          ],
        },
        { kind: 'heading', text: '4 Results' },
        {
          kind: 'table',
          columns: [
            { header: 'Indicator', width: 140 },
            { header: 'Unit', width: 100 },
            { header: 'A1–A3', width: 80 },
            { header: 'C1–C4', width: 80 },
            { header: 'D', width: 80 },
          ],
          rows: [
            ['GWP-total', 'kg CO2 eq.', '', '', ''],
            ['GWP-fossil', 'kg CO2 eq.', '', '', ''],
            ['AP', 'mol H+ eq.', '', '', ''],
            ['EP-freshwater', 'kg P eq.', '', '', ''],
            ['PENRT', 'MJ', '', '', ''],
          ],
        },
        { kind: 'heading', text: '5 Verification' },
        {
          kind: 'paragraph',
          text: 'Left blank: the independent verifier completes the verification statement.',
        },
      ],
    };
  }
  return {
    title: 'EPD 初步报告模板',
    subtitle: `验证前的声明文本结构 · ${version}`,
    reference: `EPD-SPARE-TEMPLATE-${version}`,
    issuer: ISSUER_ZH,
    date: DATE,
    language,
    accent: 'steel',
    keywords: ['EPD', '模板', 'EN 15804'],
    blocks: [
      { kind: 'paragraph', text: '初步报告即提交验证的声明草稿。请保持以下章节顺序，并以 PDF 格式上传。' },
      { kind: 'heading', text: '1 项目信息' },
      {
        kind: 'bullets',
        items: [
          '项目运营方与注册号（发布时分配）',
          '所采用的 PCR 及版本',
          '发布日期与有效期（EPD 5 年，CFP 3 年）',
        ],
      },
      { kind: 'heading', text: '2 企业与产品' },
      {
        kind: 'bullets',
        items: ['声明持有人、生产地址', '产品描述、牌号、技术参数、执行标准', '工艺路线与流程图'],
      },
      { kind: 'heading', text: '3 LCA 信息' },
      {
        kind: 'bullets',
        items: ['声明单位、系统边界、声明的模块', '数据时间范围、数据质量、分配与取舍规则'],
      },
      { kind: 'heading', text: '4 结果' },
      {
        kind: 'table',
        columns: [
          { header: '指标', width: 140 },
          { header: '单位', width: 100 },
          { header: 'A1–A3', width: 80 },
          { header: 'C1–C4', width: 80 },
          { header: 'D', width: 80 },
        ],
        rows: [
          ['GWP-total', 'kg CO2 eq.', '', '', ''],
          ['GWP-fossil', 'kg CO2 eq.', '', '', ''],
          ['AP', 'mol H+ eq.', '', '', ''],
          ['EP-freshwater', 'kg P eq.', '', '', ''],
          ['PENRT', 'MJ', '', '', ''],
        ],
      },
      { kind: 'heading', text: '5 验证' },
      { kind: 'paragraph', text: '此处留空，由第三方验证员填写验证声明。' },
    ],
  };
}
