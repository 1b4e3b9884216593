import * as z from '@/lib/validation/zod';
import { GWP_FILTER_MAX, MAX_COMPARED, PRODUCT_TYPES, SORTS, VALIDITIES } from './search-url';

/** Without JavaScript "load more" links to `?page=N+1`; a server render holds at most the last MAX_RENDERED_PAGES pages. */
export const MAX_RENDERED_PAGES = 25;

export function renderedPages(page: number): { fromPage: number; toPage: number } {
  return { fromPage: Math.max(1, page - MAX_RENDERED_PAGES + 1), toPage: page };
}

/** A repeated parameter (`?keyword=a&keyword=b`) counts once, as its first value. */
const firstValue = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** Over-long filter text is cut to the form's limit, not dropped: the box shows what was searched. */
const filterText = (max: number) =>
  z.optional(
    z.pipe(
      z.transform(firstValue),
      z.pipe(
        z.catch(z.optional(z.string()), undefined),
        z.transform((value) => [...(value?.trim() ?? '')].slice(0, max).join('').trim() || undefined),
      ),
    ),
  );

const choice = <T extends string>(values: readonly T[]) =>
  z.optional(z.pipe(z.transform(firstValue), z.catch(z.optional(z.enum(values as [T, ...T[]])), undefined)));

const gwpBound = z.optional(
  z.pipe(
    z.transform((value: unknown) => {
      const first = firstValue(value);
      return first === '' || first === null ? undefined : first;
    }),
    z.catch(z.optional(z.coerce.number().check(z.gte(0), z.lte(GWP_FILTER_MAX))), undefined),
  ),
);

const flag = z.optional(
  z.pipe(
    z.transform(firstValue),
    z.transform((value) => (value === '1' || value === 'true' || value === 'on' ? true : undefined)),
  ),
);

/** `compare=12,15`: the declarations chosen for comparison, at most MAX_COMPARED ids; anything else in the list is dropped. */
const comparedIds = z.optional(
  z.pipe(
    z.transform(firstValue),
    z.transform((value) => {
      if (typeof value !== 'string') return undefined;
      const ids = value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => /^\d{1,12}$/.test(part) && Number(part) > 0)
        .map((part) => String(Number(part)));
      const kept = [...new Set(ids)].slice(0, MAX_COMPARED);
      return kept.length > 0 ? kept : undefined;
    }),
  ),
);

/** The search as the URL keeps it (shared, indexed); anything malformed is ignored, not refused. */
export const epdSearchQuerySchema = z.pipe(
  z.object({
    company: filterText(32),
    pcr: filterText(64),
    keyword: filterText(100),
    type: choice(PRODUCT_TYPES),
    validity: choice(VALIDITIES),
    gwpMin: gwpBound,
    gwpMax: gwpBound,
    chain: flag,
    sort: choice(SORTS),
    compare: comparedIds,
    page: z._default(
      z.pipe(z.transform(firstValue), z.catch(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1)),
      1,
    ),
  }),
  // A reversed range is read the way it was meant (the form shows the bounds in order); the open API refuses it.
  z.transform((query) =>
    query.gwpMin !== undefined && query.gwpMax !== undefined && query.gwpMin > query.gwpMax
      ? { ...query, gwpMin: query.gwpMax, gwpMax: query.gwpMin }
      : query,
  ),
);

export type EpdSearchQuery = z.infer<typeof epdSearchQuerySchema>;

export function parseEpdSearchQuery(raw: Record<string, string | string[] | undefined>): EpdSearchQuery {
  return epdSearchQuerySchema.parse(raw);
}

export function hasFilters(query: EpdSearchQuery): boolean {
  return Boolean(
    query.company ||
    query.pcr ||
    query.keyword ||
    query.type ||
    query.validity ||
    query.gwpMin !== undefined ||
    query.gwpMax !== undefined ||
    query.chain,
  );
}

export const fileIdSchema = z.pipe(
  z.pipe(z.string().check(z.regex(/^\d{1,12}$/, 'invalid')), z.transform(Number)),
  z.int().check(z.positive(), z.lte(Number.MAX_SAFE_INTEGER)),
);
