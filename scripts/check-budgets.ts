// The page-weight budgets of issue 13, checked from the production build (part of `npm run test:e2e`,
// after the build): first-load JavaScript of every public page and the client messages each page
// sends inline. Deterministic: it reads the build's own chunk lists
// (`.next/diagnostics/route-bundle-stats.json`) and the namespaces the route files declare
// (scripts/client-namespaces.ts), not a running server. The home page's HTML budget needs rendered
// content, so tests/e2e/page-budgets.spec.ts checks it against the seeded test upstream.
// Usage: node scripts/check-budgets.ts [--json]   (exits 1 when a budget is exceeded)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pickMessages } from '../lib/i18n/pick-messages.ts';
import { declaredNamespaces, routeFiles, ROOT } from './client-namespaces.ts';

const KiB = 1024;
/**
 * Issue 13's targets: first-load JS of the bare Next app (132.1 KiB, ../shared/floor) plus 30, the
 * messages and the home page's HTML. Printed beside each figure.
 */
export const TARGETS = { firstLoadJs: 162 * KiB, inlineMessages: 6 * KiB, homeHtml: 12 * KiB };
/**
 * What CI holds: the target itself on every public page, except /Feedback, whose main content is a
 * form a visitor fills in with react-hook-form in the browser (its schema and resolver come once the
 * page is idle: docs/page-weight.md "No zod on first load"). /lcaTools's subscription form is a chunk
 * of its own (components/lca/lazy-lca-subscribe-form.tsx), so that page is held at the target too.
 */
export const FIRST_LOAD_JS_BUDGET = TARGETS.firstLoadJs;
const FIRST_LOAD_JS_EXCEPTIONS: Record<string, number> = { '/Feedback': 176 * KiB };
export const INLINE_MESSAGES_BUDGET = TARGETS.inlineMessages;
/**
 * Not at the 12 KiB target: the home page renders 80 KiB of HTML, 15.8 (en) – 16.4 (zh) KiB gzip
 * (2026-11-26; the same bytes gzip a few hundred bytes differently as the streamed RSC chunks arrive
 * in another order), of which the RSC payload (the server tree again, for hydration) is about half
 * and most of the gzip bytes. Named utilities for the repeated class lists (globals.css: the menu,
 * cards, date tiles) took it from 19.3 to 18.8, the server-only message tables left out of the
 * client's `errors` (lib/i18n/pick-messages.ts) to 16.4, our own root not-found page in place of
 * Next's built-in one (app/not-found.tsx) to 15.1 (en) – 16.0 (zh); what remains is content. Held
 * at 17 KiB, above the spread of one page's figures.
 */
export const HOME_HTML_BUDGET = 17 * KiB;

/**
 * zod in the browser: the shared schemas are written with zod/mini (lib/validation/zod.ts), whose
 * chunk is 18.8 KiB gzip (2026-11-27) where classic zod's was 32.5; every form page loads it once
 * the page is idle. Classic zod (server code: lib/upstream, the reference upstream) must not reach a
 * browser chunk, where it would come beside mini's: its `ZodString` type names itself so.
 */
export const BROWSER_ZOD_BUDGET = 20 * KiB;
const ZOD_MARK = '$ZodObject';
const CLASSIC_ZOD_MARK = '"ZodString"';

/**
 * The pages anyone reaches without an account: what search engines, buyers and QR scans hit. The
 * budgets hold for these; signed-in business pages and the login forms are printed but not held.
 */
export const PUBLIC_ROUTES = [
  '/',
  '/epd/epdSearch',
  '/epd/compare',
  '/news',
  '/news/newsDetailsPage',
  '/NoticeInformationPage',
  '/NoticeInformationPage/Notice',
  '/pcr/pcrSearch',
  '/Pcr',
  '/Pcr/lca',
  '/resources',
  '/Links',
  '/gpi',
  '/about',
  '/service',
  '/pricing',
  '/Epd',
  '/lcaTools',
  '/agreement',
  '/policy',
  '/Feedback',
  '/steelMill',
  '/thirdAgency',
  '/webview',
] as const;

const gz = (data: Buffer | string) => gzipSync(data).length;

type RouteFigures = {
  route: string;
  public: boolean;
  firstLoadJs: number;
  inlineMessages: number;
  jsBudget: number;
};

/** First-load JS (gzip) per App Router route, from the build's chunk lists. */
function firstLoadJs(distDir: string): Map<string, number> {
  const stats = JSON.parse(
    readFileSync(path.join(distDir, 'diagnostics', 'route-bundle-stats.json'), 'utf8'),
  ) as {
    route: string;
    firstLoadChunkPaths: string[];
  }[];
  const sizes = new Map<string, number>();
  const cache = new Map<string, number>();
  for (const entry of stats) {
    if (!entry.route.startsWith('/[locale]')) continue;
    const route = entry.route.slice('/[locale]'.length) || '/';
    let total = 0;
    for (const chunk of entry.firstLoadChunkPaths) {
      // Paths are relative to the project, starting with the dist folder's name.
      const file = path.join(path.dirname(distDir), chunk);
      if (!cache.has(file)) cache.set(file, gz(readFileSync(file)));
      total += cache.get(file)!;
    }
    sizes.set(route, total);
  }
  return sizes;
}

