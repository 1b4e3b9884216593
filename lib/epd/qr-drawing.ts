/** A QR code as a drawing: the modules as one SVG path in a square of `size` units (quiet zone included). */
export type QrDrawing = { text: string; size: number; path: string };
