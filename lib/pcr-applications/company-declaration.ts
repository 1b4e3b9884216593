import type { EpdSummary } from '@/lib/epd/epd-summary';
import type { QrDrawing } from '@/lib/epd/qr-drawing';

/**
 * What /Pcr/minePcr shows of one of the company's declarations: the summary and, where business.md
 * 6 allows the QR button (`qrShow` is 'true' and the declaration is the user's company's), its
 * product page's QR code and that code as an SVG file; `qr` is null otherwise.
 */
export type CompanyDeclaration = EpdSummary & { qr: { drawing: QrDrawing; file: string } | null };
