export const APPLICATION_TYPES = ['EPD', 'CFP'] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];

/** The page's tabs, `?type=`: EPD and CFP applications, and low-carbon steel evaluations (business.md 2.2). */
export const MINE_TABS = [...APPLICATION_TYPES, 'LCES'] as const;
export type MineTab = (typeof MINE_TABS)[number];

export function mineTabOf(value: string | undefined): MineTab {
  const upper = value?.toUpperCase();
  return MINE_TABS.find((tab) => tab === upper) ?? 'EPD';
}

/** The five files a product may hold (business.md 3 "Application detail per product"). */
export const PRODUCT_FILE_FIELDS = [
  'lcaAttachmentCn',
  'dataAttachment',
  'epdAttachmentTest',
  'epdAttachmentCn',
  'epdAttachmentEn',
] as const;
export type ProductFileField = (typeof PRODUCT_FILE_FIELDS)[number];

/** Quote and contract PDFs, the certificate and carbon mark (one each, business.md 7), and a product's file by its field. */
export const DOWNLOAD_KINDS = ['quote', 'contract', 'certificate', 'mark', ...PRODUCT_FILE_FIELDS] as const;
export type DownloadKind = (typeof DOWNLOAD_KINDS)[number];

export function isProductFileField(kind: string): kind is ProductFileField {
  return (PRODUCT_FILE_FIELDS as readonly string[]).includes(kind);
}

/** The parts of a card read with it; one that could not be read is named here and said so on the card. */
export const CARD_PARTS = ['products', 'quote', 'contract'] as const;
export type CardPart = (typeof CARD_PARTS)[number];
