import { createCanvas } from '@napi-rs/canvas';
import QRCode from 'qrcode';
import { registerSeedFonts, SEED_FONT_FAMILY } from './fonts.ts';

export type QrBadge = {
  /** What the code encodes: the product page's address. */
  url: string;
  registrationNumber: string;
  productName: string;
};

const WIDTH = 360;
const HEIGHT = 470;
const QUIET_ZONE = 4;

/** A printable label: a real QR code of the product page with the registration number under it. */
export function drawQrBadge(badge: QrBadge): Buffer {
  registerSeedFonts();
  // Byte mode (the URL as UTF-8, one segment) at level M, the smallest version that fits.
  const { modules: matrix } = QRCode.create([{ data: new TextEncoder().encode(badge.url), mode: 'byte' }], {
    errorCorrectionLevel: 'M',
  });
  const canvas = createCanvas(WIDTH, HEIGHT);
  const context = canvas.getContext('2d');

  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, WIDTH, HEIGHT);
  context.fillStyle = '#1f5fa8';
  context.fillRect(0, 0, WIDTH, 56);
  context.fillStyle = '#ffffff';
  context.textAlign = 'center';
  context.font = `bold 18px "${SEED_FONT_FAMILY}"`;
  context.fillText('扫码查看产品环境声明', WIDTH / 2, 26);
  context.font = `12px "${SEED_FONT_FAMILY}"`;
  context.fillText('Scan for the environmental product declaration', WIDTH / 2, 45);

  const modules = matrix.size + 2 * QUIET_ZONE;
  const scale = Math.floor(280 / modules);
  const side = modules * scale;
  const left = Math.floor((WIDTH - side) / 2);
  const top = 70;
  context.fillStyle = '#111111';
  for (let y = 0; y < matrix.size; y += 1) {
    for (let x = 0; x < matrix.size; x += 1) {
      if (matrix.get(y, x))
        context.fillRect(left + (x + QUIET_ZONE) * scale, top + (y + QUIET_ZONE) * scale, scale, scale);
    }
  }

  context.fillStyle = '#1f2933';
  context.font = `bold 16px "${SEED_FONT_FAMILY}"`;
  context.fillText(badge.registrationNumber, WIDTH / 2, top + side + 26, WIDTH - 24);
  context.font = `13px "${SEED_FONT_FAMILY}"`;
  context.fillText(badge.productName, WIDTH / 2, top + side + 48, WIDTH - 24);
  context.fillStyle = '#5b6675';
  context.font = `11px "${SEED_FONT_FAMILY}"`;
  context.fillText(badge.url, WIDTH / 2, top + side + 70, WIDTH - 24);

  return canvas.encodeSync('png');
}
