/**
 * Lists that load more (news, notices, PCRs, resources) keep how far the reader got in `?page=N`:
 * without JavaScript the "more" link asks for N+1 and the server renders pages 1…N at once; with
 * JavaScript the button appends the next page and updates the URL the same way.
 */
export const MAX_LIST_PAGES = 25;

/** `?page=` as a whole number in 1…MAX_LIST_PAGES (anything else is page 1). */
export function listPage(value: string | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_LIST_PAGES) : 1;
}

/**
 * Whether a list's page is for search engines: the first, with no keyword. Page N of a "more"
 * list holds pages 1 to N again, and a keyword's results are any words' results; both stay
 * reachable and canonical, out of the index (`noindex, follow`: their links are still followed).
 */
export function listIndexable(page: number, keyword?: string): boolean {
  return page === 1 && !keyword;
}

/** `pageNum`/`pageSize` that return pages 1…`page` of `pageSize` in one call. */
export function cumulativePage(page: number, pageSize: number): { pageNum: 1; pageSize: number } {
  return { pageNum: 1, pageSize: page * pageSize };
}

/** The URL of a list page: the same path and filters, with `page` (left out for page 1). */
export function pageHref(path: string, query: Record<string, string | undefined>, page: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
