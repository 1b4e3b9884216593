import * as z from 'zod';
import { defineOperation } from '../operation';

/** The upstream codes of the three server-managed pages: /about, /service (`serve`), /pricing. */
export const sitePageCodeSchema = z.enum(['about', 'serve', 'pricing']);
export type SitePageCode = z.infer<typeof sitePageCodeSchema>;

/** GET /api/n/page/about | serve | pricing: HTML in the request's language, sanitised here. */
export const getSitePage = defineOperation({
  id: 'page.get',
  method: 'GET',
  path: '/n/page/:code',
  access: 'public',
  input: z.object({ code: sitePageCodeSchema }),
  output: z.object({ content: z.string().nullish() }),
  htmlFields: ['content'],
  cache: { revalidateSeconds: 600, tags: ['pages'] },
});

/** business.md 3, "GPI entry": one file per language; `enable` 1 offers it. */
const gpiEntrySchema = z.object({
  i18n: z.string(),
  attachmentId: z.coerce.number().int(),
  attachmentName: z.string().nullish(),
  enable: z.coerce.number().int().nullish(),
});
export type GpiEntry = z.infer<typeof gpiEntrySchema>;

/** GET /api/n/gpi/new: the current general programme instructions. */
export const getGpiDocuments = defineOperation({
  id: 'gpi.new',
  method: 'GET',
  path: '/n/gpi/new',
  access: 'public',
  input: z.object({}),
  output: z.array(gpiEntrySchema),
  cache: { revalidateSeconds: 600, tags: ['gpi'] },
});
