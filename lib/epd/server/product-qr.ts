import 'server-only';
import QRCode from 'qrcode';
import { getEnv } from '@/lib/env';
import type { QrDrawing } from '../qr-drawing';


const QUIET_ZONE = 4;

/**
 * The QR code of a declaration's public product page (`/app/epd/{id}`, business.md 2.2), the page
 * a buyer reaches by scanning a printed label: drawn on the server with the `qrcode` package, so
 * the page that shows it sends no script and prints it as sharp vector art. The address is the
 * portal's public origin without a language: the product page picks its own (business.md 2.2).
 */
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

/** The same drawing as a standalone SVG file, for the "save for printing" link. */
export function qrSvgFile(drawing: QrDrawing): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${drawing.size} ${drawing.size}" width="${drawing.size * 10}" height="${drawing.size * 10}" shape-rendering="crispEdges"><rect width="100%" height="100%" fill="#fff"/><path fill="#000" d="${drawing.path}"/></svg>`;
}
