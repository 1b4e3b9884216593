import 'server-only';
import * as z from 'zod';
import { HOUR } from '@/lib/bff/endpoint';
import { waitBeforeToken } from '@/lib/bff/server/rate-limit';
import { DomainError } from '@/lib/errors/domain-error';
import type { Viewer } from '@/lib/session/viewer';
import { upstreamUpload } from '@/lib/upstream/client';
import { MAX_UPLOAD_BODY, type FilePart } from '../endpoints';
import {
  checkUploadEnd,
  checkUploadName,
  checkUploadStart,
  mayBeStandardPdf,
  START_BYTES,
  storedFileName,
  TAIL_BYTES,
  UPLOAD_POLICIES,
  uploadRefusalCode,
  type StandardPdfNames,
  type UploadKind,
  type UploadRefusal,
} from '../upload-policy';

const uploadedSchema = z.object({ id: z.union([z.number(), z.string()]) }).loose();

/** Bytes one user may upload per hour: the platform has no call to delete an unused file, so this bounds what a script leaves. */
export const UPLOAD_BYTES_PER_HOUR = 1024 * 1024 * 1024;

/** Streams a file to p/attachment/upload (business.md 7) while checking it against its policy; the upstream request starts
 * once the first bytes are right, and a later refusal tears it down before the body's end, so nothing refused is stored. */
export async function receiveUpload(
  upload: { file: File | FilePart; kind: UploadKind; businessType: string },
  viewer: Viewer,
  request: {
    declaredBytes: number;
    signal?: AbortSignal;
    /** The standard PDF's names (low-carbon steel dictionary), asked only for a PDF. */
    standardPdfNames: () => Promise<StandardPdfNames>;
  },
): Promise<{ id: string; fileName: string; size: number }> {
  if (!viewer.token || !viewer.user) throw new DomainError('LOGIN_REQUIRED');
  const { file, kind, businessType } = upload;
  if (file instanceof File) throw new DomainError('UPLOAD_MISSING');
  if (!UPLOAD_POLICIES[kind].businessTypes.includes(businessType)) throw new DomainError('INVALID_INPUT');
  const standardPdfNames: StandardPdfNames = mayBeStandardPdf(kind, file.name)
    ? await request.standardPdfNames()
    : [];
  refuse(kind, checkUploadName(kind, file, standardPdfNames));
  const wait = await waitBeforeToken(`upload-bytes:user:${viewer.user.id}`, UPLOAD_BYTES_PER_HOUR, HOUR, {
    points: request.declaredBytes || MAX_UPLOAD_BODY,
  });
  if (wait > 0) throw new DomainError('UPLOAD_QUOTA', { retryAfterSeconds: Math.ceil(wait / 1000) });

  const seen = { size: 0 };
  const bytes = checkedBytes(kind, file, seen, standardPdfNames);
  const first = await bytes.next();
  const chunks = (async function* () {
    if (!first.done) yield first.value;
    yield* bytes;
  })();
  const fileName = storedFileName(kind, file.name, standardPdfNames);
  const uploaded = await upstreamUpload(
    {
      path: '/p/attachment/upload',
      locale: viewer.locale,
      token: viewer.token,
      fields: { businessType, reportType: '0' },
      file: { field: 'file', name: fileName, type: file.type || 'application/octet-stream', chunks },
      signal: request.signal,
    },
    uploadedSchema,
  );
  return { id: String(uploaded.id), fileName, size: seen.size };
}

function refuse(kind: UploadKind, refusal: UploadRefusal | null): void {
  if (refusal) throw new DomainError(uploadRefusalCode(kind, refusal));
}

/** The bytes as they come, checked: the first START_BYTES, the running size, then the end; only the last TAIL_BYTES are kept. */
async function* checkedBytes(
  kind: UploadKind,
  file: FilePart,
  seen: { size: number },
  standardPdfNames: StandardPdfNames,
): AsyncGenerator<Uint8Array, void> {
  const { maxBytes } = UPLOAD_POLICIES[kind];
  let head: Uint8Array | null = new Uint8Array(0);
  const tail: Uint8Array[] = [];
  let tailSize = 0;
  for await (const part of file.stream) {
    const chunk = part as Uint8Array;
    seen.size += chunk.byteLength;
    if (seen.size >= maxBytes) refuse(kind, 'tooLarge');
    tail.push(chunk);
    tailSize += chunk.byteLength;
    while (tailSize - tail[0]!.byteLength >= TAIL_BYTES) tailSize -= tail.shift()!.byteLength;
    if (head === null) {
      yield chunk;
      continue;
    }
    head = concat([head, chunk]);
    if (head.byteLength < START_BYTES) continue;
    refuse(kind, checkUploadStart(kind, file.name, head, standardPdfNames));
    yield head;
    head = null;
  }
  if (seen.size === 0) refuse(kind, 'empty');
  if (head) refuse(kind, checkUploadStart(kind, file.name, head, standardPdfNames));
  const kept = concat(tail);
  refuse(
    kind,
    checkUploadEnd(
      kind,
      {
        name: file.name,
        size: seen.size,
        tail: kept.subarray(Math.max(0, kept.byteLength - TAIL_BYTES)),
      },
      standardPdfNames,
    ),
  );
  if (head) yield head;
}

function concat(chunks: Uint8Array[]): Uint8Array {
  return chunks.length === 1 ? chunks[0]! : new Uint8Array(Buffer.concat(chunks));
}
