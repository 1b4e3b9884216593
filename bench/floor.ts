// The framework's floor (../shared/floor, or FLOOR_DIR): the bare Next app both measuring scripts
// compare the portal with. `npm run bench` loads its pages beside the portal's; `npm run
// lighthouse` scores its per-request page beside the portal's pages. Built outside the repo (its
// own lockfile makes it its own Turbopack root) with the portal's node_modules hard-linked in: the
// floor declares the same versions of the same packages.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, ROOT, waitForUrl, type Started } from '../scripts/processes.ts';

const FLOOR_SOURCE = path.resolve(process.env.FLOOR_DIR ?? path.join(ROOT, '..', 'shared', 'floor'));
export const FLOOR_BUILD = path.join(tmpdir(), 'portal-bench-floor');
/** The same floor with Next's documented nonce CSP as its proxy.ts, nothing else (bench/floor-csp-proxy.ts). */
export const FLOOR_CSP_BUILD = path.join(tmpdir(), 'portal-bench-floor-csp');
export const FLOOR_CSP_PROXY = path.join(ROOT, 'bench', 'floor-csp-proxy.ts');

function newestMtime(entry: string): number {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry))
    if (!['node_modules', '.next', 'results'].includes(child))
      newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/**
 * A build of the floor in `buildDir` (with `proxy`, when given, as its proxy.ts), built when missing
 * or older than its sources; null when there is no floor checkout or it does not build.
 */
export function prepareFloor(buildDir: string, proxy?: string): string | null {
  if (!existsSync(path.join(FLOOR_SOURCE, 'package.json'))) return null;
  const buildId = path.join(buildDir, '.next', 'BUILD_ID');
  const sources = Math.max(newestMtime(FLOOR_SOURCE), proxy ? statSync(proxy).mtimeMs : 0);
  if (existsSync(buildId) && statSync(buildId).mtimeMs >= sources) return buildDir;
  console.log(
    `Building the floor (${FLOOR_SOURCE}${proxy ? ` with ${path.relative(ROOT, proxy)} as its proxy` : ''}) in ${buildDir}…`,
  );
  mkdirSync(buildDir, { recursive: true });
  cpSync(FLOOR_SOURCE, buildDir, {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|\.next|results)$/.test(source),
  });
  if (proxy) cpSync(proxy, path.join(buildDir, 'proxy.ts'));
  if (!existsSync(path.join(buildDir, 'node_modules')))
    spawnSync('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(buildDir, 'node_modules')], {
      stdio: 'inherit',
    });
  const result = spawnSync(
    process.execPath,
    [path.join(buildDir, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'],
    {
      cwd: buildDir,
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: '' },
    },
  );
  if (result.status !== 0) {
    console.error(`The floor did not build in ${buildDir}: its figures are left out.`);
    return null;
  }
  return buildDir;
}

/** The built floor in `dir` and its upstream, each on a free loopback port; resolves once it answers. */
export async function startFloor(
  dir: string,
  name = 'floor',
): Promise<{ url: string; processes: Started[] }> {
  const [port, upstreamPort] = [await freePort(), await freePort()];
  const env = {
    ...process.env,
    NODE_ENV: 'production' as const,
    PORT: String(upstreamPort),
    UPSTREAM_URL: `http://127.0.0.1:${upstreamPort}`,
  };
  const children = [
    spawn(process.execPath, ['upstream.mjs'], { cwd: dir, stdio: 'ignore', env }),
    spawn(
      process.execPath,
      [
        path.join(dir, 'node_modules', 'next', 'dist', 'bin', 'next'),
        'start',
        '-p',
        String(port),
        '-H',
        '127.0.0.1',
      ],
      { cwd: dir, stdio: 'ignore', env },
    ),
  ];
  const processes = children.map((child, index) => ({
    name: index ? name : `${name} upstream`,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  }));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForUrl(`${url}/static`);
  } catch (error) {
    for (const started of processes) await started.stop();
    throw error;
  }
  return { url, processes };
}
