import 'server-only';
import { describeError, logger } from '@/lib/observability/logger';
import { FILE_SECURITY_HEADERS } from '@/lib/security/headers';
import type { PictureWidth } from '../file-urls';

/**
 * Pictures from the platform (news covers, resource pictures) at the width a page shows them, as
 * WebP. The platform keeps what the editor uploaded, a PNG or a camera JPEG; a phone showing a
 * 360 px card needs a fraction of that (a demo cover: 51.6 KB PNG, 9.8 KB WebP at 640, 4.1 KB at
 * 320), and on the news page the first cover is what Lighthouse times as the largest paint.
 *
 * Only PICTURE_WIDTHS are made (the endpoint's schema refuses any other width), never wider than
 * the original. An encoding costs 15–30 ms of CPU, so the last MAX_ENTRIES variants stay in this
 * process for TTL_MS; the browser and any CDN keep them for an hour (PUBLIC_CACHE in files.ts). Anything sharp
 * cannot read (an SVG, a broken file, or sharp missing from the image), and a file without a
 * content length or over MAX_SOURCE_BYTES, goes out as it came.
 */
const MAX_ENTRIES = 64;
const MAX_SOURCE_BYTES = 20 * 1024 * 1024;
const TTL_MS = 10 * 60 * 1000;
const QUALITY = 75;
const RESIZABLE = /^image\/(png|jpeg|webp|gif|avif|tiff)\b/i;

type Variant = { body: Uint8Array<ArrayBuffer>; madeAt: number };
const variants = new Map<string, Variant>();

/**
 * The file `fetchOriginal` streams, as a WebP `width` px wide, or as it is when it is not a picture
 * sharp reads. `key` names the file upstream (its attachment path): while a variant is kept, the
 * same file at the same width is neither fetched nor encoded again.
 */
export async function pictureAtWidth(
  fetchOriginal: () => Promise<Response>,
  width: PictureWidth,
  key: string,
  cacheControl: string,
): Promise<Response> {
  const cacheKey = `${key}@${width}`;
  const kept = variants.get(cacheKey);
  if (kept && Date.now() - kept.madeAt < TTL_MS) return webpResponse(kept.body, cacheControl);

  const original = await fetchOriginal();
  const type = original.headers.get('content-type') ?? '';
  // Read into memory only a picture of a known, bounded size; anything else streams through.
  const declared = Number(original.headers.get('content-length') ?? 0);
  if (!RESIZABLE.test(type) || !(declared > 0 && declared <= MAX_SOURCE_BYTES)) return original;

  const source = new Uint8Array(await original.arrayBuffer());
  try {
    const { default: sharp } = await import('sharp');
    const encoded = await sharp(source, { limitInputPixels: 50_000_000 })
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: QUALITY })
      .toBuffer();
    const body = new Uint8Array(encoded);
    variants.delete(cacheKey);
    variants.set(cacheKey, { body, madeAt: Date.now() });
    while (variants.size > MAX_ENTRIES) variants.delete(variants.keys().next().value as string);
    return webpResponse(body, cacheControl);
  } catch (error) {
    logger.warn({ err: describeError(error), key, width }, 'picture not resized; sent as it came');
    const headers = new Headers(original.headers);
    headers.set('content-length', String(source.byteLength));
    return new Response(source, { status: 200, headers });
  }
}

function webpResponse(body: Uint8Array<ArrayBuffer>, cacheControl: string): Response {
  const headers = new Headers({
    ...FILE_SECURITY_HEADERS,
    'content-type': 'image/webp',
    'content-length': String(body.byteLength),
    'content-disposition': 'inline',
    'cache-control': cacheControl,
  });
  return new Response(body, { status: 200, headers });
}
