import { zipEntryNames } from './zip-entries';

/**
 * What each kind of upload accepts (accounts.md 5, business.md 5), checked in the BFF before
 * anything is sent upstream: the size of the bytes actually received, the extension, and the
 * file's first bytes, so a PNG renamed to .pdf is refused. The browser checks the same policy first.
 */
export const UPLOAD_KINDS = ['companyImage', 'pdfReport', 'verificationPdf', 'dataZip', 'excelSheet'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

type Signature = 'jpeg' | 'png' | 'pdf' | 'zip';

export type UploadPolicy = {
  extensions: readonly string[];
  /**
   * Declared media types that stand in for the extension (business.md 5: a PDF "by type or .pdf
   * extension"): a file named without `.pdf` but typed `application/pdf` is taken. Its bytes are
   * checked all the same.
   */
  types?: readonly string[];
  /** The first bytes the file must start with (one of). */
  signatures: readonly Signature[];
  maxBytes: number;
  maxNameLength: number;
  /** Message key (namespace `uploads`) for a wrong type. */
  wrongTypeKey: 'imageOnly' | 'pdfOnly' | 'zipOnly' | 'excelOnly';
  /** The `businessType`s upstream may file this kind under (p/attachment/upload, business.md 7). */
  businessTypes: readonly string[];
  /**
   * The page whose guard an upload of this kind must pass, with fresh data, before the BFF takes
   * the file: the application files need an approved user of an authenticated company, as the
   * form that sends them; the verification PDF the /epd/verification guard (audit not blocked);
   * the company's images the /enterprise guard (a company not yet authenticated, audit not blocked).
   */
  accessRoute: '/epd/epdApplyFor' | '/epd/verification' | '/dtpfg/dtpfgApplyFor' | '/enterprise';
  /**
   * The first bytes are not enough: the check reads the whole file (an xlsx or xlsm must be a ZIP
   * whose central directory, at its end, lists the workbook's parts). The browser reads it all too.
   */
  wholeFile?: boolean;
  /**
   * Besides its extensions, the one standard PDF the platform names (business.md 5: "one special
   * standard PDF file name is allowed"): a PDF whose file name is exactly one of the names the
   * checks are given (`standardPdfNames`, read from the platform's dictionary), checked by its bytes
   * as a PDF. Any other PDF is refused as not that standard.
   */
  standardPdf?: boolean;
};

const MB = 1024 * 1024;

export const UPLOAD_POLICIES: Record<UploadKind, UploadPolicy> = {
  // Business licence and billing information (accounts.md 5): jpeg or png, under 5 MB, name ≤ 90.
  companyImage: { extensions: ['jpg', 'jpeg', 'png'], signatures: ['jpeg', 'png'], maxBytes: 5 * MB, maxNameLength: 90, wrongTypeKey: 'imageOnly', businessTypes: ['COMPANY_LICENSE', 'COMPANY_BILL_INFO'], accessRoute: '/enterprise' },
  // LCA report and EPD preliminary report (business.md 5): PDF, name ≤ 160.
  pdfReport: { extensions: ['pdf'], types: ['application/pdf'], signatures: ['pdf'], maxBytes: 20 * MB, maxNameLength: 160, wrongTypeKey: 'pdfOnly', businessTypes: ['LCA', 'EPD'], accessRoute: '/epd/epdApplyFor' },
  // EPD verification request (business.md 5): application/pdf only (by its type or extension, and
  // its bytes), name ≤ 90; any approved
  // user may ask for a verification, company authenticated or not, as the form's page.
  verificationPdf: { extensions: ['pdf'], types: ['application/pdf'], signatures: ['pdf'], maxBytes: 20 * MB, maxNameLength: 90, wrongTypeKey: 'pdfOnly', businessTypes: ['EPD_VERIFY'], accessRoute: '/epd/verification' },
  // Data collection sheet of an EPD application (business.md 5): ZIP only, filed as LCA input (the
  // spec's upload types, business.md 7, name no other for it).
  dataZip: { extensions: ['zip'], signatures: ['zip'], maxBytes: 20 * MB, maxNameLength: 160, wrongTypeKey: 'zipOnly', businessTypes: ['LCA'], accessRoute: '/epd/epdApplyFor' },
  // Low-carbon steel data collection file (business.md 5): an Excel workbook, or the one standard
  // PDF (the PDF item of LCES_MODEL_DOWNLOAD, lib/low-carbon-steel), name ≤ 160, filed as LCA input
  // (the spec's upload types, business.md 7, name no other for it). By its bytes: .xls an OLE2
  // compound document; .xlsx/.xlsm a ZIP holding [Content_Types].xml and xl/workbook.xml, so a
  // renamed PNG, PDF or plain ZIP is refused; the standard PDF a PDF.
  excelSheet: {
    extensions: ['xls', 'xlsx', 'xlsm'],
    signatures: ['zip'],
    maxBytes: 20 * MB,
    maxNameLength: 160,
    wrongTypeKey: 'excelOnly',
    businessTypes: ['LCA'],
    accessRoute: '/dtpfg/dtpfgApplyFor',
    wholeFile: true,
    standardPdf: true,
  },
};

const MAGIC: Record<Signature, readonly number[]> = {
  jpeg: [0xff, 0xd8, 0xff],
  png: [0x89, 0x50, 0x4e, 0x47],
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  zip: [0x50, 0x4b, 0x03, 0x04], // PK\x03\x04
};

/** Legacy .xls files are OLE2 compound documents. */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

export type UploadRefusal = 'empty' | 'tooLarge' | 'nameTooLong' | 'wrongType' | 'notStandardPdf' | 'damaged';

/**
 * The standard PDF names a `standardPdf` kind takes (`UploadPolicy.standardPdf`); each check gets
 * them, in the browser from the page and in the BFF from the platform. Other kinds ignore them.
 */
export type StandardPdfNames = readonly string[];

/** Whether a file of `kind` named so may be the standard PDF, so its names must be known to check it. */
export function mayBeStandardPdf(kind: UploadKind, name: string): boolean {
  return Boolean(UPLOAD_POLICIES[kind].standardPdf) && extensionOf(name) === 'pdf';
}

/** The file is the kind's standard PDF: a PDF named exactly as one of the platform's names. */
export function isStandardPdf(kind: UploadKind, name: string, standardPdfNames: StandardPdfNames = []): boolean {
  return mayBeStandardPdf(kind, name) && standardPdfNames.includes(name);
}

/**
 * Checks a file against its policy. `head` holds the file's bytes: at least the first 16, all of
 * them for a `wholeFile` policy; `type` is the media type the browser declared for it, if any. The
 * browser checks this before sending; the BFF checks the same rules as the bytes stream through
 * (`checkUploadName`, `checkUploadStart`, the size as it counts, `checkUploadEnd`).
 */
export function checkUpload(
  kind: UploadKind,
  file: { name: string; size: number; head: Uint8Array; type?: string },
  standardPdfNames: StandardPdfNames = [],
): UploadRefusal | null {
  if (file.size === 0) return 'empty';
  const named = checkUploadName(kind, file, standardPdfNames);
  if (named) return named;
  if (file.size >= UPLOAD_POLICIES[kind].maxBytes) return 'tooLarge';
  if (kind === 'excelSheet' && !isStandardPdf(kind, file.name, standardPdfNames)) return isExcelWorkbook(extensionOf(file.name), file.head) ? null : 'wrongType';
  return checkUploadStart(kind, file.name, file.head, standardPdfNames);
}

/** The name's length, and its extension or declared type: known before any byte is read. */
export function checkUploadName(kind: UploadKind, file: { name: string; type?: string }, standardPdfNames: StandardPdfNames = []): UploadRefusal | null {
  const policy = UPLOAD_POLICIES[kind];
  if ([...file.name].length > policy.maxNameLength) return 'nameTooLong';
  if (mayBeStandardPdf(kind, file.name) && standardPdfNames.length > 0) return isStandardPdf(kind, file.name, standardPdfNames) ? null : 'notStandardPdf';
  const declared = file.type?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!policy.extensions.includes(extensionOf(file.name)) && !policy.types?.includes(declared)) return 'wrongType';
  return null;
}

