import * as z from '@/lib/validation/zod';
import { defineEndpoint, WRITE_LIMITS } from '@/lib/bff/endpoint';
import { DomainError } from '@/lib/errors/domain-error';
import { uploadedFileSchema } from './schemas';
import { isUploadKind, UPLOAD_POLICIES, type UploadKind } from './upload-policy';

/** The file part as the BFF receives it (lib/bff/server/read-body.ts), its bytes still to come; the browser sends a `File`. */
export type FilePart = { name: string; type: string; stream: AsyncIterable<unknown> };

function isFilePart(value: unknown): value is FilePart {
  if (!value || typeof value !== 'object' || !('stream' in value) || !('name' in value)) return false;
  const { stream } = value as { stream: unknown };
  return !!stream && typeof stream === 'object' && Symbol.asyncIterator in stream;
}

/** An unknown kind in the path is an address that does not exist (404), not bad input (400). */
const uploadKindParam = z.pipe(
  z.string(),
  z.transform((kind): UploadKind => {
    if (!isUploadKind(kind)) throw new DomainError('UNKNOWN_OPERATION');
    return kind;
  }),
);

export const MAX_UPLOAD_BODY =
  Math.max(...Object.values(UPLOAD_POLICIES).map((policy) => policy.maxBytes)) + 64 * 1024;

export const uploadEndpoints = {
  // Each kind passes its form's guard with fresh data before a byte is read: a user the form refuses stores no files.
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/uploads/:kind',
    body: 'multipart',
    maxBody: MAX_UPLOAD_BODY,
    input: z.object({
      kind: uploadKindParam,
      businessType: z.string().check(z.minLength(1), z.maxLength(64)),
      file: z.custom<File | FilePart>(
        (value) => (typeof File !== 'undefined' && value instanceof File) || isFilePart(value),
        { message: 'uploadMissing' },
      ),
    }),
    output: uploadedFileSchema,
    access: {
      route: ({ kind }) =>
        kind !== undefined && isUploadKind(kind) ? UPLOAD_POLICIES[kind].accessRoute : undefined,
    },
    limit: WRITE_LIMITS.upload,
  }),
};
