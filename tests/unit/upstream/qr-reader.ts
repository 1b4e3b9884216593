// A small QR code reader for the tests (ISO/IEC 18004, versions 1–10, level M, byte mode), written
// independently of the `qrcode` package the upstream draws with: it finds the symbol in a rendered
// image, reads the format bits, unmasks, de-interleaves the blocks, checks every block's
// Reed–Solomon codewords and decodes the bytes as UTF-8. It does not correct errors: a label
// drawn from exact pixels must read back without any.

import { createCanvas, loadImage } from '@napi-rs/canvas';

/** Rows of modules; true is dark. */
export type ModuleMatrix = boolean[][];

/** Reads the QR code back out of a PNG, as a phone's camera app would (without the optics). */
export async function readQrLabel(png: Uint8Array): Promise<QrReading> {
  const image = await loadImage(Buffer.from(png));
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const pixels = context.getImageData(0, 0, image.width, image.height);
  return decodeQrModules(sampleQrModules(pixels.data, image.width, image.height));
}

/** RGBA pixels (as `getImageData` gives them) → the symbol's modules, located by its finder patterns. */
export function sampleQrModules(rgba: Uint8ClampedArray, width: number, height: number): ModuleMatrix {
  const dark = (x: number, y: number): boolean => {
    const index = (y * width + x) * 4;
    const luminance =
      0.299 * (rgba[index] ?? 255) + 0.587 * (rgba[index + 1] ?? 255) + 0.114 * (rgba[index + 2] ?? 255);
    return luminance < 64;
  };
  for (let y = 0; y < height; y += 1) {
    const finders = finderRuns(width, (x) => dark(x, y));
    const first = finders[0];
    const last = finders.at(-1);
    if (!first || !last || first === last) continue;
    // The first row whose outermost dark runs are two finders crossed 1:1:3:1:1 is module
    // row 2 of the top finders (rows 0 and 1 start with a solid run of 7 modules).
    let leftmost = 0;
    while (leftmost < width && !dark(leftmost, y)) leftmost += 1;
    let rightmost = width - 1;
    while (rightmost > 0 && !dark(rightmost, y)) rightmost -= 1;
    if (first.start !== leftmost || last.start + last.length - 1 !== rightmost) continue;
    const moduleSize = first.length / 7;
    const left = first.start;
    const top = Math.round(y - 2 * moduleSize);
    const size = Math.round((last.start + last.length - left) / moduleSize);
    return Array.from({ length: size }, (_, row) =>
      Array.from({ length: size }, (_, column) =>
        dark(Math.floor(left + (column + 0.5) * moduleSize), Math.floor(top + (row + 0.5) * moduleSize)),
      ),
    );
  }
  throw new Error('No QR finder pattern found');
}

// Runs of dark–light–dark–light–dark in the ratio 1:1:3:1:1 along one line.
function finderRuns(length: number, isDark: (at: number) => boolean): { start: number; length: number }[] {
  const runs: { dark: boolean; start: number; length: number }[] = [];
  for (let at = 0; at < length; at += 1) {
    const value = isDark(at);
    const current = runs.at(-1);
    if (current && current.dark === value) current.length += 1;
    else runs.push({ dark: value, start: at, length: 1 });
  }
  const found: { start: number; length: number }[] = [];
  for (let index = 0; index + 4 < runs.length; index += 1) {
    const window = runs.slice(index, index + 5);
    if (!window[0]?.dark) continue;
    const total = window.reduce((sum, run) => sum + run.length, 0);
    const unit = total / 7;
    const expected = [1, 1, 3, 1, 1];
    if (
      window.every((run, position) => Math.abs(run.length - (expected[position] ?? 0) * unit) <= unit / 2)
    ) {
      found.push({ start: window[0].start, length: total });
    }
  }
  return found;
}

