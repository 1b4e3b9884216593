import 'server-only';
import { Readable } from 'node:stream';
import type { Locale } from '@/lib/i18n/routing';
import { upstreamStream } from '@/lib/upstream/client';

/**
 * The one way a file reaches the browser (DESIGN.md): streamed from upstream through the BFF with
 * the session's token, never with a token in a URL. A client that goes away closes the upstream
 * request too. `disposition` picks inline (PDF viewer, images) or attachment (downloads); the
 * file name upstream gave (RFC 5987, Chinese kept) is passed on.
 */
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
  const headers = new Headers({
    'content-type': file.headers['content-type'] ?? 'application/octet-stream',
    'cache-control': options.cacheControl ?? 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
  const disposition = file.headers['content-disposition'];
  if (disposition) {
    headers.set('content-disposition', options.disposition ? disposition.replace(/^(inline|attachment)/i, options.disposition) : disposition);
  } else if (options.disposition) {
    headers.set('content-disposition', options.disposition);
  }
  if (file.headers['content-length']) headers.set('content-length', file.headers['content-length']);
  return new Response(Readable.toWeb(file.body) as ReadableStream, { status: 200, headers });
}
