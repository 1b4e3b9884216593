import type { WorkbookInput } from '../render/workbook.ts';

// The low-carbon-emission steel templates (dictionary LCES_MODEL_DOWNLOAD): the data collection
// sheet each product's data file is filled from, and the checklist of evidence to keep ready.
// Each in Chinese and English; `file` is what GET p/template/download/{file} takes.

export type LcesTemplate = {
  /** LCES_MODEL_DOWNLOAD item code. */
  itemCode: string;
  language: 'zh' | 'en';
  file: string;
  fileName: string;
  workbook: WorkbookInput;
};

/** The process steps by language, for the drop-down of the process column. */
export type ProcessNames = { zh: readonly string[]; en: readonly string[] };

export function lcesTemplates(processes: ProcessNames): LcesTemplate[] {
  return [
    {
      itemCode: 'DATA_COLLECTION',
      language: 'zh',
      file: 'lces-data-collection.xlsx',
      fileName: '低碳排放钢数据收集表.xlsx',
      workbook: {
        title: '低碳排放钢数据收集表',
        subject: '低碳排放钢评价申请 · 产品数据',
        sheets: [
          {
            name: '填写说明',
            columns: [
              { header: '序号', width: 8 },
              { header: '说明', width: 90 },
            ],
            rows: [
              ['1', '每个申请产品填写一份数据收集表，在低碳排放钢申请页面对应的产品中上传。'],
              ['2', '数据期间为最近一个完整自然年（1 月 1 日至 12 月 31 日）。'],
              ['3', '数量填写年度合计，单位按各表给出的单位填写；不适用的行留空。'],
              ['4', '“工序能耗与排放”中的工序应与申请时选择的工序一致。'],
              ['5', '数据来源请注明：计量仪表、结算单据、统计报表或估算。'],
            ],
          },
          {
            name: '基本信息',
            columns: [
              { header: '项目', width: 24 },
              { header: '填写内容', width: 40 },
              { header: '备注', width: 30 },
            ],
            rows: [
              ['企业名称', '', '与企业认证一致'],
              ['统一社会信用代码', '', '18 位'],
              ['产品名称', '', '不超过 50 个字符'],
              ['产品规格 / 牌号', '', ''],
              ['年产量（吨）', '', ''],
              ['数据期间', '', '例如 2025-01-01 至 2025-12-31'],
              ['联系人', '', ''],
              ['联系电话', '', ''],
            ],
          },
          {
            name: '工序能耗与排放',
            note: '每行填写一个工序的一种能源或物料的年消耗量；工序请从下拉列表中选择。',
            columns: [
              { header: '工序', width: 20 },
              { header: '能源 / 物料', width: 24 },
              { header: '单位', width: 10 },
              { header: '年消耗量', width: 14 },
              { header: '数据来源', width: 24 },
            ],
            rows: [],
            blankRows: 40,
            choices: { column: 0, values: processes.zh },
          },
          {
            name: '原辅材料',
            columns: [
              { header: '物料名称', width: 24 },
              { header: '单位', width: 10 },
              { header: '年消耗量', width: 14 },
              { header: '供应商', width: 28 },
              { header: '运输方式', width: 14 },
              { header: '运输距离（km）', width: 16 },
            ],
            rows: [],
            blankRows: 25,
          },
          {
            name: '产品产出',
            columns: [
              { header: '产品 / 副产品', width: 24 },
              { header: '单位', width: 10 },
              { header: '年产量', width: 14 },
              { header: '去向', width: 28 },
            ],
            rows: [],
            blankRows: 10,
          },
        ],
      },
    },
    {
      itemCode: 'DATA_COLLECTION',
      language: 'en',
      file: 'lces-data-collection-en.xlsx',
      fileName: 'Low-carbon-emission steel data collection sheet.xlsx',
      workbook: {
        title: 'Low-carbon-emission steel data collection sheet',
        subject: 'Low-carbon-emission steel application · product data',
        sheets: [
          {
            name: 'How to fill in',
            columns: [
              { header: 'No.', width: 8 },
              { header: 'Instruction', width: 90 },
            ],
            rows: [
              ['1', 'Fill in one sheet per product and upload it with that product on the application page.'],
              ['2', 'Report the most recent full calendar year (1 January to 31 December).'],
              ['3', 'Enter yearly totals in the units given; leave rows that do not apply empty.'],
              ['4', 'The process steps under "Process energy" must be those selected in the application.'],
              ['5', 'Name the source of each figure: meter, invoice, statistical report or estimate.'],
            ],
          },
          {
            name: 'Company and product',
            columns: [
              { header: 'Item', width: 28 },
              { header: 'Value', width: 40 },
              { header: 'Note', width: 30 },
            ],
            rows: [
              ['Company name', '', 'As authenticated on the platform'],
              ['Unified social credit code', '', '18 characters'],
              ['Product name', '', 'At most 50 characters'],
              ['Specification / grade', '', ''],
              ['Annual output (t)', '', ''],
              ['Reporting period', '', 'e.g. 2025-01-01 to 2025-12-31'],
              ['Contact person', '', ''],
              ['Contact phone', '', ''],
            ],
          },
          {
            name: 'Process energy',
            note: 'One row per process step and energy carrier or material, as a yearly total; pick the step from the list.',
            columns: [
              { header: 'Process step', width: 30 },
              { header: 'Energy / material', width: 24 },
              { header: 'Unit', width: 10 },
              { header: 'Yearly amount', width: 14 },
              { header: 'Source', width: 24 },
            ],
            rows: [],
            blankRows: 40,
            choices: { column: 0, values: processes.en },
          },
          {
            name: 'Raw materials',
            columns: [
              { header: 'Material', width: 24 },
              { header: 'Unit', width: 10 },
              { header: 'Yearly amount', width: 14 },
              { header: 'Supplier', width: 28 },
              { header: 'Transport mode', width: 16 },
              { header: 'Distance (km)', width: 14 },
            ],
            rows: [],
            blankRows: 25,
          },
          {
            name: 'Outputs',
            columns: [
              { header: 'Product / by-product', width: 24 },
              { header: 'Unit', width: 10 },
              { header: 'Yearly amount', width: 14 },
              { header: 'Destination', width: 28 },
            ],
            rows: [],
            blankRows: 10,
          },
        ],
      },
    },
    {
      itemCode: 'EVIDENCE_CHECKLIST',
      language: 'zh',
      file: 'lces-evidence-checklist.xlsx',
      fileName: '低碳排放钢申请佐证材料清单.xlsx',
      workbook: {
        title: '低碳排放钢申请佐证材料清单',
        subject: '低碳排放钢评价申请 · 佐证材料',
        sheets: [
          {
            name: '佐证材料清单',
            note: '评价过程中平台可能要求查阅以下材料，请提前准备；“是否提供”请从下拉列表中选择。',
            columns: [
              { header: '序号', width: 8 },
              { header: '材料名称', width: 36 },
              { header: '说明', width: 50 },
              { header: '是否提供', width: 12 },
            ],
            rows: [
              ['1', '营业执照副本', '加盖公章的扫描件', ''],
              ['2', '能源计量器具台账', '覆盖各申请工序的主要计量点', ''],
              ['3', '年度能源消费统计报表', '与数据期间一致', ''],
              ['4', '主要原燃料采购结算单据', '焦炭、煤、天然气、外购电力等', ''],
              ['5', '工序产量统计报表', '各工序月度或年度产量', ''],
              ['6', '绿色电力交易凭证', '如有外购绿电', ''],
              ['7', '含铁原料来源证明', '废钢、直接还原铁等', ''],
              ['8', '温室气体排放核查报告', '如有第三方核查', ''],
            ],
            choices: { column: 3, values: ['是', '否'] },
          },
        ],
      },
    },
    {
      itemCode: 'EVIDENCE_CHECKLIST',
      language: 'en',
      file: 'lces-evidence-checklist-en.xlsx',
      fileName: 'Low-carbon-emission steel evidence checklist.xlsx',
      workbook: {
        title: 'Evidence checklist for the low-carbon-emission steel application',
        subject: 'Low-carbon-emission steel application · evidence',
        sheets: [
          {
            name: 'Evidence checklist',
            note: 'The platform may ask to see the following during the evaluation; have them ready and mark each from the list.',
            columns: [
              { header: 'No.', width: 8 },
              { header: 'Document', width: 40 },
              { header: 'Note', width: 50 },
              { header: 'Provided', width: 12 },
            ],
            rows: [
              ['1', 'Business licence', 'Scanned copy with the company seal', ''],
              [
                '2',
                'Register of energy meters',
                'The main metering points of each process step applied for',
                '',
              ],
              ['3', 'Annual energy consumption report', 'For the reporting period', ''],
              [
                '4',
                'Invoices for the main raw materials and fuels',
                'Coke, coal, natural gas, purchased electricity',
                '',
              ],
              ['5', 'Production statistics per process step', 'Monthly or yearly output', ''],
              ['6', 'Green electricity certificates', 'If green power was purchased', ''],
              ['7', 'Proof of origin of iron-bearing materials', 'Scrap, direct reduced iron', ''],
              ['8', 'Greenhouse gas verification report', 'If verified by a third party', ''],
            ],
            choices: { column: 3, values: ['Yes', 'No'] },
          },
        ],
      },
    },
  ];
}