/**
 * The gzip size of the messages a page sends inline (its declaration and its layouts'), the larger
 * language: what a visitor's page carries (a signed-in header adds the bell's, components/messages/header-bell.tsx).
 */
function inlineMessages(): Map<string, number> {
  const languages = ['zh', 'en'].map(
    (locale) =>
      JSON.parse(readFileSync(path.join(ROOT, 'messages', `${locale}.json`), 'utf8')) as Parameters<
        typeof pickMessages
      >[0],
  );
  const sizes = new Map<string, number>();
  for (const { file, route, layouts } of routeFiles()) {
    if (!file.endsWith('page.tsx')) continue;
    // Each provider's messages are serialised separately in the RSC payload.
    const providers = [...layouts, file].map(declaredNamespaces).filter((list) => list.length > 0);
    const size = Math.max(
      ...languages.map((messages) =>
        gz(providers.map((list) => JSON.stringify(pickMessages(messages, list))).join('')),
      ),
    );
    sizes.set(route, size);
  }
  return sizes;
}

/** The browser chunks that carry zod, and those that carry classic zod. */
export function browserZod(distDir = path.join(ROOT, process.env.NEXT_DIST_DIR || '.next')): {
  bytes: number;
  classic: string[];
} {
  const dir = path.join(distDir, 'static', 'chunks');
  let bytes = 0;
  const classic: string[] = [];
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.js'),
  )) {
    const code = readFileSync(path.join(dir, name), 'utf8');
    if (code.includes(CLASSIC_ZOD_MARK)) classic.push(name);
    else if (code.includes(ZOD_MARK)) bytes += gz(code);
  }
  return { bytes, classic };
}

export function measureBudgets(
  distDir = path.join(ROOT, process.env.NEXT_DIST_DIR || '.next'),
): RouteFigures[] {
  const js = firstLoadJs(distDir);
  const messages = inlineMessages();
  const routes = [...new Set([...js.keys(), ...messages.keys()])]
    .filter((route) => !route.includes('[...rest]'))
    .sort();
  return routes.map((route) => ({
    route,
    public: (PUBLIC_ROUTES as readonly string[]).includes(route),
    firstLoadJs: js.get(route) ?? 0,
    inlineMessages: messages.get(route) ?? 0,
    jsBudget: FIRST_LOAD_JS_EXCEPTIONS[route] ?? FIRST_LOAD_JS_BUDGET,
  }));
}

if (import.meta.main) {
  const figures = measureBudgets(
    process.argv[2] && !process.argv[2].startsWith('--') ? path.resolve(process.argv[2]) : undefined,
  );
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(figures));
  } else {
    const kib = (bytes: number) => (bytes / KiB).toFixed(1);
    const failures: string[] = [];
    console.log(
      `\nPage budgets on public pages (gzip KiB): first-load JS ≤ ${kib(FIRST_LOAD_JS_BUDGET)} (target ${kib(TARGETS.firstLoadJs)}), ` +
        `inline client messages ≤ ${kib(INLINE_MESSAGES_BUDGET)} (target ${kib(TARGETS.inlineMessages)})\n`,
    );
    console.log('route'.padEnd(34) + 'first-load JS'.padEnd(15) + 'messages'.padEnd(10) + 'budget');
    for (const row of figures) {
      const over =
        row.public && (row.firstLoadJs > row.jsBudget || row.inlineMessages > INLINE_MESSAGES_BUDGET);
      if (over) failures.push(row.route);
      const verdict = !row.public
        ? '-'
        : over
          ? 'OVER BUDGET'
          : row.firstLoadJs <= TARGETS.firstLoadJs
            ? 'held, at target'
            : 'held';
      console.log(
        row.route.padEnd(34) + kib(row.firstLoadJs).padEnd(15) + kib(row.inlineMessages).padEnd(10) + verdict,
      );
    }
    const zod = browserZod(
      process.argv[2] && !process.argv[2].startsWith('--') ? path.resolve(process.argv[2]) : undefined,
    );
    console.log(
      `\nzod in the browser (zod/mini, loaded once a form's page is idle): ${kib(zod.bytes)} KiB gzip, budget ${kib(BROWSER_ZOD_BUDGET)}`,
    );
    if (zod.bytes > BROWSER_ZOD_BUDGET) failures.push('zod/mini');
    if (zod.classic.length > 0) {
      console.error(
        `Classic zod in browser chunks (${zod.classic.join(', ')}): shared schemas import '@/lib/validation/zod'`,
      );
      failures.push('classic zod');
    }
    if (failures.length > 0) {
      console.error(`\nPage budgets exceeded on: ${failures.join(', ')}`);
      process.exit(1);
    }
    console.log('\nPage budgets held.\n');
  }
}