/** How many first bytes `checkUploadStart` reads. */
export const START_BYTES = 16;

/** The file's first bytes: its format's signature (an .xls the OLE2 one, the standard PDF a PDF's). */
export function checkUploadStart(kind: UploadKind, name: string, head: Uint8Array, standardPdfNames: StandardPdfNames = []): UploadRefusal | null {
  if (isStandardPdf(kind, name, standardPdfNames)) return startsWith(head, MAGIC.pdf) ? null : 'wrongType';
  if (kind === 'excelSheet' && extensionOf(name) === 'xls') return startsWith(head, OLE2) ? null : 'wrongType';
  return UPLOAD_POLICIES[kind].signatures.some((signature) => startsWith(head, MAGIC[signature])) ? null : 'wrongType';
}

/** How many last bytes the BFF keeps of a streamed file for `checkUploadEnd`. */
export const TAIL_BYTES = 1024 * 1024;

/** Where a format's end marker may stand: PDF readers look for `%%EOF` in the last 1 KiB. */
const END_WINDOW = 1024;

const END_MARKERS: Partial<Record<Signature, readonly number[]>> = {
  pdf: [0x25, 0x25, 0x45, 0x4f, 0x46], // %%EOF
  png: [0x49, 0x45, 0x4e, 0x44], // IEND
  jpeg: [0xff, 0xd9], // end of image
};

