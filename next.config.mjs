import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';
import { STATIC_SECURITY_HEADERS } from './lib/security/static-headers.mjs';

// Messages are compiled at build time (next-intl's precompile, with icu-minify): the browser gets
// the small formatter without the ICU parser (about 10 KiB gzip off every page's first load), and
// the server formats without parsing on each request.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

// What proxy.ts does not see (/api, Next's built assets) gets the fixed security headers from here.
const staticSecurityHeaders = Object.entries(STATIC_SECURITY_HEADERS).map(([key, value]) => ({ key, value }));

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Development only: lets two engineers build the same checkout side by side (`.next-<name>`).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The container runs `.next/standalone/server.js` with only the traced modules (Dockerfile);
  // `next start` still serves the same build for `npm start` and the browser tests (with a warning).
  output: 'standalone',
  poweredByHeader: false,
  // No ETags Next computes itself. Only the Pages Router product page had one (App Router pages are
  // dynamic), and hashing its whole HTML in JavaScript cost 5 % of its CPU on every answer, for a
  // 304 that browsers never ask for: they get the visitor HTML cache, which sends none. Next's
  // assets are immutable (hashed names, cached a year); files keep the upstream's own ETag.
  generateEtags: false,
  // Bundled in the Pages Router too (it leaves node_modules external by default), so the product
  // page formats with the precompiled-messages formatter next-intl's plugin aliases in (below).
  transpilePackages: ['next-intl', 'use-intl'],
  // In-process gzip of pages and the BFF (about 1.8 ms of CPU per home page): off with PORTAL_GZIP=0
  // behind a proxy that compresses anyway. `next start` reads it at start; the standalone image
  // takes it at build time (Dockerfile ARG), since Next writes this config into server.js.
  compress: process.env.PORTAL_GZIP !== '0',
  reactStrictMode: true,
  experimental: {
    // Next copies a page request's body for the proxy, up to this size, and holds the copy until
    // the request ends. The portal has no server actions: proxy.ts answers a POST to a page 204
    // without reading it, so a few KiB is all the copy may take (the BFF is outside the proxy).
    proxyClientMaxBodySize: '16kb',
  },
  // Next's own trailing-slash redirect (`/en/` -> `/en`) runs before the proxy and before `headers()`,
  // so it went out without the security headers: proxy.ts redirects instead, with them. /api and
  // Next's assets are served at either spelling, with next.config's headers below.
  skipTrailingSlashRedirect: true,
  // The reference upstream and the launcher scripts are not part of the app bundle.
  outputFileTracingExcludes: { '*': ['upstream/**', 'tests/**', 'bench/**', '.data/**'] },
  images: { unoptimized: true },
  // The data cache behind `unstable_cache`: Next's file-system cache, with the upstream answers and
  // tag revalidations in Redis when REDIS_URL is set (lib/cache/cache-handler.mjs). Node loads it
  // at run time, outside the bundle; standalone output traces it.
  cacheHandler: fileURLToPath(new URL('./lib/cache/cache-handler.mjs', import.meta.url)),
  // One copy of each per process, whichever server bundle loads it: the metrics registry and the
  // Redis connection are process-wide (pino is already external by Next's default).
  serverExternalPackages: ['ioredis', 'prom-client', 'rate-limiter-flexible'],
  // `next build` checks the app only; `npm run typecheck` checks everything (upstream, tests, scripts).
  // NEXT_SKIP_TYPECHECK=1 is for local iteration only; `npm test` type-checks everything first.
  typescript: {
    tsconfigPath: 'tsconfig.app.json',
    ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1',
  },
  async headers() {
    return [
      {
        // The BFF and the other API routes: the proxy does not run for them (proxy.ts), so Next adds
        // the static security headers here, to every answer, Next's own 404/405/500 included; their
        // HSTS comes from the route wrapper (lib/observability/server/request-context.ts) at run time.
        source: '/api/:path*',
        headers: staticSecurityHeaders,
      },
      {
        // Next's built scripts, styles and fonts: the proxy does not run for them either. No HSTS
        // (it needs the runtime PUBLIC_ORIGIN): a browser asks for them only from a page, whose
        // answer has just given it.
        source: '/_next/static/:path*',
        headers: staticSecurityHeaders,
      },
      {
        // …except the files anyone may have (logos, covers, notice attachments, resources), which
        // set their own public Cache-Control (lib/content/server/files.ts), pdf.js's character
        // maps and fonts (app/api/pdfjs, versioned in the path: cached for a year), and the open
        // data API (app/api/open: public answers with an ETag, docs/open-data.md).
        source: '/api/:path((?!files/public/|pdfjs/|open/).*)',
        headers: [{ key: 'Cache-Control', value: 'no-store' }],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
