import 'server-only';
import { FormData } from 'undici';
import * as z from 'zod';
import { DomainError } from '@/lib/errors/domain-error';
import type { Viewer } from '@/lib/session/viewer';
import { upstreamUpload } from '@/lib/upstream/client';
import { checkUpload, storedFileName, UPLOAD_POLICIES, uploadRefusalCode, type UploadKind } from './upload-policy';

const uploadedSchema = z.object({ id: z.union([z.number(), z.string()]) }).loose();

/** Largest request body the BFF reads at all: the biggest policy plus multipart overhead. */
export const MAX_UPLOAD_BODY_BYTES = 21 * 1024 * 1024;

/** Refuses a request whose declared length is over the limit before its body is read. */
export function checkDeclaredLength(headers: Headers): void {
  const declared = Number(headers.get('content-length') ?? '0');
  if (declared > MAX_UPLOAD_BODY_BYTES) throw new DomainError('UPLOAD_TOO_LARGE');
}

/**
 * The one upload path (issue 5 "Uploads"): the BFF receives the file, checks it against its
 * policy from the bytes it actually got, and only then sends it to p/attachment/upload.
 */
export async function receiveUpload(
  upload: { file: File; kind: UploadKind; businessType: string },
  viewer: Viewer,
  signal?: AbortSignal,
): Promise<{ id: string; fileName: string; size: number }> {
  if (!viewer.token) throw new DomainError('LOGIN_REQUIRED');
  const { file, kind, businessType } = upload;
  if (!UPLOAD_POLICIES[kind].businessTypes.includes(businessType)) throw new DomainError('INVALID_INPUT');

  const bytes = new Uint8Array(await file.arrayBuffer());
  const refusal = checkUpload(kind, { name: file.name, size: bytes.byteLength, head: bytes, type: file.type });
  if (refusal) throw new DomainError(uploadRefusalCode(kind, refusal));

  const fileName = storedFileName(kind, file.name);
  const outgoing = new FormData();
  outgoing.set('file', new Blob([bytes], { type: file.type || 'application/octet-stream' }), fileName);
  outgoing.set('businessType', businessType);
  outgoing.set('reportType', '0');
  const uploaded = await upstreamUpload(
    { path: '/p/attachment/upload', locale: viewer.locale, token: viewer.token, form: outgoing, signal },
    uploadedSchema,
  );
  return { id: String(uploaded.id), fileName, size: bytes.byteLength };
}
