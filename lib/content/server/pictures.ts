import 'server-only';
import { describeError, logger } from '@/lib/observability/server/logger';
import { FILE_SECURITY_HEADERS } from '@/lib/security/headers';
import type { PictureWidth } from '../dto';

/** Platform pictures as WebP at one of PICTURE_WIDTHS, never wider than the original; recent variants stay in memory. */
/** What sharp cannot read, and a file without a content length or over MAX_SOURCE_BYTES, goes out as it came. */
const MAX_ENTRIES = 64;
const MAX_SOURCE_BYTES = 20 * 1024 * 1024;
const TTL_MS = 10 * 60 * 1000;
const QUALITY = 75;
const RESIZABLE = /^image\/(png|jpeg|webp|gif|avif|tiff)\b/i;

type Variant = { body: Uint8Array<ArrayBuffer>; madeAt: number };
const variants = new Map<string, Variant>();

/** `key` names the upstream file: while a variant is kept, it is neither fetched nor encoded again. */
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
