/**
 * What the "My EPD" page needs in the browser before any call (zod-free, so that the list's first
 * load carries no zod: README "Page weight"): the tabs and the addresses of the files. The
 * endpoints themselves are in `./mine-endpoints`, loaded with the first call.
 */
export const APPLICATION_TYPES = ['EPD', 'CFP'] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];
export const DOWNLOAD_KINDS = ['quote', 'contract', 'certificate', 'mark'] as const;
export type DownloadKind = (typeof DOWNLOAD_KINDS)[number];

/** The download's address (a plain link: the browser saves the file; no token in it, the session cookie goes along). */
export function downloadUrl(id: string, kind: DownloadKind, productId?: string): string {
  const base = `/api/applications/mine/${encodeURIComponent(id)}/download/${kind}`;
  return productId ? `${base}?productId=${encodeURIComponent(productId)}` : base;
}
