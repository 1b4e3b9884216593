import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { browserZod } from '../../scripts/check-budgets.ts';

/**
 * The build check that keeps classic zod out of the browser (scripts/check-budgets.ts, README
 * "zod/mini in the browser"): it tells the two apart by the names zod's own code gives its types, so
 * this reads them from the installed zod too: were a release to rename them, the check would pass
 * on anything, and this test would fail instead.
 */
const zodFile = (file: string) => readFileSync(path.join(process.cwd(), 'node_modules/zod/v4', file), 'utf8');

describe('zod in the browser chunks', () => {
  const distDir = mkdtempSync(path.join(tmpdir(), 'browser-zod-'));
  const chunks = path.join(distDir, 'static', 'chunks');
  mkdirSync(path.join(chunks, 'app'), { recursive: true });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it('names its types as the check expects, in the installed zod', () => {
    expect(zodFile('classic/schemas.js')).toContain('$constructor("ZodString"');
    expect(zodFile('mini/schemas.js')).not.toContain('"ZodString"');
    expect(zodFile('mini/schemas.js')).toContain('$constructor("ZodMiniString"');
    expect(zodFile('core/schemas.js')).toContain('$constructor("$ZodObject"');
  });

  it("counts mini's chunk and names a chunk that carries classic zod, in any folder", () => {
    const mini = 'a.P("$ZodObject",(e,t)=>{});a.P("ZodMiniString",(e,t)=>{});'.repeat(20);
    writeFileSync(path.join(chunks, 'mini.js'), mini);
    writeFileSync(path.join(chunks, 'page.js'), 'export const page = 1;');
    expect(browserZod(distDir)).toEqual({ bytes: gzipSync(mini).length, classic: [] });

    writeFileSync(path.join(chunks, 'app', 'classic.js'), 'i.P("ZodString",(e,t)=>{p.FA.init(e,t)});');
    expect(browserZod(distDir).classic).toEqual([path.join('app', 'classic.js')]);
  });
});
