import 'server-only';
import { Readable } from 'node:stream';
import { fileNameFromDisposition } from '@/lib/security/content-disposition';
import type { Locale } from '@/lib/i18n/routing';
import { contentDisposition } from '@/lib/security/file-name';
import { FILE_SECURITY_HEADERS } from '@/lib/security/headers';
import { upstreamStream } from '@/lib/upstream/client';

const INLINE_TYPES = /^(application\/pdf|image\/(png|jpeg|webp|gif))\s*(;|$)/i;

/** The one way a file reaches the browser (DESIGN.md "The token never reaches the browser"): streamed with the session's
 * token, never one in a URL; its name cleaned (lib/security/file-name.ts) as an ASCII `filename` and an RFC 5987 `filename*`. */
export async function streamUpstreamFile(options: {
  path: string;
  /** The query of the upstream call (never a token: it travels in the Authorization header). */
  query?: Record<string, string | number | undefined>;
  locale: Locale;
  token?: string;
  /** A `/n/` download that reads the token (`/n/carbon/downloadAttachment`). */
  forceToken?: boolean;
  signal: AbortSignal;
  disposition?: 'inline' | 'attachment';
  cacheControl?: string;
}): Promise<Response> {
  const file = await upstreamStream({
    method: 'GET',
    path: options.path,
    query: options.query,
    locale: options.locale,
    token: options.token,
    forceToken: options.forceToken,
    signal: options.signal,
  });
  const contentType = file.headers['content-type'] ?? 'application/octet-stream';
  // Only PDFs and pictures render inline: any other type (HTML, SVG) is only ever saved, never rendered on this origin.
  const disposition = INLINE_TYPES.test(contentType) ? options.disposition : 'attachment';
  const headers = new Headers({
    ...FILE_SECURITY_HEADERS,
    'content-type': contentType,
    'cache-control': options.cacheControl ?? 'private, no-store',
  });
  const given = file.headers['content-disposition'];
  const type = disposition ?? (given && /^\s*inline/i.test(given) ? 'inline' : 'attachment');
  if (given || disposition)
    headers.set('content-disposition', contentDisposition(type, fileNameFromDisposition(given)));
  if (file.headers['content-length']) headers.set('content-length', file.headers['content-length']);
  return new Response(Readable.toWeb(file.body) as ReadableStream, { status: 200, headers });
}
