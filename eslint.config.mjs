import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import checkFile from 'eslint-plugin-check-file';

/**
 * The architecture as lint rules (STYLE.md habit 16, DESIGN.md "Shape"): imports flow one way,
 * shared building blocks → features → app, and nothing the browser runs reaches the server-only
 * modules (the upstream client and its operations, the session store, any `lib/**\/server/**`).
 */
const SERVER_ONLY = [
  {
    group: [
      '@/lib/*/server/*',
      '@/lib/*/server',
      '@/lib/*/*/server/*',
      '@/lib/upstream/*',
      '@/lib/upstream/**',
      '@/lib/session/session',
      '@/lib/session/viewer',
      '@/lib/env',
      '@/lib/env-core',
      // Server-only modules that predate the lib/<domain>/server convention (each imports 'server-only').
      '@/lib/site/dictionaries',
      '@/lib/site/site-chrome',
      '@/lib/guards/page-access',
      '@/lib/guards/api-access',
      '@/lib/guards/download-access',
      '@/lib/bff/with-bff',
      '@/lib/bff/rate-limit',
      '@/lib/bff/stream-file',
      '@/lib/epd/search',
      '@/lib/epd/search-page',
      '@/lib/epd/report-files',
      '@/lib/epd/pdfjs-assets',
      '@/lib/captcha/solve-captcha',
      '@/lib/captcha/aes-ecb',
      '@/lib/captcha/captcha-session',
      '@/lib/seo/feeds',
      '@/lib/seo/json-ld',
      '@/lib/seo/sitemap-data',
    ],
    message: 'Components run in the browser too: give them DTOs and call the BFF through lib/bff/client (server-only modules live in lib/**/server, lib/upstream, lib/session/session).',
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['.next/**', '.next-*/**', '.data/**', 'node_modules/**', 'test-results/**', 'test-results-*/**', 'playwright-report/**', 'next-env.d.ts', '**/.scratch/**'] },
  {
    files: ['components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: SERVER_ONLY }] },
  },
  {
    files: ['components/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...SERVER_ONLY,
            {
              group: ['@/components/*', '!@/components/ui', '@/components/*/**', '!@/components/ui/**'],
              message: 'components/ui holds primitives: it may not import feature components.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/app/*', '@/app/**', '../app/*', '../../app/*'], message: 'lib may not import app: routes compose lib, never the other way.' }] }],
    },
  },
  {
    // zod as a namespace import (`import * as z`): the bundler then keeps only what the schemas use.
    // `import { z }` takes zod's whole namespace object, its 60 locales included, into every page
    // with a form (README "Page weight": /Feedback's first load was 267.5 KiB gzip, 210.6 without).
    files: ['**/*.{ts,tsx,mjs}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[importKind!='type'][source.value=/^(zod|@\\/lib\\/validation\\/zod|\\.\\/zod)$/] > ImportSpecifier[imported.name='z']",
          message: "Import zod as a namespace: `import * as z from '@/lib/validation/zod'` (or 'zod' on the server), never `import { z }`.",
        },
      ],
    },
  },
  {
    // File and folder names in kebab-case; route folders under app/ and pages/ keep the spec's spelling (`/Epd`, `/epd/epdSearch`).
    files: ['components/**/*', 'lib/**/*', 'tests/**/*', 'scripts/**/*', 'bench/**/*', 'upstream/**/*'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,mjs}': '+([a-z0-9])*(-+([a-z0-9]))' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '**/': '+([a-z0-9])*(-+([a-z0-9]))' }],
    },
  },
];

export default config;
