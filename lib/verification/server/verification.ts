import 'server-only';
import { streamUpstreamFile } from '@/lib/bff/server/stream-file';
import { findRecord } from '@/lib/content/server/not-found';
import { DomainError } from '@/lib/errors/domain-error';
import { shownFileName } from '@/lib/security/file-name';
import type { SignedInViewer, Viewer } from '@/lib/session/viewer';
import { callOperation } from '@/lib/upstream/operation';
import { searchEpds } from '@/lib/upstream/operations/epd';
import {
  getVerification,
  insertVerification,
  listVerificationFiles,
  listVerifications,
  type VerificationFile,
  type VerificationRecord,
} from '@/lib/upstream/operations/verification';
import { fillPath } from '@/lib/upstream/paths';
import { toSubmission, type VerificationFormOutput, type VerificationListQuery } from '../schemas';
import type { VerificationFileDto, VerificationPageDto, VerificationRequestDto } from '../schemas';
import { RELATIONSHIPS, VERIFY_STATES } from '../dto';

/** EPD verification requests (business.md 2.2, 3, 7); files stream with the token in the header, never `?Authorization=`. */

const text = (value: string | null | undefined): string | null => (value && value.trim() ? value : null);

function oneOf<T extends string>(values: readonly T[], value: unknown): T | null {
  const found = values.find((item) => item === String(value ?? ''));
  return found ?? null;
}

export function toRequestDto(record: VerificationRecord): VerificationRequestDto {
  return {
    id: String(record.id),
    registrationNumber: record.epdRegistrationNumber,
    productName: text(record.productName),
    position: text(record.userPosition),
    companyName: record.companyName,
    country: text(record.country),
    regionName: text(record.regionName),
    email: text(record.userEmail),
    contact: text(record.userContact),
    relationship: oneOf(RELATIONSHIPS, record.relational),
    state: oneOf(VERIFY_STATES, record.verifyState),
    supplement: text(record.supplement),
    remark: text(record.remark),
    createTime: text(record.createTime),
  };
}

function toFileDto(file: VerificationFile): VerificationFileDto {
  return {
    id: String(file.id),
    fileName: shownFileName(file.fileName) ?? String(file.id),
    uploadDate: text(file.uploadDate),
    feedbackTime: text(file.feedbackTime),
    feedbackMsg: text(file.feedbackMsg),
    feedbackFileId:
      file.feedbackAttachmentId === null || file.feedbackAttachmentId === undefined
        ? null
        : String(file.feedbackAttachmentId),
    feedbackFileName: shownFileName(file.feedbackFileName),
  };
}

export async function listRequests(
  viewer: SignedInViewer,
  query: VerificationListQuery,
  signal?: AbortSignal,
): Promise<VerificationPageDto> {
  const answer = await callOperation(
    listVerifications,
    { pageNum: query.page, pageSize: query.size },
    { locale: viewer.locale, token: viewer.token, signal },
  );
  return { items: answer.list.map(toRequestDto), total: answer.totals, page: query.page, size: query.size };
}

export type RequestDetail = { request: VerificationRequestDto; files: VerificationFileDto[] };

/** One of the user's requests with its files; null for a malformed, unknown or someone else's id. */
export async function loadRequestDetail(
  viewer: SignedInViewer,
  id: string | undefined,
): Promise<RequestDetail | null> {
  return findRecord(id, async (valid) => {
    const context = { locale: viewer.locale, token: viewer.token };
    const [record, files] = await Promise.all([
      callOperation(getVerification, { id: valid }, context),
      callOperation(listVerificationFiles, { id: valid }, context),
    ]);
    return { request: toRequestDto(record), files: files.map(toFileDto) };
  });
}

export async function submitRequest(viewer: SignedInViewer, form: VerificationFormOutput): Promise<void> {
  const userId = Number(viewer.user.id);
  await callOperation(
    insertVerification,
    { ...toSubmission(form), userId: Number.isSafeInteger(userId) ? userId : undefined },
    { locale: viewer.locale, token: viewer.token },
  );
}

/** The product of the published EPD numbered exactly `number` (case-insensitive); null when none, still accepted.
 *  The search keyword also matches parts of numbers and names, hence the exact comparison. */
export async function lookupRegistrationNumber(
  viewer: Viewer,
  number: string,
  signal?: AbortSignal,
): Promise<string | null> {
  const wanted = number.trim().toUpperCase();
  const answer = await callOperation(
    searchEpds,
    { epdKeyword: number.trim(), pageNum: 1, pageSize: 5 },
    { locale: viewer.locale, signal },
  );
  const match = answer.list.find((record) => record.epdRegistrationNumber.trim().toUpperCase() === wanted);
  if (!match) return null;
  return viewer.locale === 'en' ? (text(match.productNameEn) ?? match.productName) : match.productName;
}

/** A file of one of the user's requests: it must be listed on that request, else FILE_NOT_FOUND. */
export async function streamRequestFile(
  viewer: SignedInViewer,
  input: { id: string; fileId: string; disposition: 'inline' | 'attachment' },
  signal: AbortSignal,
): Promise<Response> {
  const detail = await loadRequestDetail(viewer, input.id);
  const listed = detail?.files.some(
    (file) => file.id === input.fileId || file.feedbackFileId === input.fileId,
  );
  if (!listed) throw new DomainError('FILE_NOT_FOUND');
  return streamUpstreamFile({
    path: fillPath('/p/attachment/download/:id', { id: input.fileId }),
    locale: viewer.locale,
    token: viewer.token,
    signal,
    disposition: input.disposition,
  });
}
