import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isServerModule, LIB_LAYERS, libPartOf, libParts } from '@/architecture.mjs';

/**
 * architecture.mjs drives the lint (eslint.config.mjs, .dependency-cruiser.mjs); these checks keep
 * it complete, so that no module escapes the rules by living where the table does not look.
 */
const root = path.resolve(import.meta.dirname, '../..');
const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const SERVER_ONLY_IMPORT = /^\s*import\s+['"]server-only['"]/m;

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((entry) => SOURCE.test(entry))
    .map((entry) => `${folder}/${entry.split(path.sep).join('/')}`);
}

describe('architecture.mjs', () => {
  it('counts every module that imports server-only as a server module', () => {
    const serverOnly = ['app', 'components', 'lib']
      .flatMap(sourceFiles)
      .filter((file) => SERVER_ONLY_IMPORT.test(readFileSync(path.join(root, file), 'utf8')));
    expect(serverOnly.length).toBeGreaterThan(0);
    expect(serverOnly.filter((file) => !isServerModule(file))).toEqual([]);
  });

  it('names every folder and top-level file of lib/ in its table', () => {
    const entries = readdirSync(path.join(root, 'lib'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() || SOURCE.test(entry.name))
      .map((entry) => `lib/${entry.name}`);
    expect(entries.filter((entry) => libPartOf(entry) === undefined)).toEqual([]);
  });

  it('draws each part once, in layers numbered from the top down to 0', () => {
    const names = libParts().map((part) => part.name);
    expect(new Set(names).size).toBe(names.length);
    expect(LIB_LAYERS.map(([layer]) => layer)).toEqual(
      LIB_LAYERS.map((_, index) => LIB_LAYERS.length - 1 - index),
    );
  });

  it('matches server modules by rule, not by name', () => {
    expect(
      [
        'lib/upstream/client.ts',
        'lib/session/session.ts',
        'lib/bff/server/with-bff.ts',
        'lib/seo/feeds/server/feed.ts',
      ].filter(isServerModule),
    ).toHaveLength(4);
    expect(
      [
        'lib/bff/client.ts',
        'lib/bff/server-errors.ts',
        'lib/upstream-x/a.ts',
        'components/server/a.tsx',
      ].filter(isServerModule),
    ).toEqual([]);
  });
});
