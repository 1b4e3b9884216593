import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pictureSources } from '@/lib/content/dto';
import { pictureAtWidth } from '@/lib/content/server/pictures';

/** A noisy picture (noise does not compress away), as a platform upload would be. */
async function png(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = (index * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

const PUBLIC = 'public, max-age=3600';
let fetches = 0;

/** What upstream streams: the file as uploaded (with its length unless told otherwise), counted. */
function upload(
  body: Uint8Array | string,
  type: string,
  length: number | null = typeof body === 'string' ? body.length : body.length,
): () => Promise<Response> {
  return async () => {
    fetches += 1;
    const headers: Record<string, string> = { 'content-type': type, 'cache-control': PUBLIC };
    if (length !== null) headers['content-length'] = String(length);
    return new Response(body as BodyInit, { headers });
  };
}

describe('pictures at the width a page shows them', () => {
  it('makes a WebP of the asked width, smaller than the upload, and keeps the public cache header', async () => {
    const original = await png(1200, 675);
    const answer = await pictureAtWidth(upload(original, 'image/png'), 320, 'a/1', PUBLIC);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=3600');
    const body = Buffer.from(await answer.arrayBuffer());
    expect(Number(answer.headers.get('content-length'))).toBe(body.length);
    const meta = await sharp(body).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 180 });
    expect(body.length).toBeLessThan(original.length / 4);
  });

  it('never makes a picture wider than the upload', async () => {
    const answer = await pictureAtWidth(upload(await png(200, 100), 'image/png'), 960, 'a/2', PUBLIC);
    expect(await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 200,
    });
  });

  it('fetches and encodes a file at a width once: the next answer is the kept variant', async () => {
    fetches = 0;
    const first = Buffer.from(
      await (
        await pictureAtWidth(upload(await png(800, 450), 'image/png'), 640, 'a/3', PUBLIC)
      ).arrayBuffer(),
    );
    const other = await png(400, 400);
    const second = Buffer.from(
      await (await pictureAtWidth(upload(other, 'image/png'), 640, 'a/3', PUBLIC)).arrayBuffer(),
    );
    expect(second.equals(first)).toBe(true);
    expect(fetches).toBe(1);
    // Another width of the same file is a variant of its own.
    const third = await pictureAtWidth(upload(other, 'image/png'), 320, 'a/3', PUBLIC);
    expect(await sharp(Buffer.from(await third.arrayBuffer())).metadata()).toMatchObject({
      width: 320,
      height: 320,
    });
  });

  it('sends what sharp cannot or should not read as it came', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>';
    const asSvg = await pictureAtWidth(upload(svg, 'image/svg+xml'), 320, 'a/4', PUBLIC);
    expect(asSvg.headers.get('content-type')).toBe('image/svg+xml');
    expect(await asSvg.text()).toBe(svg);

    const broken = new TextEncoder().encode('not a png at all');
    const asBroken = await pictureAtWidth(upload(broken, 'image/png'), 320, 'a/5', PUBLIC);
    expect(asBroken.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await asBroken.arrayBuffer())).toEqual(broken);
  });

  it('reads into memory only a picture of a known length under 20 MB; others stream through', async () => {
    const picture = await png(800, 450);
    const unknown = await pictureAtWidth(upload(picture, 'image/png', null), 320, 'a/6', PUBLIC);
    expect(unknown.headers.get('content-type')).toBe('image/png');
    const huge = await pictureAtWidth(upload(picture, 'image/png', 21 * 1024 * 1024), 320, 'a/7', PUBLIC);
    expect(huge.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await unknown.arrayBuffer()).equals(picture)).toBe(true);
  });

  it('offers the browser every width it may pick, and the one asked for as src', () => {
    expect(pictureSources('/api/files/public/news/7/cover', 320)).toEqual({
      src: '/api/files/public/news/7/cover?w=320',
      srcSet:
        '/api/files/public/news/7/cover?w=320 320w, /api/files/public/news/7/cover?w=640 640w, /api/files/public/news/7/cover?w=960 960w',
    });
  });
});
