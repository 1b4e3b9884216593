import { crc32, deflateSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Envelope, TestUpstream } from './upstream-harness.ts';

// Files as a browser would upload them, built from their real formats, and the upload call.

export type Uploaded = {
  id: number;
  fileName: string;
  size: number;
  businessType: string;
  uploadDate: string;
};

/** POST /p/attachment/upload with one file, as the portal's upload widgets send it. */
export async function uploadFile(
  upstream: TestUpstream,
  token: string | undefined,
  bytes: Uint8Array,
  fileName: string,
  businessType: string,
  language: 'zh-CN' | 'en' = 'zh-CN',
): Promise<Envelope<Uploaded>> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  form.append('businessType', businessType);
  form.append('reportType', '0');
  const response = await fetch(`${upstream.url}/p/attachment/upload`, {
    method: 'POST',
    headers: { 'Accept-Language': language, ...(token ? { Authorization: token } : {}) },
    body: form,
  });
  return (await response.json()) as Envelope<Uploaded>;
}

export async function tinyPdf(text = 'EPD for verification'): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([300, 200]);
  page.drawText(text, { x: 30, y: 120, size: 12, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return pdf.save();
}

/** A real 4×4 RGB PNG (signature, IHDR, IDAT, IEND with their CRCs). */
export function tinyPng(): Uint8Array {
  const chunk = (type: string, data: Buffer): Buffer => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(4, 0);
  header.writeUInt32BE(4, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(
    Array.from({ length: 4 }, () => Buffer.from([0, ...Array<number>(12).fill(200)])),
  );
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(rows)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

/** A real .xlsx workbook written by exceljs. */
export async function excelWorkbook(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('工序能耗与排放');
  sheet.addRow(['工序', '能源 / 物料', '单位', '年消耗量']);
  sheet.addRow(['高炉炼铁', '焦炭', 't', 412_000]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** The start of an Excel 97–2003 file: the OLE2 compound file header, then a sector of zeros. */
export function ole2File(): Uint8Array {
  const bytes = new Uint8Array(1024);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  return bytes;
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
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
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
