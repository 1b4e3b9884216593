import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { UpstreamApp, UpstreamDeps } from '../context.ts';
import { PRIVATE_APPLICATION_FILE_TYPES } from '../applications/application-files.ts';
import { contentDisposition } from '../files/content-disposition.ts';
import { notFound } from '../http/errors.ts';

export function registerAttachmentRoutes(app: UpstreamApp, { attachments }: UpstreamDeps): void {
  // GET /n/attachment/online/{id} – one of the platform's own files shown in the page
  // (link logos, business.md 7), streamed with its Chinese name kept (RFC 5987).
  app.get('/n/attachment/online/:id', async (c) => {
    const id = Number(c.req.param('id'));
    const record = Number.isSafeInteger(id) && id > 0 ? attachments.find(id) : undefined;
    // A file a user uploaded (a business licence, a report draft) is not public: its
    // owner fetches it with GET /p/attachment/download/{id}. Nor are the platform's own
    // files of an application (quotes, contracts, certificates, carbon marks).
    if (!record || record.uploadedBy !== null || PRIVATE_APPLICATION_FILE_TYPES.has(record.businessType)) {
      throw notFound('Attachment not found');
    }

    const path = attachments.absolutePath(record);
    // A row whose file was deleted from UPSTREAM_FILES answers like a missing attachment.
    const size = await stat(path).then(
      (stats) => stats.size,
      () => null,
    );
    if (size === null) throw notFound('Attachment not found');

    const body = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;
    return c.body(body, 200, {
      'Content-Type': record.mime,
      'Content-Length': String(size),
      'Content-Disposition': contentDisposition('inline', record.fileName),
      'X-Content-Type-Options': 'nosniff',
      // An attachment never changes under its id.
      'Cache-Control': 'public, max-age=86400, immutable',
    });
  });
}
