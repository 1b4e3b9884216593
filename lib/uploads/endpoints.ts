import * as z from '@/lib/validation/zod';
import { defineEndpoint, WRITE_LIMITS } from '@/lib/bff/endpoint';
import { DomainError } from '@/lib/errors/domain-error';
import { isUploadKind, UPLOAD_POLICIES, type UploadKind } from './upload-policy';

/** An attachment as the form keeps it: the platform's id and what the user chose. */
export const uploadedFileSchema = z.object({ id: z.string(), fileName: z.string(), size: z.number() });
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/**
 * The file part of an upload as the BFF receives it (lib/bff/read-body.ts): its name and declared
 * type, and its bytes still to come. The browser sends a `File`.
 */
export type FilePart = { name: string; type: string; stream: AsyncIterable<unknown> };

function isFilePart(value: unknown): value is FilePart {
  if (!value || typeof value !== 'object' || !('stream' in value) || !('name' in value)) return false;
  const { stream } = value as { stream: unknown };
  return !!stream && typeof stream === 'object' && Symbol.asyncIterator in stream;
}

/**
 * The kind in the upload's path: a kind the portal does not have is an address that does not
 * exist (404), not bad input (400). `isUploadKind` matches own names only, so `__proto__` or
 * `constructor` are unknown too.
 */
const uploadKindParam = z.pipe(
  z.string(),
  z.transform((kind): UploadKind => {
    if (!isUploadKind(kind)) throw new DomainError('UNKNOWN_OPERATION');
    return kind;
  }),
);

/** The largest body an upload may send: the biggest policy and its multipart envelope. */
export const MAX_UPLOAD_BODY = Math.max(...Object.values(UPLOAD_POLICIES).map((policy) => policy.maxBytes)) + 64 * 1024;

export const uploadEndpoints = {
  // The one upload path (lib/uploads): checked in the browser, then again on the bytes as they stream
  // through the BFF. Each kind passes its form's guard with fresh data before a byte is read, so a
  // user whose audit or company status forbids that form cannot store its files on the platform.
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/uploads/:kind',
    body: 'multipart',
    maxBody: MAX_UPLOAD_BODY,
    input: z.object({
      kind: uploadKindParam,
      businessType: z.string().check(z.minLength(1), z.maxLength(64)),
      file: z.custom<File | FilePart>((value) => (typeof File !== 'undefined' && value instanceof File) || isFilePart(value), { message: 'uploadMissing' }),
    }),
    output: uploadedFileSchema,
    access: { route: ({ kind }) => (kind !== undefined && isUploadKind(kind) ? UPLOAD_POLICIES[kind].accessRoute : undefined) },
    limit: WRITE_LIMITS.upload,
  }),
};
