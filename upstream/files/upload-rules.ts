import { extname } from 'node:path';

// The business types whose file rules the platform checks itself, by content (business.md 5):
// the EPD file of a verification request must be a PDF with a name of at most 90 characters;
// the data file of a low-carbon-emission steel product an Excel workbook (xls, xlsx or xlsm)
// with a name of at most 160. An LCA upload is LCA input of any of the spec's kinds: the LCA
// report (PDF), an EPD application's data collection sheet (ZIP) or a low-carbon steel data file
// (an Excel workbook, or the evaluation standard's PDF); its name says which, its bytes must
// agree (lcaInputFormat), and the application it goes into decides which kind it takes. Other
// business types keep only the platform's own size checks.

export type UploadRefusal = { zh: string; en: string };

/** business.md 3 "EPD verification submission": the uploaded EPD file. */
export const VERIFY_BUSINESS_TYPE = 'EPD_VERIFY';
/** The data file of one product of a low-carbon-emission steel application (assumed name). */
export const LCES_DATA_BUSINESS_TYPE = 'LCES_DATA';
/** business.md 5: LCA input, the business type the spec names for data files too. */
export const LCA_BUSINESS_TYPE = 'LCA';

const refusals = {
  pdfOnly: { zh: '只能上传 PDF 文件', en: 'Only PDF files can be uploaded' },
  name90: { zh: '文件名不能超过 90 个字符', en: 'The file name must not be longer than 90 characters' },
  excelOnly: {
    zh: '请上传 Excel 文件（xls、xlsx 或 xlsm）',
    en: 'Please upload an Excel file (xls, xlsx or xlsm)',
  },
  name160: { zh: '文件名不能超过 160 个字符', en: 'The file name must not be longer than 160 characters' },
} as const satisfies Record<string, UploadRefusal>;

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
// The compound file (OLE2) header of Excel 97–2003 workbooks.
const OLE2_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
// The parts every SpreadsheetML package (xlsx, xlsm) holds.
const WORKBOOK_PARTS = ['[Content_Types].xml', 'xl/workbook.xml'];

/** The refusal for a file that breaks its business type's rules, or null when it may be stored. */
export function checkUploadRules(
  businessType: string,
  fileName: string,
  bytes: Uint8Array,
): UploadRefusal | null {
  if (businessType === VERIFY_BUSINESS_TYPE) {
    if (fileName.length > 90) return refusals.name90;
    return startsWith(bytes, PDF_SIGNATURE) ? null : refusals.pdfOnly;
  }
  if (businessType === LCES_DATA_BUSINESS_TYPE) {
    if (fileName.length > 160) return refusals.name160;
    return isExcelWorkbook(fileName, bytes) ? null : refusals.excelOnly;
  }
  return null;
}

/** xls: an OLE2 compound file; xlsx and xlsm: a ZIP holding the SpreadsheetML parts. The extension decides which. */
export function isExcelWorkbook(fileName: string, bytes: Uint8Array): boolean {
  const extension = extname(fileName).toLowerCase();
  if (extension === '.xls') return startsWith(bytes, OLE2_SIGNATURE);
  if (extension === '.xlsx' || extension === '.xlsm') {
    if (!startsWith(bytes, ZIP_LOCAL_HEADER)) return false;
    const names = zipEntryNames(bytes);
    return names !== null && WORKBOOK_PARTS.every((part) => names.includes(part));
  }
  return false;
}

/** What an LCA upload is by its name: .zip a ZIP archive, .xls/.xlsx/.xlsm a workbook, anything else a PDF. */
export type LcaInputFormat = 'pdf' | 'zip' | 'excel';

export function lcaInputFormat(fileName: string): LcaInputFormat {
  const extension = extname(fileName).toLowerCase();
  if (extension === '.zip') return 'zip';
  if (extension === '.xls' || extension === '.xlsx' || extension === '.xlsm') return 'excel';
  return 'pdf';
}

/** Whether an LCA upload's bytes are what its name says (lcaInputFormat). */
export function isLcaInput(fileName: string, bytes: Uint8Array): boolean {
  const format = lcaInputFormat(fileName);
  if (format === 'zip') return startsWith(bytes, ZIP_LOCAL_HEADER);
  if (format === 'excel') return isExcelWorkbook(fileName, bytes);
  return startsWith(bytes, PDF_SIGNATURE);
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

/**
 * The names in a ZIP file's central directory, or null when it cannot be read. Read from the
 * end-of-central-directory record, as unzip tools do; ZIP64 archives (over 65,535 entries or
 * 4 GB) are not workbooks anyone uploads here and read as null.
 */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const END_SIZE = 22;
  let end = -1;
  for (let at = bytes.length - END_SIZE; at >= Math.max(0, bytes.length - END_SIZE - 0xffff); at -= 1) {
    if (view.getUint32(at, true) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (count === 0xffff || directoryOffset === 0xffffffff) return null;

  const decoder = new TextDecoder();
  const names: string[] = [];
  let at = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || view.getUint32(at, true) !== 0x02014b50) return null;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > end) return null;
    names.push(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
