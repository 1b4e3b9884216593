/**
 * `import '@/lib/security/server-module'` marks a module that holds the token or calls upstream
 * AND is also run by the one Pages Router page (the product page, README "The product page"):
 * Turbopack refuses the `server-only` package in the Pages Router, so these few modules use this
 * instead. It refuses to run in a browser; the build-time boundary is the lint rule that keeps
 * components away from lib/upstream, lib/session and lib/**\/server (eslint.config.mjs). Every
 * other server module keeps `import 'server-only'`.
 */
if (typeof window !== 'undefined') {
  throw new Error('A server-side module was loaded in the browser.');
}

export {};
