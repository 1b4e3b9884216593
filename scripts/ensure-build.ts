// Builds the portal when there is no production build, or when a source file is newer than it,
// so `npm start` and `npm test` never serve a stale build. SKIP_BUILD=1 trusts the existing one.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './processes.ts';

const SOURCES = [
  'app',
  'pages',
  'components',
  'lib',
  'messages',
  'public',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.mjs',
  'package-lock.json',
  'global.d.ts',
  'tsconfig.json',
  'tsconfig.app.json',
];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

export function ensureBuild(): void {
  const buildId = path.join(ROOT, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID');
  if (process.env.SKIP_BUILD === '1' && existsSync(buildId)) return;
  if (existsSync(buildId)) {
    const built = statSync(buildId).mtimeMs;
    const newest = Math.max(...SOURCES.map((source) => newestMtime(path.join(ROOT, source))));
    if (newest <= built) return;
    console.log('Sources changed since the last build: building the portal…');
  } else {
    console.log('No production build yet: building the portal (about two minutes)…');
  }
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    },
  );
  if (result.status !== 0) {
    console.error('next build failed');
    process.exit(result.status ?? 1);
  }
}

if (import.meta.main) ensureBuild();
