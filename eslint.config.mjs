import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import checkFile from 'eslint-plugin-check-file';
import {
  FORM_KIT,
  globSource,
  libParts,
  PRIMITIVES,
  REFERENCE_UPSTREAM,
  ROUTES,
  SERVER_MODULES,
} from './architecture.mjs';

/**
 * The boundaries of architecture.mjs as lint rules (STYLE.md habit 16): `no-restricted-imports`
 * patterns generated from its table, matched against the `@/…` specifier. A relative import may not
 * leave its part, so every import across parts goes through `@/…` and meets these patterns.
 */
const SOURCES = '*.{ts,tsx,mjs}';
const isFile = (root) => root.endsWith('.ts');
const within = (root) => (isFile(root) ? root : `${root}/**/${SOURCES}`);
const MAX_DEPTH = 10;

/** A repo path or glob as `@/…` patterns: a pattern covers what lies below it, a top-level file has two spellings. */
function aliasPatterns(repoPath) {
  const path = repoPath.replace(/\/\*\*$/, '');
  return isFile(path) ? [`@/${path.slice(0, -3)}`, `@/${path}`] : [`@/${path}`];
}

const SERVER_MODULE_MESSAGE =
  'is a server module (architecture.mjs SERVER_MODULES): components and client modules get DTOs and call the BFF through lib/bff/client.';

const serverModules = {
  group: SERVER_MODULES.flatMap(aliasPatterns),
  message: `The target ${SERVER_MODULE_MESSAGE}`,
};
const referenceUpstream = {
  group: aliasPatterns(REFERENCE_UPSTREAM),
  message: 'The reference upstream (upstream/) and the portal never import each other (architecture.mjs).',
};
const aboveComponents = {
  group: ROUTES.flatMap(aliasPatterns),
  message:
    'Routes (app, pages, proxy.ts) compose components and lib, never the other way (architecture.mjs).',
};
const aboveLib = {
  group: ['@/components', ...aboveComponents.group],
  message: 'lib is below components and routes: it never imports them (architecture.mjs).',
};
const featureComponents = {
  group: ['@/components/*', `!@/${FORM_KIT}`, `!@/${PRIMITIVES}`],
  message:
    'The form kit (components/forms) knows no feature: it imports only components/ui and lib (architecture.mjs).',
};
const nonPrimitives = {
  group: ['@/components/*', `!@/${PRIMITIVES}`],
  message: 'components/ui holds primitives: of components it imports only components/ui (architecture.mjs).',
};

/** lib/<A> may import lib/<B> only when B is in a lower layer of LIB_LAYERS (or is A). */
function layerPatterns(part) {
  return libParts()
    .filter((other) => other.layer >= part.layer && other.name !== part.name)
    .map((other) => ({
      group: aliasPatterns(other.path),
      message: `${part.path} (layer ${part.layer}) may not import ${other.path} (layer ${other.layer}${other.layer === part.layer ? ', the same' : ''}): a lib part imports only parts in lower layers (architecture.mjs LIB_LAYERS).`,
    }));
}

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const importBoundaries = [
  { files: [within('lib')], rules: restrict([aboveLib, referenceUpstream]) },
  ...libParts().map((part) => ({
    files: [within(part.path)],
    rules: restrict([aboveLib, referenceUpstream, ...layerPatterns(part)]),
  })),
  { files: [within('components')], rules: restrict([serverModules, aboveComponents, referenceUpstream]) },
  {
    files: [within(FORM_KIT)],
    rules: restrict([serverModules, aboveComponents, referenceUpstream, featureComponents]),
  },
  {
    files: [within(PRIMITIVES)],
    rules: restrict([serverModules, aboveComponents, referenceUpstream, nonPrimitives]),
  },
  { files: ROUTES.map(within), rules: restrict([referenceUpstream]) },
  {
    files: [within(REFERENCE_UPSTREAM)],
    rules: restrict([
      {
        group: ['@/*'],
        message:
          'The reference upstream (upstream/) and the portal never import each other (architecture.mjs).',
      },
    ]),
  },
];

