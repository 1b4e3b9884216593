import type { EpdSummary } from '@/lib/epd/epd-summary';
import type { QrDrawing } from '@/lib/epd/qr-drawing';

/** `qr`: the product page's QR code and SVG file where business.md 6 allows the QR button, else null. */
export type CompanyDeclaration = EpdSummary & { qr: { drawing: QrDrawing; file: string } | null };
