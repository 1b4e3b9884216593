// A QR code encoder (ISO/IEC 18004), byte mode, error correction level M,
// versions 1–10 (up to 213 bytes: any product URL). Written after Project
// Nayuki's reference implementation (MIT), trimmed to what product labels need.

/** Rows of modules; true is dark. Without the quiet zone. */
export type QrMatrix = boolean[][];

const MAX_VERSION = 10;
// Level M, index = version (ISO/IEC 18004 table 9).
const ECC_CODEWORDS_PER_BLOCK = [-1, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26];
const ERROR_CORRECTION_BLOCKS = [-1, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5];
// Format information encodes level M as 0b00.
const LEVEL_M_FORMAT_BITS = 0;

/** Encodes `text` as UTF-8 into the smallest fitting symbol. */
export function encodeQr(text: string): QrMatrix {
  const bytes = new TextEncoder().encode(text);
  let version = 1;
  for (; version <= MAX_VERSION; version += 1) {
    const countBits = version <= 9 ? 8 : 16;
    if (4 + countBits + bytes.length * 8 <= dataCodewords(version) * 8) break;
  }
  if (version > MAX_VERSION) throw new Error(`Text too long for a version ${MAX_VERSION} QR code`);

  const symbol = new QrSymbol(version);
  symbol.drawFunctionPatterns();
  symbol.drawCodewords(addEccAndInterleave(version, dataCodewordsFor(version, bytes)));

  let best = 0;
  let bestPenalty = Number.POSITIVE_INFINITY;
  for (let mask = 0; mask < 8; mask += 1) {
    symbol.applyMask(mask);
    symbol.drawFormatBits(mask);
    const penalty = symbol.penalty();
    if (penalty < bestPenalty) {
      best = mask;
      bestPenalty = penalty;
    }
    symbol.applyMask(mask); // XOR again: undo
  }
  symbol.applyMask(best);
  symbol.drawFormatBits(best);
  return symbol.modules;
}

function rawDataModules(version: number): number {
  let result = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const alignments = Math.floor(version / 7) + 2;
    result -= (25 * alignments - 10) * alignments - 55;
    if (version >= 7) result -= 36;
  }
  return result;
}

function dataCodewords(version: number): number {
  return (
    Math.floor(rawDataModules(version) / 8) -
    (ECC_CODEWORDS_PER_BLOCK[version] ?? 0) * (ERROR_CORRECTION_BLOCKS[version] ?? 0)
  );
}

function dataCodewordsFor(version: number, bytes: Uint8Array): number[] {
  const bits: number[] = [];
  const append = (value: number, length: number): void => {
    for (let index = length - 1; index >= 0; index -= 1) bits.push((value >>> index) & 1);
  };
  append(0b0100, 4); // byte mode
  append(bytes.length, version <= 9 ? 8 : 16);
  for (const byte of bytes) append(byte, 8);

  const capacityBits = dataCodewords(version) * 8;
  append(0, Math.min(4, capacityBits - bits.length)); // terminator
  append(0, (8 - (bits.length % 8)) % 8);
  for (let pad = 0xec; bits.length < capacityBits; pad ^= 0xec ^ 0x11) append(pad, 8);

  const codewords: number[] = [];
  for (let index = 0; index < bits.length; index += 8) {
    codewords.push(bits.slice(index, index + 8).reduce((value, bit) => (value << 1) | bit, 0));
  }
  return codewords;
}

function addEccAndInterleave(version: number, data: number[]): number[] {
  const blockCount = ERROR_CORRECTION_BLOCKS[version] ?? 1;
  const eccLength = ECC_CODEWORDS_PER_BLOCK[version] ?? 0;
  const rawCodewords = Math.floor(rawDataModules(version) / 8);
  const shortBlocks = blockCount - (rawCodewords % blockCount);
  const shortBlockLength = Math.floor(rawCodewords / blockCount);
  const divisor = reedSolomonDivisor(eccLength);

  const blocks: number[][] = [];
  for (let index = 0, offset = 0; index < blockCount; index += 1) {
    const block = data.slice(offset, offset + shortBlockLength - eccLength + (index < shortBlocks ? 0 : 1));
    offset += block.length;
    const ecc = reedSolomonRemainder(block, divisor);
    if (index < shortBlocks) block.push(0);
    blocks.push(block.concat(ecc));
  }

  const result: number[] = [];
  const length = blocks[0]?.length ?? 0;
  for (let index = 0; index < length; index += 1) {
    blocks.forEach((block, blockIndex) => {
      // The padding byte of a short block is not transmitted.
      if (index !== shortBlockLength - eccLength || blockIndex >= shortBlocks) result.push(block[index] ?? 0);
    });
  }
  return result;
}

