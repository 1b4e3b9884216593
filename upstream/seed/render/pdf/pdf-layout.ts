import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PDFDocument, rgb } from 'pdf-lib';
import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import { subsettingFontkit } from './fontkit-adapter.ts';

// A4 in points, with 20 mm margins.
export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;
export const MARGIN = 56;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const TOP = PAGE_HEIGHT - 72;
const BOTTOM = 64;

export const colours = {
  ink: rgb(0.13, 0.16, 0.2),
  muted: rgb(0.36, 0.4, 0.46),
  rule: rgb(0.84, 0.87, 0.9),
  steel: rgb(0.12, 0.37, 0.66),
  steelLight: rgb(0.91, 0.94, 0.98),
  green: rgb(0.06, 0.48, 0.42),
  greenLight: rgb(0.9, 0.96, 0.94),
  white: rgb(1, 1, 1),
};

export type PdfFonts = { regular: PDFFont; bold: PDFFont };

export type PdfMeta = {
  title: string;
  subject: string;
  author: string;
  keywords: string[];
  /** The document's main language, written to its catalogue. */
  language: 'zh-CN' | 'en';
};

/** A document being drawn top to bottom; `nextPage` opens a page with the running header. */
export type Flow = {
  doc: PDFDocument;
  fonts: PdfFonts;
  page: PDFPage;
  y: number;
  nextPage(): void;
};

let fontBytes: { regular: Uint8Array; bold: Uint8Array } | undefined;

// Noto Sans SC from the npm package: no system font is ever needed (DESIGN.md).
function loadFontBytes(): { regular: Uint8Array; bold: Uint8Array } {
  if (!fontBytes) {
    const packageDir = dirname(
      createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans-sc/package.json'),
    );
    fontBytes = {
      regular: readFileSync(join(packageDir, '400Regular/NotoSansSC_400Regular.ttf')),
      bold: readFileSync(join(packageDir, '700Bold/NotoSansSC_700Bold.ttf')),
    };
  }
  return fontBytes;
}

/** A new PDF with its metadata set and Noto Sans SC embedded as subsets (a few KB each). */
export async function createSeedPdf(meta: PdfMeta): Promise<{ doc: PDFDocument; fonts: PdfFonts }> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(subsettingFontkit);
  const bytes = loadFontBytes();
  const fonts = {
    regular: await doc.embedFont(bytes.regular, { subset: true }),
    bold: await doc.embedFont(bytes.bold, { subset: true }),
  };
  doc.setTitle(meta.title, { showInWindowTitleBar: true });
  doc.setSubject(meta.subject);
  doc.setAuthor(meta.author);
  doc.setKeywords(meta.keywords);
  doc.setLanguage(meta.language);
  doc.setCreator('Low-Carbon Steel EPD Platform (reference upstream, demo data)');
  doc.setProducer('pdf-lib');
  // Fixed, so the same seed always draws the same file.
  const created = new Date('2026-09-01T00:00:00Z');
  doc.setCreationDate(created);
  doc.setModificationDate(created);
  return { doc, fonts };
}

/** Serialises the document in one go (no yielding between objects). */
export function savePdf(doc: PDFDocument): Promise<Uint8Array> {
  return doc.save({ objectsPerTick: Number.POSITIVE_INFINITY });
}

/** Starts a flow on a first page; every later page gets `header` in its top band. */
export function createFlow(doc: PDFDocument, fonts: PdfFonts, header: string): Flow {
  const flow: Flow = {
    doc,
    fonts,
    page: doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]),
    y: TOP,
    nextPage() {
      flow.page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
      flow.y = TOP;
      drawRunningHeader(flow.page, fonts, header);
    },
  };
  drawRunningHeader(flow.page, fonts, header);
  return flow;
}

function drawRunningHeader(page: PDFPage, fonts: PdfFonts, header: string): void {
  page.drawRectangle({ x: 0, y: PAGE_HEIGHT - 8, width: PAGE_WIDTH, height: 8, color: colours.steel });
  page.drawText(fit(fonts.regular, header, 8, CONTENT_WIDTH), {
    x: MARGIN,
    y: PAGE_HEIGHT - 34,
    size: 8,
    font: fonts.regular,
    color: colours.muted,
  });
  page.drawLine({
    start: { x: MARGIN, y: PAGE_HEIGHT - 42 },
    end: { x: PAGE_WIDTH - MARGIN, y: PAGE_HEIGHT - 42 },
    thickness: 0.5,
    color: colours.rule,
  });
}

