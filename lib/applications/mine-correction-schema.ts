import { uploadedFileSchema } from '@/lib/uploads/endpoints';
import * as z from '@/lib/validation/zod';

/**
 * The files a user may send again for one product during an LCA correction (business.md 4): any of
 * its five (business.md 3 "Application detail per product"), at least one.
 */
export const correctionFilesSchema = z
  .object({
    lcaAttachmentCn: z.nullable(uploadedFileSchema),
    dataAttachment: z.nullable(uploadedFileSchema),
    epdAttachmentTest: z.nullable(uploadedFileSchema),
    epdAttachmentCn: z.nullable(uploadedFileSchema),
    epdAttachmentEn: z.nullable(uploadedFileSchema),
  })
  .check(
    z.refine((files) => Object.values(files).some(Boolean), {
      message: 'required',
      path: ['lcaAttachmentCn'],
    }),
  );
