/** BFF file routes, each scoped to the record that owns the file, never carrying a token; only /api/files/public/ may be cached. */
export const fileUrls = {
  newsCover: (newsId: number) => `/api/files/public/news/${newsId}/cover`,
  noticeAttachment: (noticeId: number, attachmentId: number) => `/api/files/public/notices/${noticeId}/${attachmentId}`,
  linkLogo: (linkId: number) => `/api/files/public/links/${linkId}/logo`,
  resourceImage: (type: number, resourceId: number) => `/api/files/public/resources/${type}/${resourceId}/image`,
  resourceFile: (type: number, resourceId: number, lang: 'zh' | 'en') => `/api/files/public/resources/${type}/${resourceId}/${lang}`,
  pcrDocument: (attachmentId: number) => `/api/files/pcr/${attachmentId}`,
  /** Signed-in only, as pcrDocument (business.md 2.2: visitors get a dialog with cancel and login). */
  gpiDocument: (lang: 'zh' | 'en') => `/api/files/gpi/${lang}`,
} as const;

/** The only widths a platform picture is made at (server/pictures.ts). */
export const PICTURE_WIDTHS = [320, 640, 960] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

export function pictureSources(url: string, width: PictureWidth = 640): { src: string; srcSet: string } {
  return {
    src: `${url}?w=${width}`,
    srcSet: PICTURE_WIDTHS.map((candidate) => `${url}?w=${candidate} ${candidate}w`).join(', '),
  };
}
