import ExcelJS from 'exceljs';
import { pdfOf, pngOf } from '../../support/real-files.ts';
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

export function tinyPdf(text = 'EPD for verification'): Promise<Uint8Array> {
  return pdfOf(text, [300, 200]);
}

/** A real 4×4 RGB PNG. */
export function tinyPng(): Uint8Array {
  return pngOf(4, 4, [200, 200, 200]);
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

export { zipOf } from '../../support/real-files.ts';
