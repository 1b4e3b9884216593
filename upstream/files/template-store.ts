import type { DatabaseSync } from 'node:sqlite';
import { execute, queryOne } from '../db/sql.ts';
import type { AttachmentRecord, AttachmentStore } from './attachment-store.ts';

// The platform's downloadable templates (business.md 7: GET p/template/download/{file}): a file
// name in the path names one stored attachment (table `templates`, migration 017). Seed modules
// register their files here; the route only looks them up.

/** The business type of template files: platform files, public like the other content. */
export const TEMPLATE_BUSINESS_TYPE = 'TEMPLATE';

/** What a template may be called in the path: letters (any script), digits, spaces inside, no folders, an extension. */
export const TEMPLATE_FILE_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} ._-]{0,99}\.[A-Za-z0-9]{1,8}$/u;

export type NewTemplate = {
  /** The name in the download path, e.g. `lces-data-collection.xlsx`. */
  file: string;
  /** The name the browser saves it under (may be Chinese). */
  fileName: string;
  mime: string;
  bytes: Uint8Array;
};

/** Stores a template's bytes and files it under its path name; a name used before is replaced. */
export function saveTemplate(
  db: DatabaseSync,
  attachments: AttachmentStore,
  template: NewTemplate,
  now: number,
): AttachmentRecord {
  if (!TEMPLATE_FILE_PATTERN.test(template.file)) throw new Error(`Bad template name ${template.file}`);
  const saved = attachments.save({
    fileName: template.fileName,
    mime: template.mime,
    bytes: template.bytes,
    businessType: TEMPLATE_BUSINESS_TYPE,
  });
  execute(
    db,
    `INSERT INTO templates (file, attachment_id, created_at) VALUES (?, ?, ?)
     ON CONFLICT (file) DO UPDATE SET attachment_id = excluded.attachment_id, created_at = excluded.created_at`,
    template.file,
    saved.id,
    now,
  );
  return saved;
}

/** The stored file behind a template name, or undefined. */
export function findTemplate(
  db: DatabaseSync,
  attachments: AttachmentStore,
  file: string,
): AttachmentRecord | undefined {
  if (!TEMPLATE_FILE_PATTERN.test(file)) return undefined;
  const row = queryOne<{ attachmentId: number }>(
    db,
    'SELECT attachment_id AS attachmentId FROM templates WHERE file = ?',
    file,
  );
  return row ? attachments.find(row.attachmentId) : undefined;
}
