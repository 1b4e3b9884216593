import { createCanvas } from '@napi-rs/canvas';
import type { SKRSContext2D } from '@napi-rs/canvas';
import { registerSeedFonts, SEED_FONT_FAMILY } from './fonts.ts';

export type LogoBadge = {
  /** The organisation's short name, Chinese or Latin ("中钢协", "worldsteel"). */
  title: string;
  /** A smaller second line, usually the other language's abbreviation. */
  subtitle: string;
  /** Accent colour of the badge, e.g. "#1f5fa8". */
  accent: string;
};

const WIDTH = 240;
const HEIGHT = 96;
const PADDING = 16;
const BAND = 10;

/** A 240×96 PNG badge for a friendly link, drawn at seed time. */
export function drawLinkLogo(badge: LogoBadge): Buffer {
  registerSeedFonts();
  const canvas = createCanvas(WIDTH, HEIGHT);
  const context = canvas.getContext('2d');

  context.fillStyle = '#ffffff';
  context.beginPath();
  context.roundRect(0.5, 0.5, WIDTH - 1, HEIGHT - 1, 10);
  context.fill();
  context.strokeStyle = '#d9dee5';
  context.lineWidth = 1;
  context.stroke();

  context.fillStyle = badge.accent;
  context.beginPath();
  context.roundRect(0.5, 0.5, BAND, HEIGHT - 1, [10, 0, 0, 10]);
  context.fill();

  const textLeft = BAND + PADDING;
  const textWidth = WIDTH - textLeft - PADDING;
  context.textBaseline = 'alphabetic';

  context.fillStyle = badge.accent;
  context.font = fittingFont(context, badge.title, 'bold', 30, 16, textWidth);
  context.fillText(badge.title, textLeft, 50);

  context.fillStyle = '#5b6675';
  context.font = fittingFont(context, badge.subtitle, 'normal', 15, 10, textWidth);
  context.fillText(badge.subtitle, textLeft, 76);

  return canvas.encodeSync('png');
}

// The largest size from `largest` down to `smallest` at which `text` fits `width`.
function fittingFont(
  context: SKRSContext2D,
  text: string,
  weight: 'bold' | 'normal',
  largest: number,
  smallest: number,
  width: number,
): string {
  let size = largest;
  for (; size > smallest; size -= 1) {
    context.font = `${weight} ${size}px "${SEED_FONT_FAMILY}"`;
    if (context.measureText(text).width <= width) break;
  }
  return `${weight} ${size}px "${SEED_FONT_FAMILY}"`;
}
