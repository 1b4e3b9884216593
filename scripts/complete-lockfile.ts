// The registry this project is installed from serves only the Linux builds of packages that ship
// per-platform binaries (@next/swc-*, @napi-rs/canvas-*, @tailwindcss/oxide-*, …). `npm install`
// then leaves the other platforms out of package-lock.json, and `npm ci` refuses the lock as out of
// sync. This script adds the missing optional entries with their os/cpu/libc, taken from the package
// name, so npm skips them on this machine without fetching anything. Run it after `npm install`:
//   npm run lock:complete
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './processes.ts';

type LockEntry = {
  version?: string;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
  libc?: string[];
};

const OS = [
  'darwin',
  'linux',
  'win32',
  'android',
  'freebsd',
  'openharmony',
  'sunos',
  'netbsd',
  'openbsd',
  'aix',
];
const CPU: Record<string, string> = {
  arm64: 'arm64',
  aarch64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  riscv64: 'riscv64',
  ppc64: 'ppc64',
  s390x: 's390x',
  loong64: 'loong64',
  wasm32: 'wasm32',
  universal: 'universal',
};

function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> {
  const parts = name.split('/').pop()!.split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.map((part) => CPU[part]).find(Boolean);
  const libc = parts.some((part) => part.startsWith('musl'))
    ? 'musl'
    : parts.includes('gnu') || parts.some((p) => p.startsWith('gnueabi'))
      ? 'glibc'
      : undefined;
  return {
    ...(os ? { os: [os] } : {}),
    ...(cpu && cpu !== 'universal' ? { cpu: [cpu] } : {}),
    ...(libc ? { libc: [libc] } : {}),
  };
}

const file = path.join(ROOT, 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8')) as { packages: Record<string, LockEntry> };
let added = 0;
for (const [key, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = key === '' ? 'node_modules' : `${key}/node_modules`;
    const candidates = [`${base}/${name}`, `node_modules/${name}`];
    if (candidates.some((candidate) => candidate in lock.packages)) continue;
    const platform = platformOf(name);
    if (!platform.os && !platform.cpu) continue;
    lock.packages[`node_modules/${name}`] = {
      version: version.replace(/^[\^~]/, ''),
      optional: true,
      ...platform,
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`package-lock.json: added ${added} platform entries npm skips on this machine`);
