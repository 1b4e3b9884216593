// Marks a server module that the Pages Router product page also runs, where Turbopack refuses `server-only`; the build-time
// boundary is the lint rule in eslint.config.mjs. Every other server module keeps `import 'server-only'`.
if (typeof window !== 'undefined') {
  throw new Error('A server-side module was loaded in the browser.');
}

export {};
