import { closeSync, openSync, readSync } from 'node:fs';
import { extname } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { queryAll, queryOne } from '../db/sql.ts';
import type { AttachmentRecord, AttachmentStore } from '../files/attachment-store.ts';
import type { LcaInputFormat } from '../files/upload-rules.ts';
import type { Language } from '../http/language.ts';
import { isLcaInput, lcaInputFormat } from '../files/upload-rules.ts';
import { documentFileName } from './application-documents.ts';
import type { ApplicationOwner } from './application-records.ts';
import { canSee, viewerOf } from './application-records.ts';
import { MAX_APPLICATION_FILE_NAME_LENGTH } from './application-states.ts';
import type { ApplicationRefusalKey } from './application-texts.ts';

// The files of an application (business.md 5 and 7). Upload business types: LCA (LCA input: the
// LCA report, and the data files the spec files as LCA too), EPD (the EPD report: preliminary or
// formal) and DATA (the data collection sheet, accepted as before the spec's reading). The spec
// says the type may go "by business version": the platform reads a `_V{n}` suffix (LCA_V2, EPD_V2,
// DATA_V2) as a version of the same kind, checked like its base type.

export type ApplicationFileKind = 'LCA' | 'EPD' | 'DATA';

/**
 * The platform's own files of an application: private to the applicant's company (never served by
 * GET /n/attachment/online/{id}); GET /p/attachment/download/{id} and /n/carbon/downloadAttachment serve them.
 */
export const PRIVATE_APPLICATION_FILE_TYPES: ReadonlySet<string> = new Set([
  'QUOTE',
  'CONTRACT',
  'CERT_PDF',
  'MARK_IMG',
]);

const VERSION_SUFFIX = /_V\d{1,3}$/;

/** The kind of an application upload by its (upper-case) business type, or null for other uploads. */
export function applicationFileKind(businessType: string): ApplicationFileKind | null {
  const base = businessType.replace(VERSION_SUFFIX, '');
  return base === 'LCA' || base === 'EPD' || base === 'DATA' ? base : null;
}

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK\x03\x04: .zip, and .xlsx/.xlsm (ZIP containers)
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // legacy .xls

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);
}

const LCA_FORMAT_REFUSALS: Record<LcaInputFormat, ApplicationRefusalKey> = {
  pdf: 'pdfOnly',
  zip: 'zipOnly',
  excel: 'excelOnly',
};

/**
 * The platform's checks of an application upload, from the bytes: an LCA upload is what its name
 * says (a PDF, a ZIP archive or an Excel workbook: files/upload-rules.ts); an EPD report a PDF;
 * a DATA file a ZIP archive or an Excel workbook. Which of them an application takes is checked
 * when the file is attached to it (applicationFileProblem, and the low-carbon steel application's
 * own check). File names up to 160 characters (business.md 5).
 */
export function checkApplicationUpload(
  kind: ApplicationFileKind,
  fileName: string,
  bytes: Uint8Array,
): ApplicationRefusalKey | null {
  if ([...fileName].length > MAX_APPLICATION_FILE_NAME_LENGTH) return 'fileNameTooLong';
  if (kind === 'LCA')
    return isLcaInput(fileName, bytes) ? null : LCA_FORMAT_REFUSALS[lcaInputFormat(fileName)];
  if (kind === 'DATA') return startsWith(bytes, ZIP) || startsWith(bytes, OLE2) ? null : 'dataSheetType';
  return startsWith(bytes, PDF) ? null : 'pdfOnly';
}

function headOf(attachments: AttachmentStore, record: AttachmentRecord): Uint8Array {
  const head = new Uint8Array(8);
  let descriptor: number | undefined;
  try {
    descriptor = openSync(attachments.absolutePath(record), 'r');
    const read = readSync(descriptor, head, 0, head.length, 0);
    return head.subarray(0, read);
  } catch {
    return new Uint8Array(0);
  } finally {
    if (descriptor !== undefined) closeSync(descriptor);
  }
}

// The business types each file of an EPD or CFP product may have been uploaded as: the data
// collection sheet is LCA input (the spec's type) or DATA.
const UPLOADED_AS: Record<ApplicationFileKind, readonly ApplicationFileKind[]> = {
  LCA: ['LCA'],
  DATA: ['LCA', 'DATA'],
  EPD: ['EPD'],
};

/**
 * Why an attachment id cannot go into an application as its `kind` of file, or null when it can:
 * it must be the caller's own upload of a business type that file takes; the LCA report a PDF, and
 * the data collection sheet a ZIP archive named .zip (business.md 5: "data collection sheet must be .zip").
 */
export function applicationFileProblem(
  attachments: AttachmentStore,
  attachmentId: number,
  userId: number,
  kind: ApplicationFileKind,
): string | null {
  const record = attachments.find(attachmentId);
  if (!record || record.uploadedBy !== userId) return 'not a file you uploaded';
  const uploadedAs = applicationFileKind(record.businessType);
  const allowed = UPLOADED_AS[kind];
  if (uploadedAs === null || !allowed.includes(uploadedAs))
    return `not a file uploaded as ${allowed.join(' or ')}`;
  if (kind === 'DATA') {
    const zip =
      extname(record.fileName).toLowerCase() === '.zip' && startsWith(headOf(attachments, record), ZIP);
    return zip ? null : 'the data collection sheet must be a ZIP archive';
  }
  if (kind === 'LCA') {
    const pdf = lcaInputFormat(record.fileName) === 'pdf' && startsWith(headOf(attachments, record), PDF);
    return pdf ? null : 'the LCA report must be a PDF';
  }
  return null;
}

/**
 * Whether the user may download a file of an application (a quote, a contract, a report, a
 * certificate, a carbon mark, a colleague's upload) or of a low-carbon steel evaluation (its
 * certificate and mark): when they may see an application or evaluation it belongs to.
 */
export function mayDownloadApplicationFile(db: DatabaseSync, attachmentId: number, userId: number): boolean {
  const applications = queryAll<ApplicationOwner>(
    db,
    `SELECT user_id AS userId, company_code AS companyCode FROM applications WHERE id IN (
       SELECT application_id FROM application_products
        WHERE ?1 IN (lca_attachment_id, data_attachment_id, epd_test_attachment_id, epd_cn_attachment_id,
                     epd_en_attachment_id, certificate_attachment_id, mark_attachment_id)
       UNION SELECT application_id FROM application_quotes WHERE attachment_id = ?1
       UNION SELECT application_id FROM application_contracts WHERE attachment_id = ?1)
     UNION ALL
     SELECT user_id AS userId, company_code AS companyCode FROM lces_applications
      WHERE ?1 IN (certificate_attachment_id, mark_attachment_id)`,
    attachmentId,
  );
  if (applications.length === 0) return false;
  const viewer = viewerOf(db, userId);
  return applications.some((application) => canSee(viewer, application));
}

/**
 * The name a file is answered and saved under in `language`: a quote or contract is named in the
 * reader's language (application-documents.ts); every other file keeps the name it was filed with.
 */
export function fileNameIn(db: DatabaseSync, record: AttachmentRecord, language: Language): string {
  if (record.businessType !== 'QUOTE' && record.businessType !== 'CONTRACT') return record.fileName;
  const numbered = queryOne<{ number: string }>(
    db,
    record.businessType === 'QUOTE'
      ? 'SELECT quote_number AS number FROM application_quotes WHERE attachment_id = ?'
      : 'SELECT contract_number AS number FROM application_contracts WHERE attachment_id = ?',
    record.id,
  );
  return numbered ? documentFileName(record.businessType, numbered.number, language) : record.fileName;
}
