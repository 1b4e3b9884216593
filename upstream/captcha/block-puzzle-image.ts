import { createCanvas } from '@napi-rs/canvas';
import type { SKRSContext2D } from '@napi-rs/canvas';
import { IMAGE_HEIGHT, IMAGE_WIDTH, paintSteelWorks } from './captcha-scene.ts';

// protocols.md: the piece image is 47×155 (full height, transparent around the
// piece); its left edge sits at X in the 310-px background when solved, X in 100–262.
export const PIECE_WIDTH = 47;
export const PIECE_MIN_X = 100;
export const PIECE_MAX_X = IMAGE_WIDTH - PIECE_WIDTH - 1;

// The piece: a 34-px square with a knob on top and on the right and a notch on the left.
const BODY = 34;
const KNOB = 7;
const NOTCH = 6;
/** Where the piece's top edge may sit, leaving room for the top knob and the border. */
export const PIECE_MIN_TOP = KNOB + 3;
export const PIECE_MAX_TOP = IMAGE_HEIGHT - BODY - 5;

export type BlockPuzzleImages = { originalImageBase64: string; jigsawImageBase64: string };

/** Draws the scene, cuts the piece out at (x, top) and marks the hole it leaves. */
export function drawBlockPuzzle(x: number, top: number): BlockPuzzleImages {
  const background = createCanvas(IMAGE_WIDTH, IMAGE_HEIGHT);
  const scene = background.getContext('2d');
  paintSteelWorks(scene);

  const piece = createCanvas(PIECE_WIDTH, IMAGE_HEIGHT);
  const cut = piece.getContext('2d');
  cut.save();
  tracePiece(cut, 0, top);
  cut.clip();
  cut.drawImage(background, -x, 0);
  cut.restore();
  tracePiece(cut, 0, top);
  cut.strokeStyle = 'rgba(255, 255, 255, 0.95)';
  cut.lineWidth = 1.6;
  cut.shadowColor = 'rgba(0, 0, 0, 0.6)';
  cut.shadowBlur = 4;
  cut.stroke();

  tracePiece(scene, x, top);
  scene.fillStyle = 'rgba(0, 0, 0, 0.5)';
  scene.fill();
  scene.strokeStyle = 'rgba(255, 255, 255, 0.7)';
  scene.lineWidth = 1.2;
  scene.stroke();

  return {
    originalImageBase64: background.encodeSync('png').toString('base64'),
    jigsawImageBase64: piece.encodeSync('png').toString('base64'),
  };
}

function tracePiece(context: SKRSContext2D, left: number, top: number): void {
  const l = left + 1;
  const r = l + BODY;
  const b = top + BODY;
  const middleX = l + BODY / 2;
  const middleY = top + BODY / 2;
  context.beginPath();
  context.moveTo(l, top);
  context.lineTo(middleX - KNOB, top);
  context.arc(middleX, top, KNOB, Math.PI, 0, false);
  context.lineTo(r, top);
  context.lineTo(r, middleY - KNOB);
  context.arc(r, middleY, KNOB, -Math.PI / 2, Math.PI / 2, false);
  context.lineTo(r, b);
  context.lineTo(l, b);
  context.lineTo(l, middleY + NOTCH);
  context.arc(l, middleY, NOTCH, Math.PI / 2, -Math.PI / 2, true);
  context.closePath();
}
