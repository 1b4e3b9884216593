import type { SKRSContext2D } from '@napi-rs/canvas';

// protocols.md: every captcha image is 310×155, the reference the client scales to.
export const IMAGE_WIDTH = 310;
export const IMAGE_HEIGHT = 155;

type Palette = {
  skyTop: string;
  skyBottom: string;
  sun: string;
  hills: string;
  plant: string;
  ground: string;
};

// Dawn, noon, dusk and a grey winter morning over a steel works.
const palettes: readonly Palette[] = [
  {
    skyTop: '#f6b48f',
    skyBottom: '#fde7c8',
    sun: '#fff3d6',
    hills: '#c98f7a',
    plant: '#4a3f4f',
    ground: '#6b5a55',
  },
  {
    skyTop: '#4f8fd6',
    skyBottom: '#cfe6f7',
    sun: '#fffbe8',
    hills: '#7fa2b8',
    plant: '#33475b',
    ground: '#5a6b62',
  },
  {
    skyTop: '#3b2b5e',
    skyBottom: '#e07a5f',
    sun: '#ffd29d',
    hills: '#6d4a6b',
    plant: '#231c2e',
    ground: '#3d2f3a',
  },
  {
    skyTop: '#8d99a6',
    skyBottom: '#dfe3e8',
    sun: '#f4f6f8',
    hills: '#a3adb8',
    plant: '#3e4650',
    ground: '#5c636b',
  },
  {
    skyTop: '#2a6f6b',
    skyBottom: '#bfe3d0',
    sun: '#f3ffe9',
    hills: '#6f9f8a',
    plant: '#22393a',
    ground: '#43584f',
  },
];

/** A uniform number in [min, max). Scenery only: captcha answers use node:crypto. */
export function between(min: number, max: number): number {
  return min + Math.random() * (max - min);
}

