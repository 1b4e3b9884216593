/**
 * What the "My EPD" page needs in the browser before any call (zod-free, so that the list's first
 * load carries no zod: docs/page-weight.md): the tabs and the addresses of the files. The
 * endpoints themselves are in `./mine-endpoints`, loaded with the first call.
 */
export const APPLICATION_TYPES = ['EPD', 'CFP'] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];

/**
 * The page's tabs, `?type=`: EPD and CFP applications, and low-carbon steel evaluations (LCES;
 * business.md 2.2 "My EPD (low-carbon steel evaluation applications)").
 */
export const MINE_TABS = [...APPLICATION_TYPES, 'LCES'] as const;
export type MineTab = (typeof MINE_TABS)[number];

export function mineTabOf(value: string | undefined): MineTab {
  const upper = value?.toUpperCase();
  return MINE_TABS.find((tab) => tab === upper) ?? 'EPD';
}

/** The five files a product may hold (business.md 3 "Application detail per product"). */
export const PRODUCT_FILE_FIELDS = ['lcaAttachmentCn', 'dataAttachment', 'epdAttachmentTest', 'epdAttachmentCn', 'epdAttachmentEn'] as const;
export type ProductFileField = (typeof PRODUCT_FILE_FIELDS)[number];

/**
 * What may be downloaded of an application: its quote and contract PDFs, its certificate and
 * carbon mark (one each per application or evaluation, business.md 7), and a product's file by its field.
 */
export const DOWNLOAD_KINDS = ['quote', 'contract', 'certificate', 'mark', ...PRODUCT_FILE_FIELDS] as const;
export type DownloadKind = (typeof DOWNLOAD_KINDS)[number];

export function isProductFileField(kind: string): kind is ProductFileField {
  return (PRODUCT_FILE_FIELDS as readonly string[]).includes(kind);
}

/** The download's address (a plain link: the browser saves the file; no token in it, the session cookie goes along). */
export function downloadUrl(id: string, kind: DownloadKind, productId?: string): string {
  const base = `/api/applications/mine/${encodeURIComponent(id)}/download/${kind}`;
  return productId ? `${base}?productId=${encodeURIComponent(productId)}` : base;
}