function reedSolomonDivisor(degree: number): number[] {
  const result = new Array<number>(degree - 1).fill(0);
  result.push(1);
  let root = 1;
  for (let index = 0; index < degree; index += 1) {
    for (let term = 0; term < result.length; term += 1) {
      result[term] = gfMultiply(result[term] ?? 0, root);
      if (term + 1 < result.length) result[term] = (result[term] ?? 0) ^ (result[term + 1] ?? 0);
    }
    root = gfMultiply(root, 0x02);
  }
  return result;
}

function reedSolomonRemainder(data: readonly number[], divisor: readonly number[]): number[] {
  const result = divisor.map(() => 0);
  for (const byte of data) {
    const factor = byte ^ (result.shift() ?? 0);
    result.push(0);
    divisor.forEach((coefficient, index) => {
      result[index] = (result[index] ?? 0) ^ gfMultiply(coefficient, factor);
    });
  }
  return result;
}

// Multiplication in GF(2^8) modulo x^8 + x^4 + x^3 + x^2 + 1.
function gfMultiply(x: number, y: number): number {
  let z = 0;
  for (let bit = 7; bit >= 0; bit -= 1) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> bit) & 1) * x;
  }
  return z;
}

class QrSymbol {
  readonly version: number;
  readonly size: number;
  readonly modules: boolean[][];
  private readonly isFunction: boolean[][];

  constructor(version: number) {
    this.version = version;
    this.size = version * 4 + 17;
    this.modules = Array.from({ length: this.size }, () => new Array<boolean>(this.size).fill(false));
    this.isFunction = Array.from({ length: this.size }, () => new Array<boolean>(this.size).fill(false));
  }

  private set(x: number, y: number, dark: boolean): void {
    const row = this.modules[y];
    const functionRow = this.isFunction[y];
    if (!row || !functionRow) return;
    row[x] = dark;
    functionRow[x] = true;
  }

  drawFunctionPatterns(): void {
    for (let index = 0; index < this.size; index += 1) {
      this.set(6, index, index % 2 === 0);
      this.set(index, 6, index % 2 === 0);
    }
    this.drawFinder(3, 3);
    this.drawFinder(this.size - 4, 3);
    this.drawFinder(3, this.size - 4);

    const positions = this.alignmentPositions();
    const last = positions.length - 1;
    positions.forEach((x, i) => {
      positions.forEach((y, j) => {
        const onFinder = (i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0);
        if (!onFinder) this.drawAlignment(x, y);
      });
    });

    this.drawFormatBits(0); // reserves the area; redrawn with the chosen mask
    this.drawVersion();
  }

  private drawFinder(centreX: number, centreY: number): void {
    for (let dy = -4; dy <= 4; dy += 1) {
      for (let dx = -4; dx <= 4; dx += 1) {
        const distance = Math.max(Math.abs(dx), Math.abs(dy));
        const x = centreX + dx;
        const y = centreY + dy;
        if (x >= 0 && x < this.size && y >= 0 && y < this.size)
          this.set(x, y, distance !== 2 && distance !== 4);
      }
    }
  }

  private drawAlignment(centreX: number, centreY: number): void {
    for (let dy = -2; dy <= 2; dy += 1) {
      for (let dx = -2; dx <= 2; dx += 1) {
        this.set(centreX + dx, centreY + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
      }
    }
  }

  private alignmentPositions(): number[] {
    if (this.version === 1) return [];
    const count = Math.floor(this.version / 7) + 2;
    const step = Math.floor((this.version * 8 + count * 3 + 5) / (count * 4 - 4)) * 2;
    const result = [6];
    for (let position = this.size - 7; result.length < count; position -= step) result.splice(1, 0, position);
    return result;
  }

  drawFormatBits(mask: number): void {
    const data = (LEVEL_M_FORMAT_BITS << 3) | mask;
    let remainder = data;
    for (let index = 0; index < 10; index += 1) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537);
    const bits = ((data << 10) | remainder) ^ 0x5412;
    const bit = (index: number): boolean => ((bits >>> index) & 1) !== 0;

    for (let index = 0; index <= 5; index += 1) this.set(8, index, bit(index));
    this.set(8, 7, bit(6));
    this.set(8, 8, bit(7));
    this.set(7, 8, bit(8));
    for (let index = 9; index < 15; index += 1) this.set(14 - index, 8, bit(index));

    for (let index = 0; index < 8; index += 1) this.set(this.size - 1 - index, 8, bit(index));
    for (let index = 8; index < 15; index += 1) this.set(8, this.size - 15 + index, bit(index));
    this.set(8, this.size - 8, true); // the dark module
  }

