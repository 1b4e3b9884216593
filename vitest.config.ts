import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;

export default defineConfig({
  resolve: {
    alias: {
      '@': root,
      // `server-only` throws outside React's server build; unit tests run the server code directly.
      'server-only': path.join(root, 'tests/unit/support/empty-module.ts'),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
    // next-intl imports `next/server` without an extension, which Node's own ESM resolution refuses.
    server: { deps: { inline: ['next-intl'] } },
  },
});
