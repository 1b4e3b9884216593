import { pdfOf, pngOf, xlsxOf, zipOf } from '../../support/real-files';

/** Real files for the upload tests, as Playwright's `setInputFiles` takes them. */

/** A one-page A4 PDF with a title. */
export async function pdfFile(title: string): Promise<Buffer> {
  return Buffer.from(await pdfOf(title));
}

/** A ZIP archive with one stored entry. */
export function zipFile(entryName: string, content: string): Buffer {
  return Buffer.from(zipOf({ [entryName]: content }));
}

/** A steel-blue PNG image. */
export function pngImage(width = 64, height = 40): Buffer {
  return Buffer.from(pngOf(width, height));
}

/** A real Excel workbook (xlsx) drawn with exceljs. */
export async function xlsxFile(title: string): Promise<Buffer> {
  return Buffer.from(await xlsxOf(title));
}
