import ExcelJS from 'exceljs';

// Excel templates the platform offers for download (the low-carbon-emission steel data
// collection sheet and its evidence checklist), drawn with exceljs at seed time. Plain data in,
// so a job can be posted to the render worker (render/pdf/render-pdfs.ts) like a PDF.

export type WorkbookColumn = { header: string; width: number };

export type WorkbookSheet = {
  name: string;
  /** One line over the table, e.g. how to fill the sheet in. */
  note?: string;
  columns: readonly WorkbookColumn[];
  rows: readonly (readonly string[])[];
  /** Empty rows left for the user to fill in under the given ones. */
  blankRows?: number;
  /** A drop-down list on one column of the blank and given rows (by 0-based column index). */
  choices?: { column: number; values: readonly string[] };
};

export type WorkbookInput = {
  title: string;
  subject: string;
  sheets: readonly WorkbookSheet[];
};

const HEADER_FILL = 'FF1F5FA8';

export async function renderWorkbook(input: WorkbookInput): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Low-Carbon Steel EPD Platform (reference upstream, demo data)';
  workbook.title = input.title;
  workbook.subject = input.subject;
  // Fixed, so the same input always describes the same workbook.
  workbook.created = new Date('2026-09-01T00:00:00Z');
  workbook.modified = workbook.created;

  for (const sheet of input.sheets) {
    const worksheet = workbook.addWorksheet(sheet.name);
    let headerRow = 1;
    if (sheet.note) {
      worksheet.addRow([sheet.note]);
      worksheet.mergeCells(1, 1, 1, sheet.columns.length);
      worksheet.getRow(1).getCell(1).alignment = { wrapText: true, vertical: 'top' };
      worksheet.getRow(1).height = 48;
      headerRow = 2;
    }
    worksheet.addRow(sheet.columns.map((column) => column.header));
    sheet.columns.forEach((column, index) => {
      worksheet.getColumn(index + 1).width = column.width;
    });
    const header = worksheet.getRow(headerRow);
    header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
    header.eachCell((cell) => {
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER_FILL } };
      cell.alignment = { vertical: 'middle', wrapText: true };
    });
    worksheet.views = [{ state: 'frozen', ySplit: headerRow }];

    for (const row of sheet.rows) worksheet.addRow([...row]);
    const blankRows = sheet.blankRows ?? 0;
    for (let index = 0; index < blankRows; index += 1) worksheet.addRow([]);

    if (sheet.choices) {
      // The values sit in a hidden sheet: an inline list is limited to 255 characters.
      const list = addChoiceList(workbook, sheet.choices.values);
      const last = headerRow + sheet.rows.length + blankRows;
      for (let row = headerRow + 1; row <= last; row += 1) {
        worksheet.getRow(row).getCell(sheet.choices.column + 1).dataValidation = {
          type: 'list',
          allowBlank: true,
          formulae: [list],
        };
      }
    }
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer);
}

/** Writes `values` down a column of the hidden sheet `Lists`; answers the range a list validation takes. */
function addChoiceList(workbook: ExcelJS.Workbook, values: readonly string[]): string {
  const lists = workbook.getWorksheet('Lists') ?? workbook.addWorksheet('Lists', { state: 'veryHidden' });
  const column = lists.columnCount + 1;
  values.forEach((value, index) => {
    lists.getRow(index + 1).getCell(column).value = value;
  });
  const letter = lists.getColumn(column).letter;
  return `Lists!$${letter}$1:$${letter}$${values.length}`;
}