/**
 * The file's end, once all of it has come (`tail`: its last bytes, up to TAIL_BYTES; `size`: all
 * it had): a PDF (the standard PDF too), PNG or JPEG ends with its format's end marker and a ZIP with a central directory
 * that can be read, else the file is cut short or damaged; an xlsx or xlsm's directory lists the
 * workbook's parts, else it is some other ZIP.
 */
export function checkUploadEnd(kind: UploadKind, file: { name: string; size: number; tail: Uint8Array }, standardPdfNames: StandardPdfNames = []): UploadRefusal | null {
  if (file.size === 0) return 'empty';
  const standard = isStandardPdf(kind, file.name, standardPdfNames);
  const signatures: readonly Signature[] = standard ? ['pdf'] : UPLOAD_POLICIES[kind].signatures;
  const zipped = signatures.includes('zip') && !(kind === 'excelSheet' && extensionOf(file.name) === 'xls');
  if (zipped) {
    const names = zipEntryNames(file.tail, file.size - file.tail.byteLength);
    if (!names?.length) return 'damaged';
    return kind === 'excelSheet' && !WORKBOOK_PARTS.every((part) => names.includes(part)) ? 'wrongType' : null;
  }
  if (kind === 'excelSheet' && !standard) return null;
  const window = file.tail.subarray(Math.max(0, file.tail.byteLength - END_WINDOW));
  const markers = signatures.map((candidate) => END_MARKERS[candidate]).filter((marker) => marker !== undefined);
  return markers.some((marker) => contains(window, marker)) ? null : 'damaged';
}

function extensionOf(name: string): string {
  return name.includes('.') ? (name.split('.').pop()?.toLowerCase() ?? '') : '';
}

function contains(bytes: Uint8Array, marker: readonly number[]): boolean {
  for (let at = bytes.byteLength - marker.length; at >= 0; at -= 1) if (marker.every((byte, index) => bytes[at + index] === byte)) return true;
  return false;
}

/**
 * The name a checked file is passed on and shown under: its last path segment (browsers send only
 * that; a crafted request may send `../../x.pdf` or `..\\x.pdf`), without control characters,
 * bidirectional controls (U+202E makes `photo\u202Egnp.exe` read as `photoexe.png` wherever the name
 * is shown) or quotes, and ending in an extension the policy takes. A PDF taken by its declared type
 * (`report`, `x.pdf.exe`) gets `.pdf`, so whoever downloads it later opens a PDF, not a program of
 * the same name.
 */
