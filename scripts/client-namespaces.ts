// Which next-intl namespaces reach the browser on each App Router page, read from the sources.
//
// Each route file (layout or page under app/[locale]) that has client components declares the
// namespaces they use as `const CLIENT_NAMESPACES = [...] as const` and passes them to
// `<ClientMessages>` (components/providers/client-messages.tsx). A page receives the union of its
// own declaration and those of the layouts above it. This module reads those declarations, and
// walks the import graph to find what the client components reachable from each route file ask
// for with `useTranslations('…')`, so a unit test can check that every namespace reaches its
// component and the budget check can size what each page sends.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { covers } from '../lib/i18n/pick-messages.ts';

export const ROOT = path.resolve(import.meta.dirname, '..');
/** The product page, the one Pages Router page: it renders with the messages its props carry. */
export const PRODUCT_PAGE = path.join(ROOT, 'pages', 'product-page', '[locale]', '[id].tsx');
const APP = path.join(ROOT, 'app', '[locale]');

/** The declared list of a route file (its `CLIENT_NAMESPACES` literal), or [] when it declares none. */
export function declaredNamespaces(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const match = /const CLIENT_NAMESPACES\b[^=]*=\s*\[([^\]]*)\]/.exec(source);
  if (!match) return [];
  return [...match[1]!.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
}

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return undefined; // a package: its own messages are not ours
  for (const candidate of [
    base,
    `${base}.tsx`,
    `${base}.ts`,
    path.join(base, 'index.tsx'),
    path.join(base, 'index.ts'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [
    ...source.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^'";]*?from\s+'([^']+)'/gm),
    ...source.matchAll(/^\s*import\s+'([^']+)'/gm),
    ...source.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g),
  ].map((m) => m[1]!);
  return specifiers
    .map((s) => resolveImport(file, s))
    .filter((f): f is string => f !== undefined && /\.tsx?$/.test(f));
}

const isClientModule = (file: string) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8'));

/** The namespaces (or dotted parts of one) named by `useTranslations('ns…')` in one file. */
function namespacesUsedIn(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/useTranslations\(\s*'([^']+)'/g)].map((m) => m[1]!);
}

/**
 * The namespaces client components reachable from a route file use without a boundary above them
 * that declares them. `available` is what the layouts above already give. Modules imported by a
 * client module run in the browser too, whether or not they say 'use client' themselves; server
 * modules that use `useTranslations` read the server's messages. Any module (a page, a lazily
 * opened dialog) that declares CLIENT_NAMESPACES is a boundary: what it declares reaches all it imports.
 */
export function missingNamespaces(
  entry: string,
  available: ReadonlySet<string>,
  /** A Pages Router page: every module it renders reads the provider's messages, server or not. */
  { allRead = false }: { allRead?: boolean } = {},
): { file: string; namespace: string }[] {
  const missing = new Map<string, { file: string; namespace: string }>();
  const seen = new Set<string>();
  const visit = (file: string, inClient: boolean, given: ReadonlySet<string>) => {
    const here = new Set([...given, ...declaredNamespaces(file)]);
    const key = `${file}|${inClient}|${[...here].sort().join(',')}`;
    if (seen.has(key)) return;
    seen.add(key);
    const client = inClient || isClientModule(file);
    if (client) {
      for (const namespace of namespacesUsedIn(file)) {
        if (![...here].some((declared) => covers(declared, namespace)))
          missing.set(`${file}:${namespace}`, { file: path.relative(ROOT, file), namespace });
      }
    }
    for (const dependency of importsOf(file)) visit(dependency, client, here);
  };
  visit(entry, allRead, available);
  return [...missing.values()];
}

/** Every layout, page, error and not-found file under app/[locale], with its ancestor layouts (outermost first). */
export function routeFiles(): { file: string; route: string; layouts: string[] }[] {
  const out: { file: string; route: string; layouts: string[] }[] = [];
  const walk = (dir: string, layouts: string[]) => {
    const layout = path.join(dir, 'layout.tsx');
    const chain = existsSync(layout) ? [...layouts, layout] : layouts;
    for (const name of ['page.tsx', 'error.tsx', 'not-found.tsx']) {
      const file = path.join(dir, name);
      if (existsSync(file)) out.push({ file, route: routeOf(dir), layouts: chain });
    }
    if (existsSync(layout)) out.push({ file: layout, route: routeOf(dir), layouts: layouts });
    for (const child of readdirSync(dir)) {
      const full = path.join(dir, child);
      if (statSync(full).isDirectory()) walk(full, chain);
    }
  };
  walk(APP, []);
  return out;
}

function routeOf(dir: string): string {
  const segments = path
    .relative(APP, dir)
    .split(path.sep)
    .filter((s) => s && !s.startsWith('('));
  return `/${segments.join('/')}`;
}

/** The namespaces a route file's page sends inline: its own declaration and its layouts'. */
export function inlineNamespaces(file: string, layouts: string[]): string[] {
  return [...new Set([...layouts, file].flatMap(declaredNamespaces))];
}
