import { constants, crc32, deflateRawSync } from 'node:zlib';

// Gzip for the visitor HTML cache: pieces are deflated once (RFC 1951, full flush, no final block) and each answer puts
// its nonce between them as stored blocks. Each piece's preset dictionary is what precedes it with the nonces' places
// filled with 0xFF, a byte UTF-8 never holds, so back-references stay valid whatever nonce an answer carries.

const WINDOW = 32 * 1024;
const FILLER = 0xff;

/** Null when a piece holds the filler byte (not UTF-8 text): the caller then sends it uncompressed. */
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

/** Gunzipped, the result is exactly pieces[0], separator, pieces[1], … (RFC 1952 wrapper with the answer's CRC-32). */
export function gzipJoin(
  pieces: readonly Buffer[],
  deflated: readonly Buffer[],
  separator: Buffer,
): Uint8Array<ArrayBuffer> {
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
    const header = Buffer.from([
      0x00,
      chunk.length & 0xff,
      chunk.length >> 8,
      ~chunk.length & 0xff,
      (~chunk.length >> 8) & 0xff,
    ]);
    blocks.push(header, chunk);
  }
  return blocks;
}

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
