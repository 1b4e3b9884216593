import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { UpstreamEnv } from '../context.ts';
import { notFound } from '../http/errors.ts';
import type { AttachmentRecord, AttachmentStore } from './attachment-store.ts';
import { contentDisposition } from './content-disposition.ts';

export type SendOptions = {
  /** inline: shown in the page; attachment: saved by the browser. */
  disposition: 'inline' | 'attachment';
  /** A file name other than the stored one (e.g. the registration number in front). */
  fileName?: string;
  /** Files behind a token must not sit in shared caches. */
  cache: 'public' | 'private';
};

/**
 * Streams a stored file with its type, length and a Content-Disposition that
 * keeps Chinese names (RFC 5987). A row whose file is gone from UPSTREAM_FILES
 * answers like a missing attachment.
 */
export async function sendAttachment(
  c: Context<UpstreamEnv>,
  attachments: AttachmentStore,
  record: AttachmentRecord,
  options: SendOptions,
): Promise<Response> {
  const path = attachments.absolutePath(record);
  const size = await stat(path).then(
    (stats) => stats.size,
    () => null,
  );
  if (size === null) throw notFound('Attachment not found');

  const body = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;
  return c.body(body, 200, {
    'Content-Type': record.mime,
    'Content-Length': String(size),
    'Content-Disposition': contentDisposition(options.disposition, options.fileName ?? record.fileName),
    'X-Content-Type-Options': 'nosniff',
    // An attachment never changes under its id.
    'Cache-Control': options.cache === 'public' ? 'public, max-age=86400, immutable' : 'private, no-store',
  });
}
