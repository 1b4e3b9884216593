import { z } from '@/lib/validation/zod';
import { defineEndpoint } from '@/lib/bff/endpoint';
import { UPLOAD_KINDS } from './upload-policy';

/** An attachment as the form keeps it: the platform's id and what the user chose. */
export const uploadedFileSchema = z.object({ id: z.string(), fileName: z.string(), size: z.number() });
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const uploadEndpoints = {
  // The one upload path (lib/uploads): checked in the browser, then again on the bytes the BFF receives.
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/uploads/:kind',
    body: 'multipart',
    input: z.object({ kind: z.enum(UPLOAD_KINDS), businessType: z.string().min(1).max(64), file: z.instanceof(File, { message: 'uploadMissing' }) }),
    output: uploadedFileSchema,
    access: 'user',
  }),
};
