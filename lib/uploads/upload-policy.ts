import { zipEntryNames } from './zip-entries';

/** What each kind of upload accepts (accounts.md 5, business.md 5): checked in the browser, then in the BFF
 * on the bytes received (size, name, extension, first and last bytes: a PNG renamed .pdf is refused). */
export const UPLOAD_KINDS = [
  'companyImage',
  'pdfReport',
  'verificationPdf',
  'dataZip',
  'excelSheet',
] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

type Signature = 'jpeg' | 'png' | 'pdf' | 'zip';

export type UploadPolicy = {
  extensions: readonly string[];
  /** Declared media types that stand in for the extension (business.md 5: PDF "by type or .pdf extension"). */
  types?: readonly string[];
  signatures: readonly Signature[];
  maxBytes: number;
  maxNameLength: number;
  wrongTypeKey: 'imageOnly' | 'pdfOnly' | 'zipOnly' | 'excelOnly';
  /** The `businessType`s upstream may file this kind under (p/attachment/upload, business.md 7). */
  businessTypes: readonly string[];
  /** The page whose guard (fresh data) the uploader must pass before the BFF takes the file: the form's own. */
  accessRoute: '/epd/epdApplyFor' | '/epd/verification' | '/dtpfg/dtpfgApplyFor' | '/enterprise';
  /** The check reads the whole file: an xlsx/xlsm's ZIP directory, at its end, must list the workbook's parts. */
  wholeFile?: boolean;
  /** Also takes the standard PDF (business.md 5), named exactly as in the platform's dictionary (`standardPdfNames`). */
  standardPdf?: boolean;
};

const MB = 1024 * 1024;

export const UPLOAD_POLICIES: Record<UploadKind, UploadPolicy> = {
  // Business licence and billing information (accounts.md 5).
  companyImage: {
    extensions: ['jpg', 'jpeg', 'png'],
    signatures: ['jpeg', 'png'],
    maxBytes: 5 * MB,
    maxNameLength: 90,
    wrongTypeKey: 'imageOnly',
    businessTypes: ['COMPANY_LICENSE', 'COMPANY_BILL_INFO'],
    accessRoute: '/enterprise',
  },
  // LCA report and EPD preliminary report (business.md 5).
  pdfReport: {
    extensions: ['pdf'],
    types: ['application/pdf'],
    signatures: ['pdf'],
    maxBytes: 20 * MB,
    maxNameLength: 160,
    wrongTypeKey: 'pdfOnly',
    businessTypes: ['LCA', 'EPD'],
    accessRoute: '/epd/epdApplyFor',
  },
  // EPD verification request (business.md 5): any approved user, company authenticated or not.
  verificationPdf: {
    extensions: ['pdf'],
    types: ['application/pdf'],
    signatures: ['pdf'],
    maxBytes: 20 * MB,
    maxNameLength: 90,
    wrongTypeKey: 'pdfOnly',
    businessTypes: ['EPD_VERIFY'],
    accessRoute: '/epd/verification',
  },
  // EPD data collection sheet (business.md 5), filed as LCA: business.md 7 names no other type for it.
  dataZip: {
    extensions: ['zip'],
    signatures: ['zip'],
    maxBytes: 20 * MB,
    maxNameLength: 160,
    wrongTypeKey: 'zipOnly',
    businessTypes: ['LCA'],
    accessRoute: '/epd/epdApplyFor',
  },
  // Low-carbon steel data file (business.md 5): an Excel workbook (.xls OLE2, .xlsx/.xlsm a ZIP of the
  // workbook's parts) or the standard PDF of LCES_MODEL_DOWNLOAD; filed as LCA (business.md 7).
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

export type StandardPdfNames = readonly string[];

export function mayBeStandardPdf(kind: UploadKind, name: string): boolean {
  return Boolean(UPLOAD_POLICIES[kind].standardPdf) && extensionOf(name) === 'pdf';
}

export function isStandardPdf(
  kind: UploadKind,
  name: string,
  standardPdfNames: StandardPdfNames = [],
): boolean {
  return mayBeStandardPdf(kind, name) && standardPdfNames.includes(name);
}

/** The browser's check: `head` holds the first START_BYTES, all bytes for a `wholeFile` kind. The BFF
 * checks the same rules on the stream (`checkUploadName`, `checkUploadStart`, `checkUploadEnd`). */
export function checkUpload(
  kind: UploadKind,
  file: { name: string; size: number; head: Uint8Array; type?: string },
  standardPdfNames: StandardPdfNames = [],
): UploadRefusal | null {
  if (file.size === 0) return 'empty';
  const named = checkUploadName(kind, file, standardPdfNames);
  if (named) return named;
  if (file.size >= UPLOAD_POLICIES[kind].maxBytes) return 'tooLarge';
  if (kind === 'excelSheet' && !isStandardPdf(kind, file.name, standardPdfNames))
    return isExcelWorkbook(extensionOf(file.name), file.head) ? null : 'wrongType';
  return checkUploadStart(kind, file.name, file.head, standardPdfNames);
}

export function checkUploadName(
  kind: UploadKind,
  file: { name: string; type?: string },
  standardPdfNames: StandardPdfNames = [],
): UploadRefusal | null {
  const policy = UPLOAD_POLICIES[kind];
  if ([...file.name].length > policy.maxNameLength) return 'nameTooLong';
  if (mayBeStandardPdf(kind, file.name) && standardPdfNames.length > 0)
    return isStandardPdf(kind, file.name, standardPdfNames) ? null : 'notStandardPdf';
  const declared = file.type?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!policy.extensions.includes(extensionOf(file.name)) && !policy.types?.includes(declared))
    return 'wrongType';
  return null;
}

