import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Gzip for the visitor HTML cache (lib/cache/visitor-html.ts): a cached page is compressed once,
 * piece by piece, and every answer is a valid gzip stream with its own nonce between the pieces,
 * without compressing anything per answer (Next's gzip of an 85 KB page costs about 1 ms of CPU,
 * as much as the rest of a cached answer).
 *
 * DEFLATE (RFC 1951) allows it. Each piece is compressed on its own and ends with a full flush
 * (byte-aligned, no final block); the nonce goes between pieces as a stored block; an empty final
 * stored block ends the stream. So that a piece still refers back to the pieces before it (the RSC
 * payload repeats the markup: without this the page grew by a fifth), each is compressed with a
 * preset dictionary of what precedes it in the answer, the nonces' places filled with 0xFF, a byte
 * UTF-8 never contains: no back-reference can match a filled place, and every nonce has the same
 * length, so every distance holds whatever nonce an answer carries. The gzip wrapper (RFC 1952)
 * needs the CRC-32 and length of the whole answer, computed per answer (about 25 µs for 85 KB).
 */

const WINDOW = 32 * 1024;
const FILLER = 0xff;

/**
 * Each piece deflated for `gzipJoin` with separators of `separatorLength` bytes between them; null
 * when a piece holds the filler byte (not UTF-8 text), which the caller then sends uncompressed.
 */
export function deflatePieces(pieces: readonly Buffer[], separatorLength: number): Buffer[] | null {
  if (pieces.some((piece) => piece.includes(FILLER))) return null;
  const filler = Buffer.alloc(separatorLength, FILLER);
  let history = Buffer.alloc(0);
  return pieces.map((piece) => {
    const deflated = deflateRawSync(piece, {
      level: constants.Z_BEST_COMPRESSION,
      finishFlush: constants.Z_FULL_FLUSH,
      ...(history.length > 0 ? { dictionary: history } : {}),
    });
    history = Buffer.concat([history, piece, filler]).subarray(-WINDOW);
    return deflated;
  });
}

// ID1 ID2, CM = deflate, no flags, no modification time, XFL 0, OS unknown.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
// BFINAL = 1, BTYPE = 00 (stored), LEN = 0, NLEN = 0xffff.
const FINAL_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
const MAX_STORED = 0xffff;

/**
 * The gzip stream of `pieces` joined with `separator`, from `deflated` (deflatePieces(pieces,
 * separator.length)): gunzip gives exactly Buffer.concat([pieces[0], separator, pieces[1], …]).
 */
export function gzipJoin(pieces: readonly Buffer[], deflated: readonly Buffer[], separator: Buffer): Uint8Array<ArrayBuffer> {
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  pieces.forEach((piece, index) => {
    if (index > 0) {
      parts.push(...storedBlocks(separator));
      crc = crc32(separator, crc);
      length += separator.length;
    }
    parts.push(deflated[index]!);
    crc = crc32(piece, crc);
    length += piece.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  parts.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(parts);
}

/** Non-final stored blocks holding `data` (each starts byte-aligned, as a full flush leaves it). */
function storedBlocks(data: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let offset = 0; offset < data.length; offset += MAX_STORED) {
    const chunk = data.subarray(offset, offset + MAX_STORED);
    const header = Buffer.from([0x00, chunk.length & 0xff, chunk.length >> 8, ~chunk.length & 0xff, (~chunk.length >> 8) & 0xff]);
    blocks.push(header, chunk);
  }
  return blocks;
}

/** True when an `Accept-Encoding` header accepts gzip (`gzip`, `x-gzip` or `*`, with a weight above 0). */
export function acceptsGzip(header: string | null): boolean {
  if (!header) return false;
  let wildcard = false;
  for (const entry of header.split(',')) {
    const [coding = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    const accepted = Number.isFinite(weight) && weight > 0;
    if (coding === 'gzip' || coding === 'x-gzip') return accepted;
    if (coding === '*') wildcard = accepted;
  }
  return wildcard;
}
