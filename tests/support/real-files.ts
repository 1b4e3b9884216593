import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';

// Real files in their real formats, made at run time rather than committed: the one maker for
// the unit tests (tests/unit/upstream/upload-helpers.ts) and the browser tests (tests/e2e/support/files.ts).

/** A one-page PDF with a line of text (pdf-lib). */
export async function pdfOf(text: string, size: [number, number] = [595, 842]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage(size);
  page.drawText(text, {
    x: 30,
    y: size[1] - 60,
    size: 12,
    font: await pdf.embedFont(StandardFonts.Helvetica),
  });
  return pdf.save();
}

/** An RGB PNG of one colour (signature, IHDR, IDAT, IEND with their CRCs). */
export function pngOf(
  width: number,
  height: number,
  rgb: [number, number, number] = [40, 90, 133],
): Uint8Array {
  const chunk = (type: string, data: Buffer): Buffer => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.from([0, ...Array.from({ length: width }, () => rgb).flat()]);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

/** A ZIP of stored (uncompressed) entries, written by hand: local headers, central directory, end record. */
export function zipOf(entries: Record<string, string>): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const checksum = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

/**
 * A real Excel workbook (xlsx: a ZIP of SpreadsheetML parts) drawn with exceljs: a sheet of
 * process energy rows, as a low-carbon steel data collection file holds.
 */
export async function xlsxOf(
  title: string,
  rows: (string | number)[][] = [
    ['工序 Process', '电力 kWh/t', '天然气 m³/t'],
    ['SINTERING', 42.5, 1.2],
    ['BLAST_FURNACE', 88, 0],
  ],
): Promise<Uint8Array> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.title = title;
  const sheet = workbook.addWorksheet('Data');
  sheet.addRow([title]);
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** The first sector of a legacy .xls (an OLE2 compound document): its header, then zeros. */
export function xlsHeaderOf(): Uint8Array {
  const bytes = new Uint8Array(512);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  return bytes;
}