  private drawVersion(): void {
    if (this.version < 7) return;
    let remainder = this.version;
    for (let index = 0; index < 12; index += 1) remainder = (remainder << 1) ^ ((remainder >>> 11) * 0x1f25);
    const bits = (this.version << 12) | remainder;
    for (let index = 0; index < 18; index += 1) {
      const dark = ((bits >>> index) & 1) !== 0;
      const a = this.size - 11 + (index % 3);
      const b = Math.floor(index / 3);
      this.set(a, b, dark);
      this.set(b, a, dark);
    }
  }

  drawCodewords(data: readonly number[]): void {
    let index = 0;
    for (let right = this.size - 1; right >= 1; right -= 2) {
      if (right === 6) right = 5; // skip the vertical timing pattern
      for (let vertical = 0; vertical < this.size; vertical += 1) {
        for (let column = 0; column < 2; column += 1) {
          const x = right - column;
          const upward = ((right + 1) & 2) === 0;
          const y = upward ? this.size - 1 - vertical : vertical;
          const row = this.modules[y];
          if (row && !this.isFunction[y]?.[x] && index < data.length * 8) {
            row[x] = (((data[index >>> 3] ?? 0) >>> (7 - (index & 7))) & 1) !== 0;
            index += 1;
          }
        }
      }
    }
  }

  applyMask(mask: number): void {
    for (let y = 0; y < this.size; y += 1) {
      const row = this.modules[y];
      if (!row) continue;
      for (let x = 0; x < this.size; x += 1) {
        if (this.isFunction[y]?.[x]) continue;
        if (maskHits(mask, x, y)) row[x] = !row[x];
      }
    }
  }

  /** The standard's penalty score (rules N1–N4); the lowest-scoring mask is used. */
  penalty(): number {
    const lines: boolean[][] = [
      ...this.modules,
      ...this.modules.map((_, x) => this.modules.map((row) => row[x] ?? false)),
    ];
    let result = 0;
    for (const line of lines) {
      let run = 1;
      for (let index = 1; index <= line.length; index += 1) {
        if (index < line.length && line[index] === line[index - 1]) run += 1;
        else {
          if (run >= 5) result += 3 + (run - 5);
          run = 1;
        }
      }
      const text = line.map((dark) => (dark ? '1' : '0')).join('');
      for (const pattern of ['10111010000', '00001011101']) {
        for (let at = text.indexOf(pattern); at !== -1; at = text.indexOf(pattern, at + 1)) result += 40;
      }
    }
    let dark = 0;
    for (let y = 0; y < this.size; y += 1) {
      for (let x = 0; x < this.size; x += 1) {
        const here = this.modules[y]?.[x];
        if (here) dark += 1;
        if (
          x + 1 < this.size &&
          y + 1 < this.size &&
          here === this.modules[y]?.[x + 1] &&
          here === this.modules[y + 1]?.[x] &&
          here === this.modules[y + 1]?.[x + 1]
        ) {
          result += 3;
        }
      }
    }
    const total = this.size * this.size;
    result += (Math.ceil(Math.abs(dark * 20 - total * 10) / total) - 1) * 10;
    return result;
  }
}

function maskHits(mask: number, x: number, y: number): boolean {
  switch (mask) {
    case 0:
      return (x + y) % 2 === 0;
    case 1:
      return y % 2 === 0;
    case 2:
      return x % 3 === 0;
    case 3:
      return (x + y) % 3 === 0;
    case 4:
      return (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0;
    case 5:
      return ((x * y) % 2) + ((x * y) % 3) === 0;
    case 6:
      return (((x * y) % 2) + ((x * y) % 3)) % 2 === 0;
    default:
      return (((x + y) % 2) + ((x * y) % 3)) % 2 === 0;
  }
}