/** Page numbers and a left footer on every page, once the page count is known. */
export function drawFooters(doc: PDFDocument, fonts: PdfFonts, left: string): void {
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    page.drawLine({
      start: { x: MARGIN, y: 44 },
      end: { x: PAGE_WIDTH - MARGIN, y: 44 },
      thickness: 0.5,
      color: colours.rule,
    });
    const numbers = `第 ${index + 1} 页 / 共 ${pages.length} 页  Page ${index + 1} of ${pages.length}`;
    const numbersWidth = textWidth(fonts.regular, numbers, 8);
    page.drawText(fit(fonts.regular, left, 8, CONTENT_WIDTH - numbersWidth - 16), {
      x: MARGIN,
      y: 30,
      size: 8,
      font: fonts.regular,
      color: colours.muted,
    });
    page.drawText(numbers, {
      x: PAGE_WIDTH - MARGIN - numbersWidth,
      y: 30,
      size: 8,
      font: fonts.regular,
      color: colours.muted,
    });
  });
}

/** Moves to the next page unless `height` points still fit above the bottom margin. */
export function ensureSpace(flow: Flow, height: number): void {
  if (flow.y - height < BOTTOM) flow.nextPage();
}

export function heading(flow: Flow, text: string, level: 1 | 2 = 1): void {
  const size = level === 1 ? 14 : 11;
  const lines = wrap(flow.fonts.bold, text, size, CONTENT_WIDTH);
  ensureSpace(flow, lines.length * size * 1.5 + 24);
  flow.y -= level === 1 ? 10 : 6;
  if (level === 1) {
    flow.page.drawRectangle({
      x: MARGIN,
      y: flow.y - size * 1.1,
      width: 3,
      height: lines.length * size * 1.45,
      color: colours.steel,
    });
  }
  for (const line of lines) {
    flow.y -= size * 1.25;
    flow.page.drawText(line, {
      x: MARGIN + (level === 1 ? 10 : 0),
      y: flow.y,
      size,
      font: flow.fonts.bold,
      color: level === 1 ? colours.steel : colours.ink,
    });
    flow.y -= size * 0.2;
  }
  flow.y -= 6;
}

export type ParagraphOptions = {
  size?: number;
  bold?: boolean;
  color?: RGB;
  indent?: number;
  /** Line width; the full content width by default. */
  width?: number;
  /** Space below the paragraph, in points. */
  after?: number;
};

export function paragraph(flow: Flow, text: string, options: ParagraphOptions = {}): void {
  const size = options.size ?? 9.5;
  const font = options.bold ? flow.fonts.bold : flow.fonts.regular;
  const indent = options.indent ?? 0;
  const lineHeight = size * 1.6;
  for (const line of wrap(font, text, size, (options.width ?? CONTENT_WIDTH) - indent)) {
    ensureSpace(flow, lineHeight);
    flow.y -= lineHeight;
    flow.page.drawText(line, {
      x: MARGIN + indent,
      y: flow.y + size * 0.35,
      size,
      font,
      color: options.color ?? colours.ink,
    });
  }
  flow.y -= options.after ?? 6;
}

export function bullets(flow: Flow, items: readonly string[], size = 9.5): void {
  for (const item of items) {
    ensureSpace(flow, size * 1.6);
    flow.page.drawCircle({ x: MARGIN + 4, y: flow.y - size * 0.95, size: 1.6, color: colours.steel });
    paragraph(flow, item, { size, indent: 12, after: 2 });
  }
  flow.y -= 4;
}

export type Column = { header: string; width: number; align?: 'left' | 'right' | 'center' };

export type TableOptions = {
  size?: number;
  /** Shade the first column like a header (key/value tables). */
  keyColumn?: boolean;
  headerFill?: RGB;
};

