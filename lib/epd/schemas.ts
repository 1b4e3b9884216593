import * as z from '@/lib/validation/zod';

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

/** The search as the URL keeps it (shared, indexed); anything malformed is ignored, not refused. */
export const epdSearchQuerySchema = z.object({
  company: filterText(32),
  pcr: filterText(64),
  keyword: filterText(100),
  page: z._default(
    z.pipe(z.transform(firstValue), z.catch(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1)),
    1,
  ),
});

export type EpdSearchQuery = z.infer<typeof epdSearchQuerySchema>;

export function parseEpdSearchQuery(raw: Record<string, string | string[] | undefined>): EpdSearchQuery {
  return epdSearchQuerySchema.parse(raw);
}

export function hasFilters(query: EpdSearchQuery): boolean {
  return Boolean(query.company || query.pcr || query.keyword);
}

export const fileIdSchema = z.pipe(
  z.pipe(z.string().check(z.regex(/^\d{1,12}$/, 'invalid')), z.transform(Number)),
  z.int().check(z.positive(), z.lte(Number.MAX_SAFE_INTEGER)),
);
