import { extname } from 'node:path';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as z from 'zod';
import { REFUSAL_CODE } from '../accounts/refusals.ts';
import { findToken } from '../accounts/tokens.ts';
import {
  applicationFileKind,
  checkApplicationUpload,
  fileNameIn,
  mayDownloadApplicationFile,
} from '../applications/application-files.ts';
import { applicationRefusals } from '../applications/application-texts.ts';
import type { UpstreamApp, UpstreamDeps, UpstreamEnv } from '../context.ts';
import type { AttachmentRecord } from '../files/attachment-store.ts';
import { sendAttachment } from '../files/send-attachment.ts';
import { TEMPLATE_BUSINESS_TYPE } from '../files/template-store.ts';
import { checkUploadRules } from '../files/upload-rules.ts';
import { requireUser } from '../http/auth.ts';
import { formatChinaDateTime } from '../http/china-date-time.ts';
import { fail, ok } from '../http/envelope.ts';
import { badRequest, notFound, unauthorized } from '../http/errors.ts';
import { requestLanguage } from '../http/language.ts';

// Files users upload (business.md 5 and 7: POST p/attachment/upload, multipart) and
// their download by id. The platform checks what is its own business: a file must not
// be empty or larger than 20 MB, and the files it keeps with an EPD or CFP application
// (LCA, EPD, DATA: applications/application-files.ts), the EPD file of a verification request
// and the data file of a low-carbon steel product (files/upload-rules.ts) must be what they
// claim to be, by their bytes. The other forms' rules (jpeg/png under 5 MB) are the portal's.

/** The platform's own limit for one file. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

// Multipart boundaries and headers come on top of the file.
const MAX_UPLOAD_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

/**
 * The platform's own files (seeded content) that any signed-in user may download by id.
 * A file a user uploaded is its uploader's only, whatever its business type; EPD reports
 * go through /p/attachment/download/business/EPD/{id}, which knows about withdrawals.
 */
const PUBLIC_BUSINESS_TYPES: ReadonlySet<string> = new Set([
  'ANNOUNCEMENT',
  'FRIENDLY_LINK',
  'GPI',
  'NEWS',
  'PCR',
  'RESOURCE',
  TEMPLATE_BUSINESS_TYPE,
]);

// LCA, EPD, COMPANY_LICENSE, COMPANY_BILL_INFO, EPD_VERIFY, DATA, or a type by business
// version (e.g. EPD_V2): letters, digits and underscores, stored upper-case.
const businessTypeField = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'Invalid businessType')
  .transform((value) => value.toUpperCase());
const reportTypeField = z
  .string()
  .trim()
  .max(32)
  .optional()
  .transform((value) => (value ? value : null));

const refusals = {
  empty: { zh: '上传的文件为空', en: 'The file is empty' },
  tooLarge: { zh: '文件大小不能超过 20 MB', en: 'The file must not be larger than 20 MB' },
} as const;

