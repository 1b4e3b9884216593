import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Seed files (PDFs, cover pictures) drawn before, by content: drawing them all
 * takes seconds, and every test file seeds a fresh database. A key is the hash
 * of the drawing code, the libraries' versions and the input, so a changed
 * renderer or text never reuses an old file. Deleting the folder is always safe.
 */
export const RENDER_CACHE_DIR = join(tmpdir(), 'upstream-render-cache');

let version: string | undefined;

function rendererVersion(): string {
  if (version === undefined) {
    const hash = createHash('sha256');
    const renderDir = dirname(fileURLToPath(import.meta.url));
    for (const dir of [renderDir, join(renderDir, 'pdf')]) {
      for (const name of readdirSync(dir)
        .filter((file) => file.endsWith('.ts'))
        .sort()) {
        hash.update(name).update(readFileSync(join(dir, name)));
      }
    }
    for (const name of [
      'pdf-lib',
      'fontkit',
      '@napi-rs/canvas',
      '@expo-google-fonts/noto-sans-sc',
      'exceljs',
    ]) {
      hash.update(name).update(packageVersion(name));
    }
    version = hash.digest('hex');
  }
  return version;
}

// Not every package exports its package.json: walk up from its entry point instead.
function packageVersion(name: string): string {
  let dir = dirname(createRequire(import.meta.url).resolve(name));
  for (;;) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (manifest.name === name) return manifest.version ?? '';
    } catch {
      // no package.json here
    }
    const parent = dirname(dir);
    if (parent === dir) return '';
    dir = parent;
  }
}

export function renderCacheKey(kind: string, input: unknown): string {
  return createHash('sha256')
    .update(rendererVersion())
    .update(kind)
    .update(JSON.stringify(input))
    .digest('hex');
}

/** The cached bytes, or undefined (missing or unreadable: draw again). */
export function readRendered(key: string): Uint8Array | undefined {
  try {
    return readFileSync(join(RENDER_CACHE_DIR, key));
  } catch {
    return undefined;
  }
}

/** Best effort: a cache that cannot be written only costs time. Written whole, then renamed. */
export function writeRendered(key: string, bytes: Uint8Array): void {
  try {
    mkdirSync(RENDER_CACHE_DIR, { recursive: true });
    const partial = join(RENDER_CACHE_DIR, `${key}.${process.pid}.partial`);
    writeFileSync(partial, bytes);
    renameSync(partial, join(RENDER_CACHE_DIR, key));
  } catch {
    // ignored on purpose
  }
}
