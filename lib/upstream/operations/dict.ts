import * as z from 'zod';
import { defineOperation } from '../operation';

/** A dictionary item (accounts.md 3). */
export type DictItem = {
  id: number | string;
  itemCode: string;
  itemValue: string;
  itemDesc?: string | null;
  i18nCode?: string | null;
  parentId?: number | string | null;
  childrens?: DictItem[] | null;
};

export const dictItemSchema: z.ZodType<DictItem> = z.lazy(() =>
  z.object({
    id: z.union([z.number(), z.string()]),
    itemCode: z.string(),
    itemValue: z.string(),
    itemDesc: z.string().nullish(),
    i18nCode: z.string().nullish(),
    parentId: z.union([z.number(), z.string()]).nullish(),
    childrens: z.array(dictItemSchema).nullish(),
  }),
);

/** Dictionary type codes are upper-case identifiers (INDUSTRY_CATEGORY, RESOURCE_TYPE…). */
const dictType = z.string().regex(/^[A-Z][A-Z0-9_]{1,63}$/, 'invalid');
const dictCache = { revalidateSeconds: 600, tags: ['dict'] } as const;

export const listDictionary = defineOperation({
  id: 'dict.list',
  method: 'GET',
  path: '/n/dict/list/:type',
  access: 'public',
  input: z.object({ type: dictType }),
  output: z.array(dictItemSchema),
  cache: dictCache,
});

/** The `/p/` variant (COMPANY_TYPE, accounts.md 7): it carries a user's token, so only visitors' answers are cached. */
export const listProtectedDictionary = defineOperation({
  id: 'dict.list.p',
  method: 'GET',
  path: '/p/dict/list/:type',
  access: 'public',
  input: z.object({ type: dictType }),
  output: z.array(dictItemSchema),
  cache: dictCache,
});

export const getDictionaryTree = defineOperation({
  id: 'dict.tree',
  method: 'GET',
  path: '/p/dict/tree/:type',
  access: 'public',
  input: z.object({ type: dictType }),
  output: z.array(dictItemSchema),
  cache: dictCache,
});

export const getDictionaryItem = defineOperation({
  id: 'dict.item',
  method: 'POST',
  path: '/n/dict/getItemDetail',
  access: 'public',
  input: z.object({ typeCode: dictType, itemCode: z.string().min(1).max(64) }),
  output: dictItemSchema,
  cache: dictCache,
});
