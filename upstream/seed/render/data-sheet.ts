import ExcelJS from 'exceljs';

/** The data collection template of an EPD or CFP application, in one language; plain data for the worker. */
export type DataSheetInput = { language: 'zh-CN' | 'en'; version: string };

type Column = { header: string; width: number; list?: readonly string[]; number?: boolean };
type SheetSpec = {
  name: string;
  title: string;
  columns: readonly Column[];
  examples: readonly (readonly (string | number)[])[];
};

const STEEL = 'FF1F5FA8';
const LIGHT = 'FFE8F0FA';
const EXAMPLE = 'FF6B7785';
const BLANK_ROWS = 30;

function sheets(zh: boolean): SheetSpec[] {
  const units = zh ? ['吨', '千克', '立方米', '千瓦时', '吉焦'] : ['t', 'kg', 'm3', 'kWh', 'GJ'];
  const transport = zh
    ? ['海运', '铁路', '公路', '内河', '管道']
    : ['Sea', 'Rail', 'Road', 'Inland waterway', 'Pipeline'];
  return [
    {
      name: zh ? '原辅材料' : 'Raw materials',
      title: zh
        ? 'A1 原辅材料消耗（统计期合计）'
        : 'A1 Raw and auxiliary materials (total of the reporting period)',
      columns: [
        { header: zh ? '物料名称' : 'Material', width: 26 },
        {
          header: zh ? '类别' : 'Category',
          width: 16,
          list: zh
            ? ['铁矿石', '球团', '废钢', '直接还原铁', '合金', '熔剂', '耐火材料', '其他']
            : ['Iron ore', 'Pellets', 'Scrap', 'DRI', 'Alloys', 'Fluxes', 'Refractories', 'Other'],
        },
        { header: zh ? '消耗量' : 'Quantity', width: 14, number: true },
        { header: zh ? '单位' : 'Unit', width: 10, list: units },
        { header: zh ? '来源地' : 'Origin', width: 18 },
        { header: zh ? '运输方式' : 'Transport mode', width: 16, list: transport },
        { header: zh ? '运输距离（km）' : 'Distance (km)', width: 14, number: true },
        { header: zh ? '备注' : 'Notes', width: 28 },
      ],
      examples: [
        zh
          ? [
              '澳大利亚粉矿（示例）',
              '铁矿石',
              1_520_000,
              '吨',
              '西澳黑德兰港',
              '海运',
              6_800,
              '示例行，填写时请删除',
            ]
          : [
              'Australian fines (example)',
              'Iron ore',
              1_520_000,
              't',
              'Port Hedland, WA',
              'Sea',
              6_800,
              'Example row: delete it',
            ],
        zh
          ? ['社会废钢（示例）', '废钢', 210_000, '吨', '长三角地区', '公路', 180, '']
          : ['Purchased scrap (example)', 'Scrap', 210_000, 't', 'Yangtze River Delta', 'Road', 180, ''],
      ],
    },
    {
      name: zh ? '能源' : 'Energy',
      title: zh ? 'A3 能源消耗' : 'A3 Energy use',
      columns: [
        {
          header: zh ? '能源种类' : 'Energy carrier',
          width: 22,
          list: zh
            ? ['外购电力', '绿色电力', '天然气', '焦炭', '喷吹煤', '外购蒸汽', '氢气', '其他']
            : [
                'Grid electricity',
                'Green electricity',
                'Natural gas',
                'Coke',
                'PCI coal',
                'Purchased steam',
                'Hydrogen',
                'Other',
              ],
        },
        { header: zh ? '消耗量' : 'Quantity', width: 14, number: true },
        { header: zh ? '单位' : 'Unit', width: 10, list: units },
        { header: zh ? '电网区域或供应商' : 'Grid region or supplier', width: 26 },
        { header: zh ? '绿证编号（如有）' : 'Certificate no. (if any)', width: 22 },
        { header: zh ? '备注' : 'Notes', width: 28 },
      ],
      examples: [
        zh
          ? ['外购电力（示例）', 412_000_000, '千瓦时', '华东电网', '', '示例行']
          : ['Grid electricity (example)', 412_000_000, 'kWh', 'East China grid', '', 'Example row'],
      ],
    },
    {
      name: zh ? '直接排放' : 'Direct emissions',
      title: zh ? 'A3 工艺过程直接排放' : 'A3 Direct process emissions',
      columns: [
        { header: zh ? '排放源' : 'Source', width: 24 },
        { header: zh ? '温室气体' : 'Greenhouse gas', width: 14, list: ['CO2', 'CH4', 'N2O'] },
        { header: zh ? '排放量' : 'Amount', width: 14, number: true },
        { header: zh ? '单位' : 'Unit', width: 10, list: units },
        {
          header: zh ? '计算方法' : 'Method',
          width: 26,
          list: zh ? ['实测', '物料衡算', '排放因子法'] : ['Measured', 'Mass balance', 'Emission factor'],
        },
        { header: zh ? '备注' : 'Notes', width: 28 },
      ],
      examples: [
        zh
          ? ['转炉煤气放散（示例）', 'CO2', 18_500, '吨', '物料衡算', '示例行']
          : ['BOF gas flaring (example)', 'CO2', 18_500, 't', 'Mass balance', 'Example row'],
      ],
    },
    {
      name: zh ? '产品与副产品' : 'Products',
      title: zh ? '产品、副产品与废物' : 'Products, by-products and waste',
      columns: [
        { header: zh ? '名称' : 'Name', width: 26 },
        {
          header: zh ? '类型' : 'Type',
          width: 14,
          list: zh ? ['主产品', '副产品', '废物'] : ['Main product', 'By-product', 'Waste'],
        },
        { header: zh ? '产量' : 'Output', width: 14, number: true },
        { header: zh ? '单位' : 'Unit', width: 10, list: units },
        {
          header: zh ? '去向' : 'Destination',
          width: 16,
          list: zh
            ? ['销售', '厂内回用', '填埋', '焚烧']
            : ['Sold', 'Reused on site', 'Landfill', 'Incineration'],
        },
        { header: zh ? '经济价值（元/吨）' : 'Value (CNY/t)', width: 18, number: true },
      ],
      examples: [
        zh
          ? ['高炉水渣（示例）', '副产品', 380_000, '吨', '销售', 90]
          : ['Granulated BF slag (example)', 'By-product', 380_000, 't', 'Sold', 90],
      ],
    },
  ];
}

