import 'server-only';
import type { IronSession } from 'iron-session';
import { streamUpstreamFile } from '@/lib/bff/server/stream-file';
import { DomainError } from '@/lib/errors/domain-error';
import { requireDownloadAccess } from '@/lib/guards/server/download-access';
import type { Locale } from '@/lib/i18n/routing';
import type { SessionData } from '@/lib/session/session';
import { callOperation } from '@/lib/upstream/operation';
import { getNews } from '@/lib/upstream/operations/news';
import { getNotice } from '@/lib/upstream/operations/notices';
import { getGpiDocuments } from '@/lib/upstream/operations/pages';
import type { PictureWidth } from '../dto';
import { offeredGpiDocuments } from '../gpi';
import { NO_LOGO_ATTACHMENT_ID } from '../links';
import { findLink } from './links';
import { pictureAtWidth } from './pictures';
import { findRecord, recordId } from './not-found';
import { findResource } from './resources';

/** Upstream's attachment route serves any file, EPD reports included: a file is streamed only when its named record lists it. */
type FileRequest = { locale: Locale; signal: AbortSignal };
type PictureRequest = FileRequest & { width?: PictureWidth };

const PUBLIC_CACHE = 'public, max-age=3600';

function fileNotFound(): never {
  throw new DomainError('FILE_NOT_FOUND');
}

function wholeNumber(value: string): number {
  return recordId(value) ?? fileNotFound();
}

function streamPicture(attachmentId: number, request: PictureRequest): Promise<Response> {
  const original = () => streamAttachment(attachmentId, request, 'inline', { cacheControl: PUBLIC_CACHE });
  return request.width
    ? pictureAtWidth(original, request.width, attachmentPath(attachmentId), PUBLIC_CACHE)
    : original();
}

function attachmentPath(attachmentId: number): string {
  return `/n/attachment/online/${attachmentId}`;
}

function streamAttachment(
  attachmentId: number,
  request: FileRequest,
  disposition: 'inline' | 'attachment',
  options: { token?: string; cacheControl?: string } = {},
) {
  return streamUpstreamFile({
    path: attachmentPath(attachmentId),
    locale: request.locale,
    signal: request.signal,
    disposition,
    token: options.token,
    cacheControl: options.cacheControl,
  });
}

export async function streamNewsCover(newsId: string, request: PictureRequest): Promise<Response> {
  const news = await findRecord(newsId, (id) => callOperation(getNews, { id }, { locale: request.locale }));
  if (!news?.indexPicture) fileNotFound();
  return streamPicture(news.indexPicture, request);
}

/** An attachment of a notice: public, as the notice itself (business.md 2.2, 6). */
export async function streamNoticeAttachment(
  noticeId: string,
  attachmentId: string,
  request: FileRequest,
): Promise<Response> {
  const wanted = wholeNumber(attachmentId);
  const notice = await findRecord(noticeId, (id) =>
    callOperation(getNotice, { id }, { locale: request.locale }),
  );
  if (!notice?.attachmentList?.some((file) => file.id === wanted)) fileNotFound();
  return streamAttachment(wanted, request, 'attachment', { cacheControl: PUBLIC_CACHE });
}

export async function streamLinkLogo(linkId: string, request: FileRequest): Promise<Response> {
  const link = await findLink(wholeNumber(linkId), request.locale);
  if (!link?.attachmentId || link.attachmentId === NO_LOGO_ATTACHMENT_ID) fileNotFound();
  return streamAttachment(link.attachmentId, request, 'inline', { cacheControl: PUBLIC_CACHE });
}

export type ResourceFile = 'image' | 'zh' | 'en';

/** Visitors may download resources (business.md 1). */
export async function streamResourceFile(
  type: string,
  resourceId: string,
  file: string,
  request: PictureRequest,
): Promise<Response> {
  if (file !== 'image' && file !== 'zh' && file !== 'en') fileNotFound();
  const resource = await findResource(wholeNumber(type), wholeNumber(resourceId), request.locale);
  const attachmentId =
    file === 'image'
      ? resource?.resourceImageId
      : file === 'zh'
        ? resource?.cnResourceFileId
        : resource?.enResourceFileId;
  if (!attachmentId) fileNotFound();
  if (file === 'image') return streamPicture(attachmentId, request);
  return streamAttachment(attachmentId, request, 'attachment', { cacheControl: PUBLIC_CACHE });
}

/** A GPI file: signed-in users whose audit does not block downloads (business.md 2.2, 6). */
export async function streamGpiDocument(
  lang: string,
  session: IronSession<SessionData>,
  request: FileRequest,
): Promise<Response> {
  if (lang !== 'zh' && lang !== 'en') fileNotFound();
  const token = await requireDownloadAccess(session, request.locale);
  const documents = offeredGpiDocuments(await callOperation(getGpiDocuments, {}, { locale: request.locale }));
  const document = documents.find((candidate) => candidate.lang === lang) ?? fileNotFound();
  return streamAttachment(document.attachmentId, request, 'attachment', { token });
}

/** Upstream checks, with the token, that the attachment is a PCR's document. */
export async function streamPcrDocument(
  attachmentId: string,
  session: IronSession<SessionData>,
  request: FileRequest,
): Promise<Response> {
  const id = wholeNumber(attachmentId);
  const token = await requireDownloadAccess(session, request.locale);
  return streamUpstreamFile({
    path: `/p/attachment/download/business/PCR/${id}`,
    locale: request.locale,
    signal: request.signal,
    token,
    disposition: 'attachment',
  });
}
