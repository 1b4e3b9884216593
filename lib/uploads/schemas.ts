import * as z from '@/lib/validation/zod';

/** An uploaded file as the forms keep it and send its id. */
export const uploadedFileSchema = z.object({ id: z.string(), fileName: z.string(), size: z.number() });
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
