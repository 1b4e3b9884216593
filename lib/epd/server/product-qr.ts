import 'server-only';
import QRCode from 'qrcode';
import { getEnv } from '@/lib/env/server/env';
import type { QrDrawing } from '../qr-drawing';

const QUIET_ZONE = 4;

/** The public product page's QR (business.md 2.2), drawn on the server; no language in the address, the page picks its own. */
export function productPageQr(epdId: string): QrDrawing {
  const text = `${getEnv().publicOrigin}/app/epd/${encodeURIComponent(epdId)}`;
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { text, size: modules.size + 2 * QUIET_ZONE, path };
}

export function qrSvgFile(drawing: QrDrawing): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${drawing.size} ${drawing.size}" width="${drawing.size * 10}" height="${drawing.size * 10}" shape-rendering="crispEdges"><rect width="100%" height="100%" fill="#fff"/><path fill="#000" d="${drawing.path}"/></svg>`;
}