/** A ruled table; rows that do not fit move to the next page under a repeated header. */
export function table(
  flow: Flow,
  columns: readonly Column[],
  rows: readonly (readonly string[])[],
  options: TableOptions = {},
): void {
  const size = options.size ?? 8.5;
  const lineHeight = size * 1.45;
  const padding = 4;
  const totalWidth = columns.reduce((sum, column) => sum + column.width, 0);
  const scale = CONTENT_WIDTH / totalWidth;
  const widths = columns.map((column) => column.width * scale);
  const showHeader = columns.some((column) => column.header !== '');

  const drawRow = (cells: readonly string[], kind: 'header' | 'body'): void => {
    const wrapped = cells.map((cell, index) => {
      const font =
        kind === 'header' || (options.keyColumn && index === 0) ? flow.fonts.bold : flow.fonts.regular;
      return { font, lines: wrap(font, cell, size, (widths[index] ?? 0) - 2 * padding) };
    });
    const height = Math.max(...wrapped.map((cell) => cell.lines.length)) * lineHeight + 2 * padding;
    if (flow.y - height < BOTTOM) {
      flow.nextPage();
      if (kind === 'body' && showHeader)
        drawRow(
          columns.map((column) => column.header),
          'header',
        );
    }
    const top = flow.y;
    let x = MARGIN;
    wrapped.forEach((cell, index) => {
      const width = widths[index] ?? 0;
      const shaded = kind === 'header' || (options.keyColumn && index === 0);
      if (shaded) {
        flow.page.drawRectangle({
          x,
          y: top - height,
          width,
          height,
          color: options.headerFill ?? colours.steelLight,
        });
      }
      cell.lines.forEach((line, lineIndex) => {
        const align = columns[index]?.align ?? 'left';
        const lineWidth = textWidth(cell.font, line, size);
        const textX =
          align === 'right'
            ? x + width - padding - lineWidth
            : align === 'center'
              ? x + (width - lineWidth) / 2
              : x + padding;
        flow.page.drawText(line, {
          x: textX,
          y: top - padding - (lineIndex + 1) * lineHeight + size * 0.4,
          size,
          font: cell.font,
          color: colours.ink,
        });
      });
      x += width;
    });
    flow.page.drawLine({
      start: { x: MARGIN, y: top - height },
      end: { x: MARGIN + CONTENT_WIDTH, y: top - height },
      thickness: 0.5,
      color: colours.rule,
    });
    flow.y = top - height;
  };

  ensureSpace(flow, lineHeight * 3 + 4 * padding);
  flow.page.drawLine({
    start: { x: MARGIN, y: flow.y },
    end: { x: MARGIN + CONTENT_WIDTH, y: flow.y },
    thickness: 0.8,
    color: colours.steel,
  });
  if (showHeader)
    drawRow(
      columns.map((column) => column.header),
      'header',
    );
  for (const row of rows) drawRow(row, 'body');
  flow.y -= 10;
}

const widthCache = new WeakMap<PDFFont, Map<string, number>>();

/** Width of `text` at `size`, from per-token widths measured once per font. */
export function textWidth(font: PDFFont, text: string, size: number): number {
  let cache = widthCache.get(font);
  if (!cache) {
    cache = new Map();
    widthCache.set(font, cache);
  }
  let total = 0;
  for (const token of tokens(text)) {
    let width = cache.get(token);
    if (width === undefined) {
      width = font.widthOfTextAtSize(token, 1000);
      cache.set(token, width);
    }
    total += width;
  }
  return (total * size) / 1000;
}

// Han characters, kana and full-width punctuation break anywhere; Latin breaks at spaces.
const BREAK_ANYWHERE = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/u;

function tokens(text: string): string[] {
  const result: string[] = [];
  let word = '';
  for (const character of text) {
    if (character === ' ' || BREAK_ANYWHERE.test(character)) {
      if (word) result.push(word);
      word = '';
      result.push(character);
    } else {
      word += character;
    }
  }
  if (word) result.push(word);
  return result;
}

/** Greedy line breaking; a Latin word longer than the line is split by characters. */
export function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraphText of text.split('\n')) {
    let line = '';
    for (const token of tokens(paragraphText)) {
      if (line === '' && token === ' ') continue;
      const candidate = line + token;
      if (textWidth(font, candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line.trimEnd());
      line = token === ' ' ? '' : token;
      while (line.length > 1 && textWidth(font, line, size) > width) {
        let cut = line.length - 1;
        while (cut > 1 && textWidth(font, line.slice(0, cut), size) > width) cut -= 1;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line.trimEnd());
  }
  return lines;
}

/** `text`, shortened with an ellipsis until it fits `width`. */
export function fit(font: PDFFont, text: string, size: number, width: number): string {
  if (textWidth(font, text, size) <= width) return text;
  let cut = text.length;
  while (cut > 1 && textWidth(font, `${text.slice(0, cut)}…`, size) > width) cut -= 1;
  return `${text.slice(0, cut)}…`;
}
