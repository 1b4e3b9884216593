import type { DatabaseSync } from 'node:sqlite';
import type { UpstreamApp, UpstreamDeps } from '../context.ts';
import { execute, inTransaction, queryOne } from '../db/sql.ts';
import type { AttachmentRecord, AttachmentStore } from '../files/attachment-store.ts';
import { sendAttachment } from '../files/send-attachment.ts';
import { requireUser } from '../http/auth.ts';
import { fail, ok } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { requestLanguage } from '../http/language.ts';
import { drawQrBadge } from '../seed/render/qr-badge.ts';
import { findPublishedEpd, positiveId } from './epd.ts';

// Files behind the declarations: every download needs a signed-in user (a visitor
// gets 401 and the portal opens its login dialog, business.md 6). A withdrawn
// declaration's reports are gone with it.

type ReportRow = { cnAttachmentId: number; enAttachmentId: number | null };

export function registerDeclarationFileRoutes(
  app: UpstreamApp,
  { db, attachments, now }: UpstreamDeps,
): void {
  const download = (c: Parameters<typeof sendAttachment>[0], record: AttachmentRecord): Promise<Response> =>
    sendAttachment(c, attachments, record, { disposition: 'attachment', cache: 'private' });

  // A report of a published declaration by attachment id: cnAttachmentId or
  // enAttachmentId, which are also its businessId and businessIdEn.
  const reportFile = (value: string | undefined, missingMessage: string): AttachmentRecord => {
    const id = positiveId(value);
    const published =
      id !== null &&
      queryOne(
        db,
        'SELECT 1 FROM epds WHERE (cn_attachment_id = ? OR en_attachment_id = ?) AND withdrawn_at IS NULL',
        id,
        id,
      );
    if (!published) throw notFound(missingMessage);
    return storedFile(attachments, id);
  };

  // GET /p/attachment/download/business/EPD/{id} – a declaration report by its
  // attachment id (cnAttachmentId or enAttachmentId of an EPD record).
  app.get('/p/attachment/download/business/EPD/:id', (c) => {
    requireUser(c);
    return download(c, reportFile(c.req.param('id'), 'Attachment not found'));
  });

  // GET /p/attachment/download/business/PCR/{id} – a PCR document by its
  // attachment id (attachmentId or enAttachmentId of a PCR).
  app.get('/p/attachment/download/business/PCR/:id', (c) => {
    requireUser(c);
    const id = positiveId(c.req.param('id'));
    const pcr =
      id !== null &&
      queryOne(db, 'SELECT 1 FROM pcrs WHERE attachment_id = ? OR en_attachment_id = ?', id, id);
    if (!pcr) throw notFound('Attachment not found');
    return download(c, storedFile(attachments, id));
  });

  // GET /p/attachment/download/epd/{productNumber} – the report of a declaration by
  // its registration number, in the request's language where that edition exists.
  app.get('/p/attachment/download/epd/:productNumber', (c) => {
    requireUser(c);
    const report = queryOne<ReportRow>(
      db,
      `SELECT cn_attachment_id AS cnAttachmentId, en_attachment_id AS enAttachmentId
         FROM epds WHERE registration_number = ? AND withdrawn_at IS NULL`,
      c.req.param('productNumber').trim().toUpperCase(),
    );
    if (!report) throw notFound('EPD not found');
    const id =
      requestLanguage(c) === 'en' && report.enAttachmentId !== null
        ? report.enAttachmentId
        : report.cnAttachmentId;
    return download(c, storedFile(attachments, id));
  });

  // GET /p/epd/download/{businessId} – the report behind /apppdf/{businessId}: the
  // businessId or businessIdEn of an EPD record (here the report's attachment id).
  app.get('/p/epd/download/:id', (c) => {
    requireUser(c);
    return download(c, reportFile(c.req.param('id'), 'EPD not found'));
  });

  // GET /p/get/qr/attachment/{epdId} – a printable PNG label with a real QR code of
  // the product page ({qrBaseUrl}/app/epd/{id}); drawn on first request and kept.
  app.get('/p/get/qr/attachment/:epdId', (c) => {
    requireUser(c);
    const id = positiveId(c.req.param('epdId'));
    const epd = id === null ? undefined : findPublishedEpd(db, id);
    if (!epd) return fail(c, 0, 'EPD not found');
    const attachmentId = inTransaction(db, () => qrAttachmentId(db, attachments, epd.id, now()));
    return ok(c, { attachmentId });
  });
}

function qrAttachmentId(db: DatabaseSync, attachments: AttachmentStore, epdId: number, at: number): number {
  const existing = queryOne<{ attachmentId: number }>(
    db,
    'SELECT attachment_id AS attachmentId FROM epd_qr_codes WHERE epd_id = ?',
    epdId,
  );
  if (existing) return existing.attachmentId;
  const epd = findPublishedEpd(db, epdId);
  if (!epd) throw notFound('EPD not found');
  const base = queryOne<{ value: string }>(
    db,
    "SELECT field_value AS value FROM system_settings WHERE field_key = 'qrBaseUrl'",
  );
  const url = `${(base?.value ?? 'http://localhost:3000').replace(/\/+$/, '')}/app/epd/${epd.id}`;
  const saved = attachments.save({
    fileName: `${epd.registrationNumber} 产品二维码.png`,
    mime: 'image/png',
    businessType: 'EPD_QR',
    bytes: drawQrBadge({ url, registrationNumber: epd.registrationNumber, productName: epd.productNameZh }),
  });
  execute(
    db,
    'INSERT INTO epd_qr_codes (epd_id, attachment_id, created_at) VALUES (?, ?, ?)',
    epd.id,
    saved.id,
    at,
  );
  return saved.id;
}

function storedFile(attachments: AttachmentStore, id: number): AttachmentRecord {
  const record = attachments.find(id);
  if (!record) throw notFound('Attachment not found');
  return record;
}
