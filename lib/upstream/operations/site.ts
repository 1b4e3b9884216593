import * as z from 'zod';
import { ackSchema, defineOperation } from '../operation';

/** A platform menu entry (accounts.md 3): menuName, url, code, children. */
export type UpstreamMenuEntry = {
  menuName: string;
  url?: string | null;
  code?: string | null;
  children?: UpstreamMenuEntry[] | null;
};

const menuEntrySchema: z.ZodType<UpstreamMenuEntry> = z.lazy(() =>
  z.object({
    menuName: z.string(),
    url: z.string().nullish(),
    code: z.string().nullish(),
    children: z.array(menuEntrySchema).nullish(),
  }),
);

/** GET /api/n/menu/all: the portal reads data[0].children (accounts.md 7). */
export const getMenu = defineOperation({
  id: 'menu.all',
  method: 'GET',
  path: '/n/menu/all',
  access: 'public',
  input: z.object({}),
  output: z.array(menuEntrySchema),
  cache: { revalidateSeconds: 300, tags: ['menu'] },
});

/** GET /api/n/text/all: server-managed texts such as the footer's filing numbers. */
export const getPlatformTexts = defineOperation({
  id: 'text.all',
  method: 'GET',
  path: '/n/text/all',
  access: 'public',
  input: z.object({}),
  output: z.array(z.object({ textCode: z.string(), textValue: z.string().nullish() })),
  cache: { revalidateSeconds: 300, tags: ['texts'] },
});

/** POST /api/n/pvuv/count: one page view of one visitor (business.md 4: the id lives 8 hours). */
export const countPageView = defineOperation({
  id: 'visits.count',
  method: 'POST',
  path: '/n/pvuv/count',
  access: 'public',
  input: z.object({ visitorId: z.uuid(), page: z.string().max(512) }),
  output: ackSchema,
});
