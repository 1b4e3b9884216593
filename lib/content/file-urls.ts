import { fileUrl } from '@/lib/bff/file-url';
import * as contentApi from './addresses';

/** BFF file routes, each scoped to the record that owns the file, never carrying a token; only /api/files/public/ may be cached. */
export const fileUrls = {
  newsCover: (newsId: number) => fileUrl(contentApi.newsCover, { id: String(newsId) }),
  noticeAttachment: (noticeId: number, attachmentId: number) =>
    fileUrl(contentApi.noticeAttachment, { id: String(noticeId), attachmentId: String(attachmentId) }),
  linkLogo: (linkId: number) => fileUrl(contentApi.linkLogo, { id: String(linkId) }),
  resourceImage: (type: number, resourceId: number) =>
    fileUrl(contentApi.resourceFile, { type: String(type), id: String(resourceId), file: 'image' }),
  resourceFile: (type: number, resourceId: number, lang: 'zh' | 'en') =>
    fileUrl(contentApi.resourceFile, { type: String(type), id: String(resourceId), file: lang }),
  pcrDocument: (attachmentId: number) =>
    fileUrl(contentApi.pcrDocument, { attachmentId: String(attachmentId) }),
  /** Signed-in only, as pcrDocument (business.md 2.2: visitors get a dialog with cancel and login). */
  gpiDocument: (lang: 'zh' | 'en') => fileUrl(contentApi.gpiDocument, { lang }),
};