function pick<T>(items: readonly T[]): T {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/**
 * A steel works at a random hour: sky, sun, hills, blast furnace, chimneys with
 * smoke, sheds, a cooling tower and a conveyor, then loose translucent shapes so
 * no two images share edges a script could learn.
 */
export function paintSteelWorks(context: SKRSContext2D): void {
  const palette = pick(palettes);
  const horizon = between(92, 112);

  const sky = context.createLinearGradient(0, 0, 0, horizon);
  sky.addColorStop(0, palette.skyTop);
  sky.addColorStop(1, palette.skyBottom);
  context.fillStyle = sky;
  context.fillRect(0, 0, IMAGE_WIDTH, IMAGE_HEIGHT);

  paintSun(context, palette, horizon);
  paintHills(context, palette.hills, horizon);
  paintPlant(context, palette, horizon);

  const ground = context.createLinearGradient(0, horizon, 0, IMAGE_HEIGHT);
  ground.addColorStop(0, palette.ground);
  ground.addColorStop(1, '#1f1f24');
  context.fillStyle = ground;
  context.fillRect(0, horizon, IMAGE_WIDTH, IMAGE_HEIGHT - horizon);
  paintRails(context, horizon);
  paintMoltenGlow(context, horizon);
  paintLooseShapes(context);
}

function paintSun(context: SKRSContext2D, palette: Palette, horizon: number): void {
  const x = between(30, 280);
  const y = between(18, horizon - 30);
  const glow = context.createRadialGradient(x, y, 2, x, y, 46);
  glow.addColorStop(0, palette.sun);
  glow.addColorStop(0.35, `${palette.sun}aa`);
  glow.addColorStop(1, `${palette.sun}00`);
  context.fillStyle = glow;
  context.fillRect(x - 46, y - 46, 92, 92);
}

function paintHills(context: SKRSContext2D, colour: string, horizon: number): void {
  context.fillStyle = colour;
  context.globalAlpha = 0.75;
  context.beginPath();
  context.moveTo(0, horizon);
  let x = 0;
  while (x < IMAGE_WIDTH) {
    const width = between(50, 110);
    context.quadraticCurveTo(x + width / 2, horizon - between(14, 38), x + width, horizon);
    x += width;
  }
  context.lineTo(IMAGE_WIDTH, horizon);
  context.closePath();
  context.fill();
  context.globalAlpha = 1;
}

function paintPlant(context: SKRSContext2D, palette: Palette, horizon: number): void {
  context.fillStyle = palette.plant;
  context.strokeStyle = palette.plant;

  // Sheds with sawtooth roofs along the horizon.
  let x = between(-20, 10);
  while (x < IMAGE_WIDTH) {
    const width = between(36, 70);
    const height = between(12, 24);
    context.fillRect(x, horizon - height, width, height);
    context.beginPath();
    for (let tooth = x; tooth < x + width; tooth += 9) {
      context.moveTo(tooth, horizon - height);
      context.lineTo(tooth + 9, horizon - height - 5);
      context.lineTo(tooth + 9, horizon - height);
    }
    context.fill();
    x += width + between(4, 30);
  }

  // Blast furnace: a tapered tower with a downcomer pipe and stoves beside it.
  const furnace = between(40, 250);
  const top = horizon - between(62, 78);
  context.beginPath();
  context.moveTo(furnace - 12, horizon);
  context.lineTo(furnace - 7, top + 18);
  context.lineTo(furnace - 4, top);
  context.lineTo(furnace + 4, top);
  context.lineTo(furnace + 7, top + 18);
  context.lineTo(furnace + 12, horizon);
  context.closePath();
  context.fill();
  context.lineWidth = 3;
  context.beginPath();
  context.moveTo(furnace, top + 2);
  context.quadraticCurveTo(furnace + 26, top - 10, furnace + 30, horizon - 18);
  context.stroke();
  for (let stove = 0; stove < 3; stove += 1) {
    const stoveX = furnace + 22 + stove * 9;
    context.beginPath();
    context.roundRect(stoveX, horizon - 40, 7, 40, [4, 4, 0, 0]);
    context.fill();
  }

  // Chimneys in red and white bands, each with a plume of smoke.
  const chimneys = Math.floor(between(2, 5));
  for (let index = 0; index < chimneys; index += 1) {
    const chimneyX = between(10, 300);
    const height = between(50, 84);
    const chimneyTop = horizon - height;
    context.fillStyle = palette.plant;
    context.fillRect(chimneyX - 3, chimneyTop, 6, height);
    context.fillStyle = '#c8553d';
    for (let band = chimneyTop; band < chimneyTop + 18; band += 6) context.fillRect(chimneyX - 3, band, 6, 3);
    paintSmoke(context, chimneyX, chimneyTop);
  }

  // A hyperbolic cooling tower and a conveyor climbing to it.
  const towerX = between(20, 290);
  const towerHeight = between(34, 46);
  context.fillStyle = palette.plant;
  context.globalAlpha = 0.85;
  context.beginPath();
  context.moveTo(towerX - 16, horizon);
  context.quadraticCurveTo(towerX - 6, horizon - towerHeight / 2, towerX - 11, horizon - towerHeight);
  context.lineTo(towerX + 11, horizon - towerHeight);
  context.quadraticCurveTo(towerX + 6, horizon - towerHeight / 2, towerX + 16, horizon);
  context.closePath();
  context.fill();
  context.globalAlpha = 1;
  context.lineWidth = 2;
  context.beginPath();
  context.moveTo(towerX - 70, horizon - 2);
  context.lineTo(towerX - 12, horizon - towerHeight + 6);
  context.stroke();
}

function paintSmoke(context: SKRSContext2D, x: number, y: number): void {
  const drift = between(-1.2, 1.6);
  for (let puff = 0; puff < 7; puff += 1) {
    const radius = 4 + puff * 2.2;
    context.fillStyle = `rgba(236, 236, 240, ${0.5 - puff * 0.06})`;
    context.beginPath();
    context.arc(x + puff * 7 * drift, y - 6 - puff * 6, radius, 0, Math.PI * 2);
    context.fill();
  }
}

function paintRails(context: SKRSContext2D, horizon: number): void {
  context.strokeStyle = 'rgba(255, 255, 255, 0.18)';
  context.lineWidth = 1;
  for (let rail = 0; rail < 3; rail += 1) {
    const y = horizon + 10 + rail * between(9, 14);
    context.beginPath();
    context.moveTo(0, y);
    context.lineTo(IMAGE_WIDTH, y + between(-6, 6));
    context.stroke();
  }
}

// A ladle of molten steel somewhere on the ground.
function paintMoltenGlow(context: SKRSContext2D, horizon: number): void {
  const x = between(20, 290);
  const y = between(horizon + 12, IMAGE_HEIGHT - 10);
  const glow = context.createRadialGradient(x, y, 1, x, y, 30);
  glow.addColorStop(0, 'rgba(255, 214, 102, 0.95)');
  glow.addColorStop(0.4, 'rgba(255, 120, 40, 0.55)');
  glow.addColorStop(1, 'rgba(255, 80, 20, 0)');
  context.fillStyle = glow;
  context.fillRect(x - 30, y - 30, 60, 60);
}

function paintLooseShapes(context: SKRSContext2D): void {
  for (let index = 0; index < 14; index += 1) {
    const hue = Math.floor(between(0, 360));
    context.fillStyle = `hsla(${hue}, 55%, 60%, ${between(0.08, 0.2)})`;
    context.beginPath();
    const x = between(0, IMAGE_WIDTH);
    const y = between(0, IMAGE_HEIGHT);
    if (index % 2 === 0) {
      context.arc(x, y, between(6, 22), 0, Math.PI * 2);
    } else {
      context.moveTo(x, y);
      context.lineTo(x + between(-30, 30), y + between(10, 30));
      context.lineTo(x + between(-30, 30), y - between(10, 30));
      context.closePath();
    }
    context.fill();
  }
  // Fine grain, so the image does not compress to flat areas.
  for (let index = 0; index < 260; index += 1) {
    context.fillStyle = `rgba(255, 255, 255, ${between(0.03, 0.12)})`;
    context.fillRect(between(0, IMAGE_WIDTH), between(0, IMAGE_HEIGHT), 1.2, 1.2);
  }
}
