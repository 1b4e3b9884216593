import * as z from 'zod';
import { defineOperation } from '../operation';

/** business.md 3, "Friendly link type": `name` follows the language, `enName` is always English. */
const linkTypeSchema = z.object({
  id: z.coerce.number().int(),
  code: z.string(),
  name: z.string(),
  enName: z.string().nullish(),
});
export type LinkTypeRecord = z.infer<typeof linkTypeSchema>;

/** business.md 3, "Friendly link": attachmentId 3790 means the organisation has no logo. */
const linkSchema = z.object({
  id: z.coerce.number().int(),
  link: z.string(),
  companyName: z.string(),
  typeCode: z.string(),
  attachmentId: z.coerce.number().int().nullish(),
});
export type LinkRecord = z.infer<typeof linkSchema>;

const linksCache = { revalidateSeconds: 600, tags: ['links'] } as const;

/** POST /api/n/friendly/type: one page of link types (10 a page, business.md 9), inlet USER. */
export const listLinkTypes = defineOperation({
  id: 'links.types',
  method: 'POST',
  path: '/n/friendly/type',
  access: 'public',
  input: z.object({
    pageNum: z.coerce.number().int().min(1).max(100),
    pageSize: z.coerce.number().int().min(1).max(100),
    inlet: z.literal('USER'),
  }),
  output: z.object({ list: z.array(linkTypeSchema), totals: z.coerce.number().int() }),
  cache: linksCache,
});

/** GET /api/n/friendly/link: every link, of every type. */
export const listLinks = defineOperation({
  id: 'links.all',
  method: 'GET',
  path: '/n/friendly/link',
  access: 'public',
  input: z.object({}),
  output: z.array(linkSchema),
  cache: linksCache,
});
