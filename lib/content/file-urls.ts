/**
 * Where the browser fetches content files: BFF routes under /api/files/, each scoped to the
 * record that owns the file, so the portal never streams an arbitrary attachment id (the EPD
 * reports behind those ids need a signed-in user). No token ever appears in these URLs. Files
 * anyone may have live under /api/files/public/, the one part of /api that browsers may cache.
 */
export const fileUrls = {
  newsCover: (newsId: number) => `/api/files/public/news/${newsId}/cover`,
  noticeAttachment: (noticeId: number, attachmentId: number) => `/api/files/public/notices/${noticeId}/${attachmentId}`,
  linkLogo: (linkId: number) => `/api/files/public/links/${linkId}/logo`,
  resourceImage: (type: number, resourceId: number) => `/api/files/public/resources/${type}/${resourceId}/image`,
  resourceFile: (type: number, resourceId: number, lang: 'zh' | 'en') => `/api/files/public/resources/${type}/${resourceId}/${lang}`,
  /** Signed-in only (upstream refuses visitors). */
  pcrDocument: (attachmentId: number) => `/api/files/pcr/${attachmentId}`,
  /** Signed-in only (business.md 2.2: visitors get a dialog with cancel and login). */
  gpiDocument: (lang: 'zh' | 'en') => `/api/files/gpi/${lang}`,
} as const;

/**
 * The widths the portal makes of a platform picture (lib/content/server/pictures.ts): one for
 * small cards, one for a phone's full width, one for high-density screens. No other is made.
 */
export const PICTURE_WIDTHS = [320, 640, 960] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** `src` and `srcSet` of a resizable picture URL (a news cover, a resource picture). */
export function pictureSources(url: string, width: PictureWidth = 640): { src: string; srcSet: string } {
  return {
    src: `${url}?w=${width}`,
    srcSet: PICTURE_WIDTHS.map((candidate) => `${url}?w=${candidate} ${candidate}w`).join(', '),
  };
}