// Level M (ISO/IEC 18004 table 9), index = version.
const ECC_PER_BLOCK = [0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26];
const BLOCKS = [0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5];
const FORMAT_MASK = 0x5412;
const LEVEL_M = 0b00;

export type QrReading = { text: string; version: number; mask: number };

/** Decodes a module matrix; throws when anything does not check out. */
export function decodeQrModules(modules: ModuleMatrix): QrReading {
  const size = modules.length;
  const version = (size - 17) / 4;
  if (!Number.isInteger(version) || version < 1 || version > 10) throw new Error(`Unsupported size ${size}`);
  const at = (row: number, column: number): boolean => modules[row]?.[column] ?? false;

  // Format bits, first copy: bit i at (row i, column 8) for 0–5, then (7, 8), (8, 8), (8, 7), (8, 14 − i).
  const positions: [number, number][] = [
    [0, 8],
    [1, 8],
    [2, 8],
    [3, 8],
    [4, 8],
    [5, 8],
    [7, 8],
    [8, 8],
    [8, 7],
    [8, 5],
    [8, 4],
    [8, 3],
    [8, 2],
    [8, 1],
    [8, 0],
  ];
  let format = 0;
  positions.forEach(([row, column], bit) => {
    if (at(row, column)) format |= 1 << bit;
  });
  format ^= FORMAT_MASK;
  if (bchFormat(format >>> 10) !== format) throw new Error('Format bits do not check');
  const level = format >>> 13;
  const mask = (format >>> 10) & 7;
  if (level !== LEVEL_M) throw new Error(`Error correction level bits ${level}, expected M`);

  const reserved = functionModules(version, size);
  const bits: number[] = [];
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vertical = 0; vertical < size; vertical += 1) {
      for (let j = 0; j < 2; j += 1) {
        const x = right - j;
        const upward = ((right + 1) & 2) === 0;
        const y = upward ? size - 1 - vertical : vertical;
        if (reserved[y]?.[x]) continue;
        bits.push(Number(at(y, x) !== masked(mask, x, y)));
      }
    }
  }
  const total = Math.floor(rawDataModules(version) / 8);
  const codewords = Array.from({ length: total }, (_, index) =>
    bits.slice(index * 8, index * 8 + 8).reduce((byte, bit) => (byte << 1) | bit, 0),
  );

  // De-interleave: short blocks first, the long ones carry one more data codeword.
  const blockCount = BLOCKS[version] ?? 1;
  const ecc = ECC_PER_BLOCK[version] ?? 0;
  const shortBlocks = blockCount - (total % blockCount);
  const shortData = Math.floor(total / blockCount) - ecc;
  const blocks = Array.from({ length: blockCount }, (_, index) => ({
    data: [] as number[],
    ecc: [] as number[],
    dataLength: shortData + (index < shortBlocks ? 0 : 1),
  }));
  let next = 0;
  for (let index = 0; index < shortData + 1; index += 1) {
    for (const block of blocks) if (index < block.dataLength) block.data.push(codewords[next++] ?? 0);
  }
  for (let index = 0; index < ecc; index += 1) {
    for (const block of blocks) block.ecc.push(codewords[next++] ?? 0);
  }
  for (const block of blocks) {
    if (reedSolomonRemainder(block.data, ecc).join() !== block.ecc.join()) {
      throw new Error('Error correction codewords do not match the data');
    }
  }

  const data = blocks.flatMap((block) => block.data);
  const stream = data.flatMap((byte) => Array.from({ length: 8 }, (_, bit) => (byte >>> (7 - bit)) & 1));
  let cursor = 0;
  const read = (count: number): number => {
    let value = 0;
    for (let index = 0; index < count; index += 1) value = (value << 1) | (stream[cursor++] ?? 0);
    return value;
  };
  const mode = read(4);
  if (mode !== 0b0100) throw new Error(`Mode ${mode.toString(2)}, expected byte mode`);
  const length = read(version <= 9 ? 8 : 16);
  const bytes = Uint8Array.from({ length }, () => read(8));
  const terminator = read(Math.min(4, stream.length - cursor));
  if (terminator !== 0) throw new Error('A second segment follows the byte segment');
  return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), version, mask };
}

