import * as z from 'zod';
import { defineOperation } from '../operation';

/** business.md 3, "Resource": files are attachment ids; enResourceFileId null means Chinese only. */
export const resourceSchema = z.object({
  id: z.coerce.number().int(),
  resourceName: z.string(),
  resourceIntroduce: z.string().nullish(),
  resourceImageId: z.coerce.number().int().nullish(),
  cnResourceFileId: z.coerce.number().int().nullish(),
  enResourceFileId: z.coerce.number().int().nullish(),
});
export type ResourceRecord = z.infer<typeof resourceSchema>;

/** POST /n/resource/manage/page: one page of a tab; `type` is a RESOURCE_TYPE item id (255, 256, 257). */
export const listResources = defineOperation({
  id: 'resources.page',
  method: 'POST',
  path: '/n/resource/manage/page',
  access: 'public',
  input: z.object({
    type: z.coerce.number().int().positive(),
    pageNum: z.coerce.number().int().min(1).max(1000),
    pageSize: z.coerce.number().int().min(1).max(100),
  }),
  output: z.object({ list: z.array(resourceSchema), totals: z.coerce.number().int() }),
  cache: { revalidateSeconds: 300, tags: ['resources'] },
});
