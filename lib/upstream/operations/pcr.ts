import { z } from 'zod';
import { defineOperation } from '../operation';

/** A PCR as the filters list it (business.md 3): productName is Chinese, enProductName English. */
export const pcrOptionSchema = z.object({
  id: z.union([z.number(), z.string()]),
  pcrNumber: z.string(),
  productName: z.string().nullish(),
  enProductName: z.string().nullish(),
});
export type PcrOption = z.infer<typeof pcrOptionSchema>;

/** GET p/pcr/list: every PCR, for the EPD and PCR search filters; visitors may call it. */
export const listPcrs = defineOperation({
  id: 'pcr.list',
  method: 'GET',
  path: '/p/pcr/list',
  access: 'public',
  input: z.object({}),
  output: z.array(pcrOptionSchema),
  cache: { revalidateSeconds: 300, tags: ['pcr'] },
});
