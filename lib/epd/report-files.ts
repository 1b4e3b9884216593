import 'server-only';
import type { IronSession } from 'iron-session';
import { streamUpstreamFile } from '@/lib/bff/stream-file';
import { DomainError } from '@/lib/errors/domain-error';
import { checkDownloadAccess, requireDownloadAccess } from '@/lib/guards/download-access';
import type { Locale } from '@/lib/i18n/routing';
import type { SessionData } from '@/lib/session/session';
import { UpstreamError } from '@/lib/upstream/errors';
import { callOperation } from '@/lib/upstream/operation';
import { getEpd, getEpdQrAttachment, getSystemSetting } from '@/lib/upstream/operations/epd';
import { fillPath } from '@/lib/upstream/paths';
import { canShowQr } from './qr-access';

/**
 * The files behind a declaration, streamed through the BFF with the session's token (DESIGN.md:
 * no token in a URL), each after the download check (login, live token, audit status).
 */
type FileRequest = {
  session: IronSession<SessionData>;
  locale: Locale;
  signal: AbortSignal;
  disposition: 'inline' | 'attachment';
};

/** Upstream's file calls (business.md 7). */
const FILE_PATHS = {
  /** A report by attachment id (cnAttachmentId / enAttachmentId), as the search cards offer it. */
  report: '/p/attachment/download/business/EPD/:id',
  /** The report behind /apppdf/{businessId} (businessId / businessIdEn). */
  appPdf: '/p/epd/download/:id',
  /** An attachment shown in the page: here the QR label drawn for a declaration. */
  online: '/n/attachment/online/:id',
} as const;

export async function streamEpdReport(attachmentId: number, request: FileRequest): Promise<Response> {
  const { session, ...stream } = request;
  const token = await requireDownloadAccess(session, stream.locale);
  return streamUpstreamFile({ path: fillPath(FILE_PATHS.report, { id: attachmentId }), token, ...stream });
}

export async function streamAppPdf(businessId: number, request: FileRequest): Promise<Response> {
  const { session, ...stream } = request;
  const token = await requireDownloadAccess(session, stream.locale);
  return streamUpstreamFile({ path: fillPath(FILE_PATHS.appPdf, { id: businessId }), token, ...stream });
}

/**
 * The printable QR label of a declaration's product page, for its own company only (business.md
 * 6): the same rule as the card's button, checked again here with fresh data, the user's company
 * code included.
 */
export async function streamQrLabel(epdId: number, request: FileRequest): Promise<Response> {
  const { session, ...stream } = request;
  const { token, companyCode } = await checkDownloadAccess(session, stream.locale);
  const [epd, setting] = await Promise.all([
    callOperation(getEpd, { id: epdId }, { locale: request.locale }).catch((error: unknown) => {
      if (error instanceof UpstreamError && error.kind === 'rejected' && error.code === '0') {
        throw new DomainError('EPD_NOT_FOUND');
      }
      throw error;
    }),
    callOperation(getSystemSetting, { key: 'qrShow' }, { locale: request.locale }),
  ]);
  const allowed = canShowQr({
    userCompanyCode: companyCode,
    epdCompanyCode: epd.companyCode,
    qrShow: setting.fieldValue,
  });
  if (!allowed) throw new DomainError('QR_NOT_ALLOWED');
  const { attachmentId } = await callOperation(getEpdQrAttachment, { epdId }, { locale: request.locale, token });
  return streamUpstreamFile({ path: fillPath(FILE_PATHS.online, { id: attachmentId }), ...stream });
}
