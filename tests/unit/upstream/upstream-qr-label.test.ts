import { createHash } from 'node:crypto';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { drawQrBadge } from '../../../upstream/seed/render/qr-badge.ts';
import type { ModuleMatrix } from './qr-reader.ts';
import { decodeQrModules, readQrLabel, sampleQrModules } from './qr-reader.ts';

const label = (url: string) =>
  drawQrBadge({ url, registrationNumber: 'EPD-CN-2025-0001', productName: '热轧钢板' });

describe('QR labels', () => {
  it('draw codes that read back as the product URL', async () => {
    const short = await readQrLabel(label('http://localhost:3000/app/epd/1'));
    expect(short).toMatchObject({ text: 'http://localhost:3000/app/epd/1', version: 3 });
  });

  it('read back for longer and non-ASCII URLs (several blocks, byte mode as UTF-8)', async () => {
    const long = `https://epd.lowcarbonsteel.example/app/epd/27?from=label&batch=${'7'.repeat(90)}`;
    const reading = await readQrLabel(label(long));
    expect(reading.text).toBe(long);
    expect(reading.version).toBeGreaterThanOrEqual(7); // version information and 4–5 blocks
    const chinese = 'https://钢铁.example/app/epd/3?名称=热轧钢板';
    expect((await readQrLabel(label(chinese))).text).toBe(chinese);
  });

  it('the reader refuses a damaged symbol (the check can fail)', async () => {
    const image = await loadImage(label('http://localhost:3000/app/epd/1'));
    const canvas = createCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, image.width, image.height);
    const modules: ModuleMatrix = sampleQrModules(data, width, height);
    // A data module near the bottom-right corner (the first codeword read).
    const size = modules.length;
    const row = modules[size - 1];
    if (row) row[size - 1] = !row[size - 1];
    expect(() => decodeQrModules(modules)).toThrow(/do not match/);
  });

  it('draws the same symbol the earlier encoder drew, which zbarimg read', () => {
    // The pinned hash of the product URL's module matrix, checked with zbarimg when the
    // hand-written encoder was in use; the qrcode package draws the identical symbol.
    const { modules } = QRCode.create(
      [{ data: new TextEncoder().encode('http://localhost:3000/app/epd/1'), mode: 'byte' }],
      {
        errorCorrectionLevel: 'M',
      },
    );
    const rows = Array.from({ length: modules.size }, (_, y) =>
      Array.from({ length: modules.size }, (_, x) => (modules.get(y, x) ? '1' : '0')).join(''),
    );
    expect(createHash('sha256').update(rows.join('\n')).digest('hex')).toBe(
      '3b2732218e50d77a3f672c52c12c17218e0165cb9947c316ff97adc88e31e388',
    );
  });
});
