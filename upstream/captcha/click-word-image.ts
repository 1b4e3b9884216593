import { randomInt } from 'node:crypto';
import { createCanvas } from '@napi-rs/canvas';
import { registerSeedFonts, SEED_FONT_FAMILY } from '../seed/render/fonts.ts';
import { between, IMAGE_HEIGHT, IMAGE_WIDTH, paintSteelWorks } from './captcha-scene.ts';

export type Point = { x: number; y: number };

export type ClickWordImage = {
  originalImageBase64: string;
  /** The 3 characters to click, in order (accounts.md 4.5). */
  wordList: string[];
  /** Their centres in the 310×155 reference, in the same order. */
  points: Point[];
};

// Characters of the trade, each easy to tell apart from the others.
const WORDS = [...'钢铁碳绿能源环保炉轧材低排放声明产品循氢冶炼矿电风光热水气林山海云天地星火石金'];
const WORDS_DRAWN = 5;
const WORDS_TO_CLICK = 3;
const MARGIN = 22;
const MIN_DISTANCE = 48;

/** The scene with 5 distinct characters scattered on it; 3 of them are asked for. */
export function drawClickWords(): ClickWordImage {
  registerSeedFonts();
  const canvas = createCanvas(IMAGE_WIDTH, IMAGE_HEIGHT);
  const context = canvas.getContext('2d');
  paintSteelWorks(context);

  const words = distinctWords(WORDS_DRAWN);
  const centres = scatteredPoints(WORDS_DRAWN);
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  words.forEach((word, index) => {
    const centre = centres[index];
    if (!centre) return;
    context.save();
    context.translate(centre.x, centre.y);
    context.rotate((between(-35, 35) * Math.PI) / 180);
    context.font = `bold ${Math.round(between(24, 31))}px "${SEED_FONT_FAMILY}"`;
    context.lineWidth = 3;
    context.strokeStyle = 'rgba(20, 20, 28, 0.75)';
    context.strokeText(word, 0, 0);
    context.fillStyle = `hsl(${Math.floor(between(0, 360))}, 80%, 72%)`;
    context.fillText(word, 0, 0);
    context.restore();
  });

  const order = distinctIndexes(WORDS_DRAWN, WORDS_TO_CLICK);
  return {
    originalImageBase64: canvas.encodeSync('png').toString('base64'),
    wordList: order.map((index) => words[index] ?? ''),
    points: order.map((index) => centres[index] ?? { x: 0, y: 0 }),
  };
}

function distinctWords(count: number): string[] {
  return distinctIndexes(WORDS.length, count).map((index) => WORDS[index] ?? '');
}

function distinctIndexes(size: number, count: number): number[] {
  const chosen: number[] = [];
  while (chosen.length < count) {
    const index = randomInt(size);
    if (!chosen.includes(index)) chosen.push(index);
  }
  return chosen;
}

// Centres far enough apart that no two characters overlap.
function scatteredPoints(count: number): Point[] {
  for (;;) {
    const points: Point[] = [];
    for (let attempt = 0; attempt < 200 && points.length < count; attempt += 1) {
      const candidate = {
        x: randomInt(MARGIN, IMAGE_WIDTH - MARGIN),
        y: randomInt(MARGIN, IMAGE_HEIGHT - MARGIN),
      };
      if (points.every((point) => Math.hypot(point.x - candidate.x, point.y - candidate.y) >= MIN_DISTANCE)) {
        points.push(candidate);
      }
    }
    if (points.length === count) return points;
  }
}