/**
 * What `no-restricted-imports` cannot see, as `no-restricted-syntax` selectors: a module marked
 * 'use client' importing a server module, a component's dynamic `import()` of one, and a relative
 * import that leaves its part. Every block carries the zod rule too, since a file gets one list.
 */
const ANY_IMPORT =
  ':matches(ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration, ImportExpression)';
const selectorRegex = (source) => `/${source.replaceAll('/', '\\/')}/`;
const SERVER_SPECIFIER = selectorRegex(
  [...SERVER_MODULES.map((glob) => globSource(`@/${glob}`)), '^\\.\\.?/(.*/)?server(/.*)?$'].join('|'),
);

const zodNamespace = {
  // A namespace import lets the bundler keep only what the schemas use; `import { z }` takes zod's whole namespace object.
  selector:
    "ImportDeclaration[importKind!='type'][source.value=/^(zod|@\\/lib\\/validation\\/zod|\\.\\/zod)$/] > ImportSpecifier[imported.name='z']",
  message:
    "Import zod as a namespace: `import * as z from '@/lib/validation/zod'` (or 'zod' on the server), never `import { z }`.",
};
const clientModule = {
  selector: `Program:has(> ExpressionStatement[directive='use client']) ${ANY_IMPORT}[source.value=${SERVER_SPECIFIER}]`,
  message: `A 'use client' module runs in the browser: the target ${SERVER_MODULE_MESSAGE}`,
};
const dynamicServerImport = {
  selector: `ImportExpression[source.value=${SERVER_SPECIFIER}]`,
  message: `Components run in the browser too: the target ${SERVER_MODULE_MESSAGE}`,
};
const leavesPart = (depth, message) => ({
  selector: `${ANY_IMPORT}[source.value=${selectorRegex(depth === 0 ? '^\\.\\.?/' : `^(\\.\\./){${depth}}`)}]`,
  message,
});
const ACROSS_PARTS =
  "This relative import leaves its part: import other parts through '@/…', so the boundaries of architecture.mjs see it.";
const OUT_OF_UPSTREAM =
  'The reference upstream (upstream/) imports nothing outside upstream/ (architecture.mjs).';

const syntax = (...selectors) => ({ 'no-restricted-syntax': ['error', zodNamespace, ...selectors] });
const depths = Array.from({ length: MAX_DEPTH + 1 }, (_, depth) => depth);
const below = (root, depth) => `${root}/${'*/'.repeat(depth)}${SOURCES}`;

const syntaxBoundaries = [
  { files: [`**/${SOURCES}`], rules: syntax() },
  // A part's files sit at some depth below its root; climbing more levels than that leaves the part.
  ...depths.flatMap((depth) => [
    {
      files: ['lib/*', ...ROUTES.filter((root) => !isFile(root))].map((root) => below(root, depth)),
      rules: syntax(clientModule, leavesPart(depth + 1, ACROSS_PARTS)),
    },
    {
      files: [below('components/*', depth)],
      rules: syntax(dynamicServerImport, leavesPart(depth + 1, ACROSS_PARTS)),
    },
    { files: [below(REFERENCE_UPSTREAM, depth)], rules: syntax(leavesPart(depth + 1, OUT_OF_UPSTREAM)) },
  ]),
  // Top-level files are parts of their own (lib/env/server/env.ts, proxy.ts): any relative import leaves them.
  {
    files: [`lib/${SOURCES}`, ...ROUTES.filter(isFile)],
    rules: syntax(clientModule, leavesPart(0, ACROSS_PARTS)),
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      '.data/**',
      'node_modules/**',
      'test-results/**',
      'test-results-*/**',
      'playwright-report/**',
      'next-env.d.ts',
      '**/.scratch/**',
    ],
  },
  ...importBoundaries,
  ...syntaxBoundaries,
  {
    // File and folder names in kebab-case; route folders under app/ and pages/ keep the spec's spelling (`/Epd`, `/epd/epdSearch`).
    files: ['components/**/*', 'lib/**/*', 'tests/**/*', 'scripts/**/*', 'bench/**/*', 'upstream/**/*'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,mjs}': '+([a-z0-9])*(-+([a-z0-9]))' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': '+([a-z0-9])*(-+([a-z0-9]))' }],
    },
  },
];

export default config;