function masked(mask: number, x: number, y: number): boolean {
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

// The 15 format bits for 5 data bits: BCH(15, 5) with generator 0x537.
function bchFormat(data: number): number {
  let remainder = data;
  for (let index = 0; index < 10; index += 1) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537);
  return (data << 10) | (remainder & 0x3ff);
}

function functionModules(version: number, size: number): boolean[][] {
  const reserved = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  const mark = (row: number, column: number): void => {
    if (row >= 0 && row < size && column >= 0 && column < size) reserved[row]![column] = true;
  };
  for (let index = 0; index < size; index += 1) {
    mark(6, index);
    mark(index, 6);
  }
  for (const [row, column] of [
    [3, 3],
    [3, size - 4],
    [size - 4, 3],
  ] as const) {
    for (let dy = -4; dy <= 4; dy += 1) for (let dx = -4; dx <= 4; dx += 1) mark(row + dy, column + dx);
  }
  const centres = alignmentCentres(version, size);
  for (const row of centres) {
    for (const column of centres) {
      const corner =
        (row === 6 && column === 6) ||
        (row === 6 && column === size - 7) ||
        (row === size - 7 && column === 6);
      if (corner) continue;
      for (let dy = -2; dy <= 2; dy += 1) for (let dx = -2; dx <= 2; dx += 1) mark(row + dy, column + dx);
    }
  }
  for (let index = 0; index < 9; index += 1) {
    mark(8, index);
    mark(index, 8);
  }
  for (let index = 0; index < 8; index += 1) {
    mark(8, size - 1 - index);
    mark(size - 1 - index, 8);
  }
  if (version >= 7) {
    for (let index = 0; index < 18; index += 1) {
      mark(Math.floor(index / 3), size - 11 + (index % 3));
      mark(size - 11 + (index % 3), Math.floor(index / 3));
    }
  }
  return reserved;
}

function alignmentCentres(version: number, size: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const step = Math.ceil((version * 4 + 4) / (count * 2 - 2)) * 2;
  const centres = [6];
  for (let position = size - 7; centres.length < count; position -= step) centres.splice(1, 0, position);
  return centres;
}

function rawDataModules(version: number): number {
  let result = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const count = Math.floor(version / 7) + 2;
    result -= (25 * count - 10) * count - 55;
    if (version >= 7) result -= 36;
  }
  return result;
}

// GF(2^8) with the polynomial 0x11D, as QR codes use it.
function multiply(a: number, b: number): number {
  let product = 0;
  for (let bit = 7; bit >= 0; bit -= 1) {
    product = (product << 1) ^ ((product >>> 7) * 0x11d);
    product ^= ((b >>> bit) & 1) * a;
  }
  return product & 0xff;
}

function reedSolomonRemainder(data: readonly number[], degree: number): number[] {
  // Generator (x − α^0)(x − α^1)…(x − α^(degree−1)), leading coefficient dropped.
  const divisor = Array<number>(degree).fill(0);
  divisor[degree - 1] = 1;
  let root = 1;
  for (let index = 0; index < degree; index += 1) {
    for (let j = 0; j < degree; j += 1) {
      divisor[j] = multiply(divisor[j] ?? 0, root) ^ (divisor[j + 1] ?? 0);
    }
    root = multiply(root, 0x02);
  }
  const remainder = Array<number>(degree).fill(0);
  for (const byte of data) {
    const factor = byte ^ (remainder.shift() ?? 0);
    remainder.push(0);
    divisor.forEach((coefficient, index) => {
      remainder[index] = (remainder[index] ?? 0) ^ multiply(coefficient, factor);
    });
  }
  return remainder;
}
