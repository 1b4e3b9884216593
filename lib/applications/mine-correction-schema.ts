import { uploadedFileSchema } from '@/lib/uploads/endpoints';
import * as z from '@/lib/validation/zod';

/** The files a user may send again for one product during an LCA correction: any of the three, at least one. */
export const correctionFilesSchema = z
  .object({
    lca: z.nullable(uploadedFileSchema),
    data: z.nullable(uploadedFileSchema),
    epd: z.nullable(uploadedFileSchema),
  })
  .check(
    z.refine((files) => Boolean(files.lca || files.data || files.epd), {
      message: 'required',
      path: ['lca'],
    }),
  );
