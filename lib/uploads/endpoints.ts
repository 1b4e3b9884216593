import * as z from '@/lib/validation/zod';
import { defineEndpoint } from '@/lib/bff/endpoint';
import { DomainError } from '@/lib/errors/domain-error';
import { isUploadKind, type UploadKind } from './upload-policy';

/** An attachment as the form keeps it: the platform's id and what the user chose. */
export const uploadedFileSchema = z.object({ id: z.string(), fileName: z.string(), size: z.number() });
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/**
 * The kind in the upload's path: a kind the portal does not have is an address that does not
 * exist (404, as before), not bad input (400), so it is refused as such while the input is parsed,
 * before anything else of the request is looked at. `isUploadKind` matches own names only, so
 * `__proto__` or `constructor` are unknown too.
 */
const uploadKindParam = z.pipe(
  z.string(),
  z.transform((kind): UploadKind => {
    if (!isUploadKind(kind)) throw new DomainError('UNKNOWN_OPERATION');
    return kind;
  }),
);

export const uploadEndpoints = {
  // The one upload path (lib/uploads): checked in the browser, then again on the bytes the BFF receives.
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/uploads/:kind',
    body: 'multipart',
    input: z.object({
      kind: uploadKindParam,
      businessType: z.string().check(z.minLength(1), z.maxLength(64)),
      file: z.instanceof(File, { message: 'uploadMissing' }),
    }),
    output: uploadedFileSchema,
    access: 'user',
  }),
};
