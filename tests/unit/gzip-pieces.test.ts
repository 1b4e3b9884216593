import { gunzipSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, deflatePieces, gzipJoin } from '@/lib/cache/gzip-pieces';

const join = (pieces: Buffer[], separator: Buffer) =>
  Buffer.concat(pieces.flatMap((piece, index) => (index > 0 ? [separator, piece] : [piece])));

describe('gzipJoin: a cached page compressed once, a fresh nonce in every answer', () => {
  it('gunzips to exactly the text pieces joined with any separator of the length they were deflated for', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme', maxLength: 2000 }), { minLength: 1, maxLength: 6 }),
        fc
          .integer({ min: 0, max: 40 })
          .chain((length) =>
            fc.tuple(
              fc.uint8Array({ minLength: length, maxLength: length }),
              fc.uint8Array({ minLength: length, maxLength: length }),
            ),
          ),
        (texts, [first, second]) => {
          // Text repeated across pieces, as the RSC payload repeats the markup: back-references cross the separators.
          const pieces = texts.map((text, index) => Buffer.from(text + (texts[index - 1] ?? '')));
          const deflated = deflatePieces(pieces, first.length)!;
          for (const separator of [Buffer.from(first), Buffer.from(second)]) {
            expect(gunzipSync(gzipJoin(pieces, deflated, separator)).equals(join(pieces, separator))).toBe(
              true,
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a page with its nonces: each answer carries its own, and costs at most 64 bytes a nonce more than the page gzipped whole', () => {
    // Like a rendered page: markup, then the RSC payload repeating it in scripts, each with the nonce.
    const items = Array.from(
      { length: 120 },
      (_, i) => `<li class="epd-${i} text-sm">钢材产品 ${(i * 7919) % 10007} 环境声明 ${i}</li>`,
    );
    const flight = [0, 1, 2, 3].map(
      (part) =>
        `<script nonce="SECRET_NONCE_24_CHARS_AB">push(${JSON.stringify(items.slice(part * 30, part * 30 + 30))})</script>`,
    );
    const page = `<style nonce="SECRET_NONCE_24_CHARS_AB"></style><ul>${items.join('')}</ul>${flight.join('')}`;
    const pieces = page.split('SECRET_NONCE_24_CHARS_AB').map((piece) => Buffer.from(piece));
    const deflated = deflatePieces(pieces, 24)!;
    for (const nonce of ['n0nce1AAAAAAAAAAAAAAAA==', 'n0nce2BBBBBBBBBBBBBBBB==']) {
      expect(gunzipSync(gzipJoin(pieces, deflated, Buffer.from(nonce))).toString()).toBe(
        page.replaceAll('SECRET_NONCE_24_CHARS_AB', nonce),
      );
    }
    const whole = gzipSync(page.replaceAll('SECRET_NONCE_24_CHARS_AB', 'n0nce1AAAAAAAAAAAAAAAA==')).length;
    // A nonce goes in uncompressed (5 bytes of block header, 24 of nonce) after a flush (5 bytes), and the next piece starts a block with Huffman tables of its own.
    const answer = gzipJoin(pieces, deflated, Buffer.from('n0nce1AAAAAAAAAAAAAAAA=='));
    expect(answer.length).toBeLessThan(whole + 64 * (pieces.length - 1));
  });

  it('a separator longer than one stored block (64 KiB) is split across blocks', () => {
    const pieces = [Buffer.from('a'), Buffer.from('b')];
    const separator = Buffer.alloc(200_000, 0x41);
    expect(
      gunzipSync(gzipJoin(pieces, deflatePieces(pieces, separator.length)!, separator)).equals(
        join(pieces, separator),
      ),
    ).toBe(true);
  });

  it('pieces that are not UTF-8 text (holding the filler byte) are not deflated', () => {
    expect(deflatePieces([Buffer.from([0x61, 0xff]), Buffer.from('b')], 24)).toBeNull();
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', true],
    ['GZIP', true],
    ['x-gzip', true],
    ['*', true],
    ['identity', false],
    ['br', false],
    ['gzip;q=0', false],
    ['gzip;q=0, *', false],
    ['*;q=0', false],
    ['gzip;q=abc', false],
    ['', false],
  ])('%j → %s', (header, accepted) => {
    expect(acceptsGzip(header)).toBe(accepted);
  });

  it('no header: as it is', () => {
    expect(acceptsGzip(null)).toBe(false);
  });
});
