import type { EpdSummary } from '@/lib/epd/epd-summary';
import type { QrDrawing } from '@/lib/epd/qr-drawing';


/** What /Pcr/minePcr shows of one of the company's declarations: the summary, its product page's QR code and that code as an SVG file. */
export type CompanyDeclaration = EpdSummary & { qr: QrDrawing; qrFile: string };
