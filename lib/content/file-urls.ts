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