export function registerUploadRoutes(app: UpstreamApp, { db, attachments, now }: UpstreamDeps): void {
  // POST /p/attachment/upload – multipart `file`, `businessType`, `reportType`?; stores the
  // file for the caller and answers {id, fileName, size, businessType, uploadDate}.
  app.post(
    '/p/attachment/upload',
    (c, next) => {
      requireUser(c);
      return next();
    },
    bodyLimit({
      maxSize: MAX_UPLOAD_BODY_BYTES,
      onError: (c) => fail(c, REFUSAL_CODE, refusals.tooLarge[requestLanguage(c)]),
    }),
    async (c) => {
      const { userId } = requireUser(c);
      const language = requestLanguage(c);
      const form = await readMultipart(c);
      const file = form.get('file');
      if (!(file instanceof File)) throw badRequest('file: a file is required');
      const businessType = businessTypeField.safeParse(form.get('businessType') ?? '');
      if (!businessType.success) throw badRequest('businessType: required, e.g. COMPANY_LICENSE');
      const reportType = reportTypeField.safeParse(textField(form.get('reportType')));
      if (!reportType.success) throw badRequest('reportType: at most 32 characters');

      const fileName = baseName(file.name);
      if (!fileName) throw badRequest('file: the file has no name');
      if (fileName.length > 255) throw badRequest('file: the file name is longer than 255 characters');
      if (file.size === 0) return fail(c, REFUSAL_CODE, refusals.empty[language]);
      if (file.size > MAX_UPLOAD_BYTES) return fail(c, REFUSAL_CODE, refusals.tooLarge[language]);

      const bytes = new Uint8Array(await file.arrayBuffer());
      const refused = checkUploadRules(businessType.data, fileName, bytes);
      if (refused) return fail(c, REFUSAL_CODE, refused[language]);
      const kind = applicationFileKind(businessType.data);
      const refusal = kind ? checkApplicationUpload(kind, fileName, bytes) : null;
      if (refusal) return fail(c, REFUSAL_CODE, applicationRefusals[refusal][language]);
      const saved = attachments.save({
        fileName,
        mime: mimeOf(bytes, fileName),
        bytes,
        businessType: businessType.data,
        uploadedBy: userId,
        reportType: reportType.data,
      });
      return ok(c, {
        id: saved.id,
        fileName: saved.fileName,
        size: saved.size,
        businessType: saved.businessType,
        uploadDate: formatChinaDateTime(saved.createdAt),
      });
    },
  );

  // GET /p/attachment/download/{id} – a file by id, saved under its own name (RFC 5987):
  // the caller's own upload, one of the platform's public files, or a file of an application
  // the caller may see (a quote, a contract, a colleague's report). Anything else 404.
  app.get('/p/attachment/download/:id', (c) => {
    const { userId } = requireUser(c);
    const id = Number(c.req.param('id'));
    const record = Number.isSafeInteger(id) && id > 0 ? attachments.find(id) : undefined;
    if (!record || !(mayDownload(record, userId) || mayDownloadApplicationFile(db, record.id, userId))) {
      throw notFound('Attachment not found');
    }
    return sendAttachment(c, attachments, record, {
      disposition: 'attachment',
      cache: 'private',
      fileName: fileNameIn(db, record, requestLanguage(c)),
    });
  });

  // GET /n/attachment/download/token/{id}?Authorization={token} – the same file for a preview
  // (business.md 7, "Verification"), shown inline; the session token travels in the query
  // because a preview frame cannot send headers. Same access rule as above.
  app.get('/n/attachment/download/token/:id', (c) => {
    const token = c.req.query('Authorization')?.trim();
    const user = token ? findToken(db, token, now()) : null;
    if (user?.purpose !== 'session') throw unauthorized();
    const id = Number(c.req.param('id'));
    const record = Number.isSafeInteger(id) && id > 0 ? attachments.find(id) : undefined;
    if (!record || !mayDownload(record, user.userId)) throw notFound('Attachment not found');
    return sendAttachment(c, attachments, record, { disposition: 'inline', cache: 'private' });
  });
}

function mayDownload(record: AttachmentRecord, userId: number): boolean {
  if (record.uploadedBy !== null) return record.uploadedBy === userId;
  return PUBLIC_BUSINESS_TYPES.has(record.businessType);
}

async function readMultipart(c: Context<UpstreamEnv>): Promise<FormData> {
  const type = c.req.header('Content-Type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw badRequest('Request body must be multipart/form-data');
  }
  try {
    return await c.req.formData();
  } catch {
    throw badRequest('Request body is not valid multipart/form-data');
  }
}

function textField(value: FormDataEntryValue | null): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

// Some browsers send "C:\fakepath\name.png"; only the last part is the name.
function baseName(name: string): string {
  return (name.split(/[/\\]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
}

// The type is read from the bytes where the platform knows the format, else from the
// extension; what the browser claimed is not trusted (it is sent back on download).
const signatures: readonly { mime: string; bytes: readonly number[] }[] = [
  { mime: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { mime: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

const byExtension: Readonly<Record<string, string>> = {
  '.zip': 'application/zip',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.xlsm': 'application/vnd.ms-excel.sheet.macroEnabled.12',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.csv': 'text/csv',
  '.txt': 'text/plain',
};

function mimeOf(bytes: Uint8Array, fileName: string): string {
  const known = signatures.find((signature) => signature.bytes.every((byte, index) => bytes[index] === byte));
  if (known) return known.mime;
  return byExtension[extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}