/**
 * A real .xlsx workbook (exceljs): instructions, company and product, then one sheet per inventory
 * part with headers, units, drop-down lists and number checks, and grey example rows.
 */
export async function renderDataSheet(input: DataSheetInput): Promise<Uint8Array> {
  const zh = input.language === 'zh-CN';
  const workbook = new ExcelJS.Workbook();
  workbook.creator = zh ? '低碳钢环境产品声明（EPD）平台' : 'Low-Carbon Steel EPD Platform';
  workbook.title = zh ? 'EPD/CFP 数据收集表' : 'EPD/CFP data collection sheet';
  // Fixed, so the same template is always the same file.
  workbook.created = new Date('2026-09-01T00:00:00Z');
  workbook.modified = workbook.created;

  const intro = workbook.addWorksheet(zh ? '填写说明' : 'Instructions');
  intro.getColumn(1).width = 110;
  const introLines = zh
    ? [
        `EPD/CFP 数据收集表 ${input.version}`,
        '1. 请按统计期（连续 12 个月）填写企业实测数据，单位与下拉选项保持一致。',
        '2. “企业与产品”页填写申请企业与产品的基本信息；其余各页按 EN 15804+A2 的 A1–A3 模块填写清单数据。',
        '3. 灰色斜体行为示例，提交前请删除。',
        '4. 将本表与佐证材料（电费单、物料台账、监测报告等）一起压缩为 ZIP 文件，在 EPD 申请表中上传。',
        '如有疑问请拨打 021-96169（工作日 8:30–20:30）。',
      ]
    : [
        `EPD/CFP data collection sheet ${input.version}`,
        '1. Enter measured plant data for the reporting period (12 consecutive months), in the units and options offered.',
        '2. "Company and product" holds the applicant and the product; the other sheets hold the inventory of modules A1–A3 per EN 15804+A2.',
        '3. Grey italic rows are examples: delete them before you submit.',
        '4. Put this workbook and the evidence (power bills, material ledgers, monitoring reports) in one ZIP file and upload it on the EPD application form.',
        'Questions: call 021-96169 (weekdays 8:30–20:30).',
      ];
  introLines.forEach((line, index) => {
    const cell = intro.getCell(index + 1, 1);
    cell.value = line;
    cell.alignment = { wrapText: true, vertical: 'top' };
    if (index === 0) cell.font = { bold: true, size: 14, color: { argb: STEEL } };
  });

  const company = workbook.addWorksheet(zh ? '企业与产品' : 'Company and product');
  company.getColumn(1).width = 30;
  company.getColumn(2).width = 50;
  const fields = zh
    ? [
        '企业名称',
        '统一社会信用代码',
        '生产基地地址',
        '产品名称',
        '牌号与规格',
        '执行标准',
        '统计期开始（YYYY-MM）',
        '统计期结束（YYYY-MM）',
        '统计期产量（吨）',
        '工艺路线',
        '联系人',
        '联系电话',
        '电子邮箱',
      ]
    : [
        'Company name',
        'Unified social credit code',
        'Production site',
        'Product name',
        'Grade and dimensions',
        'Product standard',
        'Period start (YYYY-MM)',
        'Period end (YYYY-MM)',
        'Output in the period (t)',
        'Production route',
        'Contact person',
        'Telephone',
        'E-mail',
      ];
  const header = company.getRow(1);
  header.values = zh ? ['项目', '填写内容'] : ['Item', 'Value'];
  styleHeader(header);
  fields.forEach((field, index) => {
    company.getCell(index + 2, 1).value = field;
    company.getCell(index + 2, 1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: LIGHT } };
  });
  const routeRow = fields.length - 2;
  company.getCell(routeRow, 2).dataValidation = {
    type: 'list',
    allowBlank: true,
    formulae: [
      `"${(zh ? ['高炉—转炉', '电弧炉', '直接还原—电弧炉', '其他'] : ['BF-BOF', 'EAF', 'DRI-EAF', 'Other']).join(',')}"`,
    ],
  };

  for (const spec of sheets(zh)) {
    const sheet = workbook.addWorksheet(spec.name, { views: [{ state: 'frozen', ySplit: 2 }] });
    sheet.mergeCells(1, 1, 1, spec.columns.length);
    const title = sheet.getCell(1, 1);
    title.value = spec.title;
    title.font = { bold: true, size: 12, color: { argb: STEEL } };
    const headerRow = sheet.getRow(2);
    headerRow.values = spec.columns.map((column) => column.header);
    styleHeader(headerRow);
    spec.columns.forEach((column, index) => {
      sheet.getColumn(index + 1).width = column.width;
    });
    spec.examples.forEach((values, rowIndex) => {
      const row = sheet.getRow(3 + rowIndex);
      row.values = [...values];
      row.font = { italic: true, color: { argb: EXAMPLE } };
    });
    for (let rowNumber = 3; rowNumber < 3 + spec.examples.length + BLANK_ROWS; rowNumber += 1) {
      spec.columns.forEach((column, index) => {
        const cell = sheet.getCell(rowNumber, index + 1);
        if (column.list) {
          cell.dataValidation = {
            type: 'list',
            allowBlank: true,
            formulae: [`"${column.list.join(',')}"`],
          };
        } else if (column.number) {
          cell.dataValidation = {
            type: 'decimal',
            operator: 'greaterThanOrEqual',
            allowBlank: true,
            formulae: [0],
            showErrorMessage: true,
            error: zh ? '请输入不小于 0 的数字' : 'Enter a number of 0 or more',
          };
          cell.numFmt = '#,##0.###';
        }
      });
    }
  }

  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer);
}

function styleHeader(row: ExcelJS.Row): void {
  row.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  row.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: STEEL } };
    cell.alignment = { vertical: 'middle' };
  });
}
