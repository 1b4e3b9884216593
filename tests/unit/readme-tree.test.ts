import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// README "Where things live": every path it names exists, and every part of the tree is named.
const readme = readFileSync('README.md', 'utf8');
const section = readme.slice(readme.indexOf('## Where things live'), readme.indexOf('## Development'));
const rows = section.split('\n').filter((line) => line.startsWith('| `'));
const named = rows.flatMap((row) =>
  [...(row.split('|')[1] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1] as string),
);

/** `lib/<domain>/` stands for every domain folder; `[locale]` is a literal folder name. */
function expand(path: string): string[] {
  if (!path.includes('<domain>')) return [path];
  const [parent = '', rest = ''] = path.split('<domain>');
  return readdirSync(parent, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${parent}${entry.name}${rest}`);
}

const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean);

describe('README "Where things live"', () => {
  it('names only paths that exist', () => {
    expect(rows.length).toBeGreaterThan(10);
    const missing = named.flatMap(expand).filter((path) => !existsSync(path));
    expect(missing).toEqual([]);
  });

  it('names every top-level folder of the portal and every part of lib/', () => {
    const topLevel = [
      ...new Set(
        tracked
          .filter((path) => path.includes('/') && !path.startsWith('.'))
          .map((path) => path.split('/')[0] as string),
      ),
    ];
    const libParts = [
      ...new Set(
        tracked
          .filter((path) => path.startsWith('lib/') && path.split('/').length > 2)
          .map((path) => path.split('/')[1] as string),
      ),
    ];
    const covers = (path: string) => named.some((name) => name === path || name.startsWith(`${path}/`));
    expect(topLevel.filter((folder) => !covers(folder))).toEqual([]);
    const domainRow = named.includes('lib/<domain>/');
    const domainsOnly = libParts.filter((part) => !covers(`lib/${part}`));
    // Parts without a row of their own are domains, and hold the slice's files.
    for (const part of domainsOnly) {
      expect(domainRow, `lib/${part} has no row`).toBe(true);
      expect(
        existsSync(`lib/${part}/endpoints.ts`) || existsSync(`lib/${part}/server`),
        `lib/${part} is not a domain slice`,
      ).toBe(true);
    }
  });
});
