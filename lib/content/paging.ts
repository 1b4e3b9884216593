/** "More" lists keep `?page=N`: without JavaScript the server renders pages 1…N, with it the button appends and updates the URL. */
export const MAX_LIST_PAGES = 25;

export function listPage(value: string | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_LIST_PAGES) : 1;
}

/** Only page 1 without a keyword is indexed; other pages and keyword results are `noindex, follow`. */
export function listIndexable(page: number, keyword?: string): boolean {
  return page === 1 && !keyword;
}

export function cumulativePage(page: number, pageSize: number): { pageNum: 1; pageSize: number } {
  return { pageNum: 1, pageSize: page * pageSize };
}

export function pageHref(path: string, query: Record<string, string | undefined>, page: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
