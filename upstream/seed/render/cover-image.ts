import { createCanvas } from '@napi-rs/canvas';
import type { SKRSContext2D } from '@napi-rs/canvas';
import { registerSeedFonts, SEED_FONT_FAMILY } from './fonts.ts';
import { readRendered, renderCacheKey, writeRendered } from './render-cache.ts';

export type Cover = {
  /** Large text, Chinese or Latin; wrapped onto at most three lines. */
  title: string;
  /** A small label above the title, e.g. "政策 · Policy". */
  kicker: string;
  /** Small text at the bottom, e.g. a date. */
  footer: string;
  /** Main colour, e.g. "#1f5fa8". */
  accent: string;
  width: number;
  height: number;
};

/** A cover picture for a news item or a resource card, drawn at seed time (or taken from the render cache). */
export function drawCover(cover: Cover): Uint8Array {
  const key = renderCacheKey('cover', cover);
  const cached = readRendered(key);
  if (cached) return cached;
  const bytes = paintCover(cover);
  writeRendered(key, bytes);
  return bytes;
}

function paintCover(cover: Cover): Buffer {
  registerSeedFonts();
  const { width, height } = cover;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');

  // Flat colours only: a gradient makes the PNG ten times larger and slower to encode.
  context.fillStyle = cover.accent;
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#0d1b2a';
  context.globalAlpha = 0.35;
  context.fillRect(0, height * 0.62, width, height * 0.38);
  context.globalAlpha = 1;

  // Rolled-steel motif: a few translucent coils on the right.
  context.strokeStyle = 'rgba(255, 255, 255, 0.12)';
  for (let ring = 0; ring < 9; ring += 1) {
    context.lineWidth = 6;
    context.beginPath();
    context.arc(width * 0.86, height * 0.62, 22 + ring * 14, 0, Math.PI * 2);
    context.stroke();
  }
  context.fillStyle = 'rgba(255, 255, 255, 0.08)';
  context.fillRect(0, height - 56, width, 56);

  const padding = Math.round(width * 0.06);
  context.textBaseline = 'alphabetic';
  context.fillStyle = 'rgba(255, 255, 255, 0.85)';
  context.font = `${Math.round(height * 0.05)}px "${SEED_FONT_FAMILY}"`;
  context.fillText(cover.kicker, padding, padding + height * 0.05);

  const titleSize = Math.round(height * 0.095);
  context.fillStyle = '#ffffff';
  context.font = `bold ${titleSize}px "${SEED_FONT_FAMILY}"`;
  const lines = wrapLines(context, cover.title, width - 2 * padding - width * 0.1, 3);
  lines.forEach((line, index) => {
    context.fillText(line, padding, padding + height * 0.2 + index * titleSize * 1.3);
  });

  context.fillStyle = 'rgba(255, 255, 255, 0.9)';
  context.font = `${Math.round(height * 0.045)}px "${SEED_FONT_FAMILY}"`;
  context.fillText(cover.footer, padding, height - 22);

  return canvas.encodeSync('png');
}

const CLOSING = /^[，。、；：！？）》」』”’]$/u;

// Breaks between Han characters or at spaces; the last line ends with "…" when cut.
function wrapLines(context: SKRSContext2D, text: string, width: number, maxLines: number): string[] {
  const tokens =
    text.match(
      /[\u2e80-\u9fff\uff00-\uffef\u3000-\u303f]|[^\s\u2e80-\u9fff\uff00-\uffef\u3000-\u303f]+|\s+/gu,
    ) ?? [];
  const lines: string[] = [];
  let line = '';
  let truncated = false;
  for (const token of tokens) {
    const candidate = line + token;
    // Closing punctuation never starts a line (it may overhang a little instead).
    if (line === '' || CLOSING.test(token) || context.measureText(candidate).width <= width) {
      line = line === '' ? token.trimStart() : candidate;
      continue;
    }
    lines.push(line.trimEnd());
    line = token.trimStart();
    if (lines.length === maxLines) {
      truncated = true;
      break;
    }
  }
  if (!truncated && line) lines.push(line.trimEnd());
  if (truncated) {
    const last = lines[maxLines - 1] ?? '';
    lines[maxLines - 1] = `${last.slice(0, Math.max(1, last.length - 1))}…`;
  }
  return lines;
}
