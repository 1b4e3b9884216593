import { readFileSync } from 'node:fs';
import path from 'node:path';

// The route pattern of a request path, from the build's routes manifest, so metric labels stay few and name real routes;
// unprefixed Chinese paths and the proxy-rewritten product page are resolved as the router does.
type ManifestRoute = { page: string; regex: string };
type Manifest = { staticRoutes?: ManifestRoute[]; dynamicRoutes?: ManifestRoute[] };

export type RouteTable = {
  exact: Map<string, string>;
  plain: [RegExp, string][];
  localized: [RegExp, string][];
};

const PRODUCT_PAGE = /^(?:\/en)?\/app\/epd\/[^/]+\/?$/;

export function routeTableFrom(manifest: Manifest): RouteTable {
  const table: RouteTable = { exact: new Map(), plain: [], localized: [] };
  for (const route of manifest.staticRoutes ?? []) table.exact.set(route.page, route.page);
  // The manifest lists dynamic routes most specific first, catch-all last: keep that order.
  for (const route of manifest.dynamicRoutes ?? []) {
    (route.page.startsWith('/[locale]') ? table.localized : table.plain).push([
      new RegExp(route.regex),
      route.page,
    ]);
  }
  return table;
}

export function routeLabel(table: RouteTable, pathname: string): string {
  if (pathname.startsWith('/_next/')) return '/_next/*';
  if (PRODUCT_PAGE.test(pathname)) return '/app/epd/[id]';
  const exact = table.exact.get(pathname);
  if (exact) return exact;
  for (const [regex, page] of table.plain) if (regex.test(pathname)) return page;
  const localized =
    pathname === '/en' || pathname.startsWith('/en/') ? pathname : `/zh${pathname === '/' ? '' : pathname}`;
  for (const [regex, page] of table.localized) if (regex.test(localized)) return page;
  return 'unmatched';
}

let loaded: RouteTable | undefined;

/** The running build's table (empty when the manifest cannot be read: every label is then `unmatched`). */
export function buildRouteTable(): RouteTable {
  if (!loaded) {
    const file = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'routes-manifest.json');
    try {
      loaded = routeTableFrom(JSON.parse(readFileSync(file, 'utf8')) as Manifest);
    } catch {
      loaded = routeTableFrom({});
    }
  }
  return loaded;
}
