/**
 * The architecture of the portal: its parts, which may import which, and what must never happen.
 * The lint reads this file (eslint.config.mjs, .dependency-cruiser.mjs, run by `npm run lint`), and
 * tests/unit/architecture.test.ts keeps it complete. Change the picture here; the checks follow.
 *
 *   upstream/                   the reference upstream, its own server: it and the portal never import each other
 *   ═══════════════════════════════════════════════════════════════════════════════════════════════
 *   app/  pages/  proxy.ts      routes: may import everything below
 *   components/<feature>/       features: the form kit, the primitives and lib (client-safe parts only)
 *   components/forms/           the form kit: the primitives and lib, never a feature
 *   components/ui/              the primitives: of components, only components/ui
 *   lib/                        LIB_LAYERS below: a part imports only parts in lower layers (or itself),
 *                               never components, app, pages or proxy.ts
 *
 * Never: a component or a client module ('use client') importing a server module (SERVER_MODULES);
 * a cycle of imports in the portal (type-only imports included).
 */

/** The portal's roots (repo paths); tests/, scripts/ and bench/ may import the portal and upstream/ both. */
export const ROUTES = ['app', 'pages', 'proxy.ts'];
export const PORTAL = [...ROUTES, 'components', 'lib'];
export const REFERENCE_UPSTREAM = 'upstream';

export const FORM_KIT = 'components/forms';
export const PRIMITIVES = 'components/ui';

/**
 * Server modules, by rule: what holds the token, calls upstream or reads the session, and whatever
 * sits in a part's server/ folder. Every module that imports 'server-only' must match one of these.
 */
export const SERVER_MODULES = ['lib/*/server/**', 'lib/*/*/server/**', 'lib/upstream/**', 'lib/session/**'];

/**
 * The parts of lib/, top layer first. A part is a folder lib/<name>/ or a top-level file
 * lib/<name>.ts. A part may import only parts in lower layers; parts of one layer never import
 * each other.
 */
export const LIB_LAYERS = [
  // layer  parts
  [15, ['seo', 'personal-centre']], // personal-centre: a company's work, gathered from the domains below
  [14, ['pcr-applications', 'verification']],
  [13, ['content', 'open-data']], // open-data: the public declarations as openEPD JSON, CSV and feeds
  [12, ['epd', 'applications', 'my-epd', 'company-authentication']],
  [11, ['accounts', 'low-carbon-steel']], // accounts/server holds the live-token check and the page viewer
  [10, ['site', 'captcha', 'uploads', 'lca', 'messages', 'feedback', 'results']],
  [9, ['bff']], //                    defineEndpoint, addresses, withBff, the typed browser client
  [8, ['guards']], //                 the route decision table and its fresh checks
  [7, ['session']], //                the cookie only
  [6, ['upstream']], //               the one upstream client and its operations: no domain, no session
  [5, ['cache']],
  [4, ['redis', 'lifecycle']],
  [3, ['observability']],
  [2, ['env', 'i18n']],
  [1, ['security', 'errors']],
  [0, ['validation', 'viewer']], // viewer: client-safe DTOs of the signed-in user and of a guard's decision
];

/** Every lib part as {name, layer, path}: path is the repo path of the folder or file. */
export function libParts() {
  return LIB_LAYERS.flatMap(([layer, names]) => names.map((name) => ({ name, layer, path: `lib/${name}` })));
}

/** The lib part a repo path belongs to, or undefined when the table does not name it. */
export function libPartOf(repoPath) {
  return libParts().find((part) => repoPath === part.path || repoPath.startsWith(`${part.path}/`));
}

/** A repo glob (`*` within a segment, `**` across segments) as a regular expression source. */
export function globSource(glob) {
  const source = glob
    .split(/(\/\*\*$|\*\*|\*)/)
    .map((token) => {
      if (token === '/**') return '(/.*)?';
      if (token === '**') return '.*';
      if (token === '*') return '[^/]+';
      return token.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return `^${source}$`;
}

export function isServerModule(repoPath) {
  return SERVER_MODULES.some((glob) => new RegExp(globSource(glob)).test(repoPath));
}
