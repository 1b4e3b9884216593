import 'server-only';
import type { IronSession } from 'iron-session';
import { streamUpstreamFile } from '@/lib/bff/server/stream-file';
import { DomainError } from '@/lib/errors/domain-error';
import { checkDownloadAccess, requireDownloadAccess } from '@/lib/guards/server/download-access';
import type { Locale } from '@/lib/i18n/routing';
import type { SessionData } from '@/lib/session/session';
import { UpstreamError } from '@/lib/upstream/errors';
import { callOperation } from '@/lib/upstream/operation';
import { getEpd, getEpdQrAttachment, getSystemSetting } from '@/lib/upstream/operations/epd';
import { fillPath } from '@/lib/upstream/paths';
import { canShowQr } from '../qr-access';

/** Streamed with the session's token (DESIGN.md: no token in a URL), each after the download check. */
type FileRequest = {
  session: IronSession<SessionData>;
  locale: Locale;
  signal: AbortSignal;
  disposition: 'inline' | 'attachment';
};

/** Upstream's file calls (business.md 7). */
const FILE_PATHS = {
  report: '/p/attachment/download/business/EPD/:id',
  appPdf: '/p/epd/download/:id',
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

/** For its own company only (business.md 6): the card button's rule, checked again with fresh data. */
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
  const { attachmentId } = await callOperation(
    getEpdQrAttachment,
    { epdId },
    { locale: request.locale, token },
  );
  return streamUpstreamFile({ path: fillPath(FILE_PATHS.online, { id: attachmentId }), ...stream });
}