export function storedFileName(kind: UploadKind, name: string, standardPdfNames: StandardPdfNames = []): string {
  const policy = UPLOAD_POLICIES[kind];
  const unsafe = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069"'`]/g;
  const base = (name.split(/[/\\]/).pop() ?? '').replace(unsafe, '').trim();
  const extension = base.includes('.') ? (base.split('.').pop()?.toLowerCase() ?? '') : '';
  // The standard PDF keeps its name: the platform knows it by that name.
  if (policy.extensions.includes(extension) || isStandardPdf(kind, base, standardPdfNames)) return base;
  return `${base || 'file'}.${policy.extensions[0]}`;
}

/** The parts every SpreadsheetML package (xlsx, xlsm) holds. */
const WORKBOOK_PARTS = ['[Content_Types].xml', 'xl/workbook.xml'];

/** xls: an OLE2 compound document; xlsx and xlsm: a ZIP listing the workbook's parts. The extension decides which. */
function isExcelWorkbook(extension: string, bytes: Uint8Array): boolean {
  if (extension === 'xls') return startsWith(bytes, OLE2);
  return startsWith(bytes, MAGIC.zip) && isWorkbookPackage(bytes, 0);
}

function isWorkbookPackage(bytes: Uint8Array, offset: number): boolean {
  const names = zipEntryNames(bytes, offset);
  return names !== null && WORKBOOK_PARTS.every((part) => names.includes(part));
}

/** Own keys only: `in` would also say yes to `__proto__`, `constructor`, `toString`… */
export function isUploadKind(value: string): value is UploadKind {
  return (UPLOAD_KINDS as readonly string[]).includes(value);
}

const WRONG_TYPE_CODE = {
  imageOnly: 'UPLOAD_IMAGEONLY',
  pdfOnly: 'UPLOAD_PDFONLY',
  zipOnly: 'UPLOAD_ZIPONLY',
  excelOnly: 'UPLOAD_EXCELONLY',
} as const satisfies Record<UploadPolicy['wrongTypeKey'], string>;

export type UploadRefusalCode = 'UPLOAD_EMPTY' | 'UPLOAD_DAMAGED' | 'UPLOAD_NOT_STANDARD_PDF' | 'UPLOAD_TOO_LARGE' | 'UPLOAD_IMAGE_TOO_LARGE' | 'UPLOAD_NAME_TOO_LONG' | 'UPLOAD_NAME_TOO_LONG_90' | (typeof WRONG_TYPE_CODE)[UploadPolicy['wrongTypeKey']];

/** The error code (and message key under `errors.bff`) of a refusal, the same in browser and BFF. */
export function uploadRefusalCode(kind: UploadKind, refusal: UploadRefusal): UploadRefusalCode {
  switch (refusal) {
    case 'empty':
      return 'UPLOAD_EMPTY';
    case 'tooLarge':
      // Images are limited to 5 MB, documents to 20 MB: each message names its own limit.
      return UPLOAD_POLICIES[kind].wrongTypeKey === 'imageOnly' ? 'UPLOAD_IMAGE_TOO_LARGE' : 'UPLOAD_TOO_LARGE';
    case 'nameTooLong':
      // Each message names its limit: 90 characters (images, the verification PDF) or 160.
      return UPLOAD_POLICIES[kind].maxNameLength === 90 ? 'UPLOAD_NAME_TOO_LONG_90' : 'UPLOAD_NAME_TOO_LONG';
    case 'wrongType':
      return WRONG_TYPE_CODE[UPLOAD_POLICIES[kind].wrongTypeKey];
    case 'notStandardPdf':
      return 'UPLOAD_NOT_STANDARD_PDF';
    case 'damaged':
      return 'UPLOAD_DAMAGED';
  }
}
