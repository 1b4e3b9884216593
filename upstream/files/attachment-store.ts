import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { execute, queryOne } from '../db/sql.ts';

/** business.md 3 and accounts.md 9: a friendly link with this attachment id has no logo. */
export const NO_LOGO_ATTACHMENT_ID = 3790;

export type AttachmentRecord = {
  id: number;
  fileName: string;
  mime: string;
  size: number;
  /** Relative to the files directory, so the directory can move. */
  path: string;
  businessType: string;
  createdAt: number;
  /** The user who uploaded it (POST /p/attachment/upload); null for the platform's own files. */
  uploadedBy: number | null;
  reportType: string | null;
};

export type NewAttachment = {
  fileName: string;
  mime: string;
  bytes: Uint8Array;
  businessType: string;
  uploadedBy?: number;
  reportType?: string | null;
};

export type AttachmentStore = {
  save(file: NewAttachment): AttachmentRecord;
  find(id: number): AttachmentRecord | undefined;
  absolutePath(record: AttachmentRecord): string;
};

export function createAttachmentStore(db: DatabaseSync, filesDir: string): AttachmentStore {
  mkdirSync(filesDir, { recursive: true });

  return {
    save(file) {
      // The user's file name goes to the database only; on disk a random name
      // under the business type keeps odd names and path tricks out of the file system.
      const folder = file.businessType.toLowerCase();
      const path = `${folder}/${randomUUID()}${safeExtension(file.fileName)}`;
      mkdirSync(join(filesDir, folder), { recursive: true });
      writeFileSync(join(filesDir, path), file.bytes);

      const id = nextAttachmentId(db);
      const createdAt = Date.now();
      execute(
        db,
        `INSERT INTO attachments (id, file_name, mime, size, path, business_type, created_at, uploaded_by,
                                  report_type)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        id,
        file.fileName,
        file.mime,
        file.bytes.byteLength,
        path,
        file.businessType,
        createdAt,
        file.uploadedBy ?? null,
        file.reportType ?? null,
      );
      return {
        id,
        fileName: file.fileName,
        mime: file.mime,
        size: file.bytes.byteLength,
        path,
        businessType: file.businessType,
        createdAt,
        uploadedBy: file.uploadedBy ?? null,
        reportType: file.reportType ?? null,
      };
    },

    find(id) {
      return queryOne<AttachmentRecord>(
        db,
        `SELECT id, file_name AS fileName, mime, size, path, business_type AS businessType,
                created_at AS createdAt, uploaded_by AS uploadedBy, report_type AS reportType
           FROM attachments WHERE id = ?`,
        id,
      );
    },

    absolutePath(record) {
      return join(filesDir, record.path);
    },
  };
}

// AUTOINCREMENT never reuses an id (a stale link must not show another file);
// the sequence is read here only to step over the reserved 3790.
function nextAttachmentId(db: DatabaseSync): number {
  const sequence = queryOne<{ seq: number }>(
    db,
    "SELECT seq FROM sqlite_sequence WHERE name = 'attachments'",
  );
  const next = (sequence?.seq ?? 0) + 1;
  return next === NO_LOGO_ATTACHMENT_ID ? next + 1 : next;
}

function safeExtension(fileName: string): string {
  const extension = extname(fileName).toLowerCase();
  return /^\.[a-z0-9]{1,8}$/.test(extension) ? extension : '';
}
