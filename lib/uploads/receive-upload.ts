import 'server-only';
import type { IronSession } from 'iron-session';
import type { NextRequest } from 'next/server';
import { FormData } from 'undici';
import { z } from 'zod';
import { BffError } from '@/lib/bff/bff-error';
import type { Locale } from '@/lib/i18n/routing';
import type { SessionData } from '@/lib/session/session';
import { upstreamUpload } from '@/lib/upstream/client';
import { checkUpload, UPLOAD_POLICIES, uploadRefusalCode, type UploadKind } from './upload-policy';

const uploadedSchema = z.object({ id: z.union([z.number(), z.string()]) }).loose();

/** Largest request body the BFF reads at all: the biggest policy plus multipart overhead. */
const MAX_BODY_BYTES = 21 * 1024 * 1024;

/**
 * The one upload path (issue 5 "Uploads"): the BFF receives the file, checks it against its
 * policy from the bytes it actually got, and only then sends it to p/attachment/upload.
 */
export async function receiveUpload(
  req: NextRequest,
  kind: UploadKind,
  session: IronSession<SessionData>,
  locale: Locale,
): Promise<{ id: string; fileName: string; size: number }> {
  if (!session.token) throw new BffError(401, 'LOGIN_REQUIRED');
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw new BffError(413, 'UPLOAD_TOO_LARGE');
  const form = await req.formData().catch(() => null);
  const file = form?.get('file');
  const businessType = String(form?.get('businessType') ?? '');
  if (!(file instanceof File)) throw new BffError(400, 'UPLOAD_MISSING');
  if (!UPLOAD_POLICIES[kind].businessTypes.includes(businessType)) throw new BffError(400, 'INVALID_INPUT');

  const bytes = new Uint8Array(await file.arrayBuffer());
  const refusal = checkUpload(kind, { name: file.name, size: bytes.byteLength, head: bytes.subarray(0, 16) });
  if (refusal) throw new BffError(refusal === 'tooLarge' ? 413 : refusal === 'wrongType' ? 415 : 400, uploadRefusalCode(kind, refusal));

  const outgoing = new FormData();
  outgoing.set('file', new Blob([bytes], { type: file.type || 'application/octet-stream' }), file.name);
  outgoing.set('businessType', businessType);
  outgoing.set('reportType', '0');
  const uploaded = await upstreamUpload(
    { path: '/p/attachment/upload', locale, token: session.token, form: outgoing, signal: req.signal },
    uploadedSchema,
  );
  return { id: String(uploaded.id), fileName: file.name, size: bytes.byteLength };
}