export const START_BYTES = 16;

/** The file's first bytes: its format's signature (an .xls the OLE2 one, the standard PDF a PDF's). */
export function checkUploadStart(
  kind: UploadKind,
  name: string,
  head: Uint8Array,
  standardPdfNames: StandardPdfNames = [],
): UploadRefusal | null {
  if (isStandardPdf(kind, name, standardPdfNames)) return startsWith(head, MAGIC.pdf) ? null : 'wrongType';
  if (kind === 'excelSheet' && extensionOf(name) === 'xls')
    return startsWith(head, OLE2) ? null : 'wrongType';
  return UPLOAD_POLICIES[kind].signatures.some((signature) => startsWith(head, MAGIC[signature]))
    ? null
    : 'wrongType';
}

export const TAIL_BYTES = 1024 * 1024;

/** PDF readers look for `%%EOF` only near the file's end. */
const END_WINDOW = 1024;

const END_MARKERS: Partial<Record<Signature, readonly number[]>> = {
  pdf: [0x25, 0x25, 0x45, 0x4f, 0x46], // %%EOF
  png: [0x49, 0x45, 0x4e, 0x44], // IEND
  jpeg: [0xff, 0xd9], // end of image
};

/** A PDF, PNG or JPEG must end with its end marker and a ZIP with a readable directory, else it is cut
 * short or damaged; an xlsx/xlsm's directory must list the workbook's parts. */
export function checkUploadEnd(
  kind: UploadKind,
  file: { name: string; size: number; tail: Uint8Array },
  standardPdfNames: StandardPdfNames = [],
): UploadRefusal | null {
  if (file.size === 0) return 'empty';
  const standard = isStandardPdf(kind, file.name, standardPdfNames);
  const signatures: readonly Signature[] = standard ? ['pdf'] : UPLOAD_POLICIES[kind].signatures;
  const zipped = signatures.includes('zip') && !(kind === 'excelSheet' && extensionOf(file.name) === 'xls');
  if (zipped) {
    const names = zipEntryNames(file.tail, file.size - file.tail.byteLength);
    if (!names?.length) return 'damaged';
    return kind === 'excelSheet' && !WORKBOOK_PARTS.every((part) => names.includes(part))
      ? 'wrongType'
      : null;
  }
  if (kind === 'excelSheet' && !standard) return null;
  const window = file.tail.subarray(Math.max(0, file.tail.byteLength - END_WINDOW));
  const markers = signatures
    .map((candidate) => END_MARKERS[candidate])
    .filter((marker) => marker !== undefined);
  return markers.some((marker) => contains(window, marker)) ? null : 'damaged';
}

function extensionOf(name: string): string {
  return name.includes('.') ? (name.split('.').pop()?.toLowerCase() ?? '') : '';
}

function contains(bytes: Uint8Array, marker: readonly number[]): boolean {
  for (let at = bytes.byteLength - marker.length; at >= 0; at -= 1)
    if (marker.every((byte, index) => bytes[at + index] === byte)) return true;
  return false;
}

/** The stored name: last path segment only, no control, bidi (U+202E) or quote characters, and an
 * extension the policy takes (a PDF taken by its declared type gets `.pdf`), so it cannot spoof a program. */
export function storedFileName(
  kind: UploadKind,
  name: string,
  standardPdfNames: StandardPdfNames = [],
): string {
  const policy = UPLOAD_POLICIES[kind];
  const unsafe = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069"'`]/g;
  const base = (name.split(/[/\\]/).pop() ?? '').replace(unsafe, '').trim();
  const extension = base.includes('.') ? (base.split('.').pop()?.toLowerCase() ?? '') : '';
  // The standard PDF keeps its name: the platform knows it by that name.
  if (policy.extensions.includes(extension) || isStandardPdf(kind, base, standardPdfNames)) return base;
  return `${base || 'file'}.${policy.extensions[0]}`;
}

const WORKBOOK_PARTS = ['[Content_Types].xml', 'xl/workbook.xml'];

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

export type UploadRefusalCode =
  | 'UPLOAD_EMPTY'
  | 'UPLOAD_DAMAGED'
  | 'UPLOAD_NOT_STANDARD_PDF'
  | 'UPLOAD_TOO_LARGE'
  | 'UPLOAD_IMAGE_TOO_LARGE'
  | 'UPLOAD_NAME_TOO_LONG'
  | 'UPLOAD_NAME_TOO_LONG_90'
  | (typeof WRONG_TYPE_CODE)[UploadPolicy['wrongTypeKey']];

/** A refusal's error code (and `errors.bff` key), the same in browser and BFF; limits differ by kind. */
export function uploadRefusalCode(kind: UploadKind, refusal: UploadRefusal): UploadRefusalCode {
  switch (refusal) {
    case 'empty':
      return 'UPLOAD_EMPTY';
    case 'tooLarge':
      return UPLOAD_POLICIES[kind].wrongTypeKey === 'imageOnly'
        ? 'UPLOAD_IMAGE_TOO_LARGE'
        : 'UPLOAD_TOO_LARGE';
    case 'nameTooLong':
      return UPLOAD_POLICIES[kind].maxNameLength === 90 ? 'UPLOAD_NAME_TOO_LONG_90' : 'UPLOAD_NAME_TOO_LONG';
    case 'wrongType':
      return WRONG_TYPE_CODE[UPLOAD_POLICIES[kind].wrongTypeKey];
    case 'notStandardPdf':
      return 'UPLOAD_NOT_STANDARD_PDF';
    case 'damaged':
      return 'UPLOAD_DAMAGED';
  }
}
