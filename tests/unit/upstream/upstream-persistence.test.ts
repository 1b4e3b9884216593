import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { migrations } from '../../../upstream/db/migrations/index.ts';
import { openUpstreamDatabase } from '../../../upstream/db/open-database.ts';
import { createAttachmentStore, NO_LOGO_ATTACHMENT_ID } from '../../../upstream/files/attachment-store.ts';
import { seedModules } from '../../../upstream/seed/modules/index.ts';
import { makeTempDir, startTestUpstream } from './upstream-harness.ts';

const temp = makeTempDir();

afterAll(() => {
  temp.remove();
});

function readDatabase<T>(dbPath: string, read: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(dbPath, { readOnly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

function rowCounts(dbPath: string): Record<string, number> {
  return readDatabase(dbPath, (db) => {
    const tables = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .all() as { name: string }[];
    return Object.fromEntries(
      tables.map(({ name }) => {
        const row = db.prepare(`SELECT COUNT(*) AS count FROM "${name}"`).get() as { count: number };
        return [name, row.count];
      }),
    );
  });
}

describe('database set-up', () => {
  it('records every migration and every seed module, and seeds only once across restarts', async () => {
    const first = await startTestUpstream(temp.dir);
    const visitor = randomUUID();
    await first.post('/n/pvuv/count', { visitorId: visitor, page: '/' });
    await first.close();
    const afterFirst = rowCounts(first.dbPath);

    const second = await startTestUpstream(temp.dir);
    const menu = await second.getJson<unknown[]>('/n/menu/all');
    const visits = await second.postJson<{ pv: number; uv: number }>('/n/pvuv/count', {
      visitorId: visitor,
      page: '/news',
    });
    await second.close();
    const afterSecond = rowCounts(second.dbPath);

    expect(menu.code).toBe(1);
    // State survives a restart: the second start counts on top of the first.
    expect(visits.data).toEqual({ pv: 2, uv: 1 });
    expect(afterSecond).toEqual({ ...afterFirst, page_views: (afterFirst.page_views ?? 0) + 1 });
    expect(afterFirst.menu_items).toBeGreaterThan(0);
    expect(afterFirst.dict_items).toBeGreaterThan(0);
    expect(afterFirst.friendly_links).toBeGreaterThan(0);
    expect(afterFirst.attachments).toBeGreaterThan(0);

    const recorded = readDatabase(first.dbPath, (db) => ({
      migrations: db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all(),
      seeds: db.prepare('SELECT name FROM seed_runs ORDER BY name').all(),
      journalMode: db.prepare('PRAGMA journal_mode').get(),
    }));
    expect(recorded.migrations).toEqual(migrations.map(({ version, name }) => ({ version, name })));
    expect(recorded.seeds.map((row) => row.name)).toEqual(seedModules.map((module) => module.name).sort());
    expect(recorded.journalMode).toEqual({ journal_mode: 'wal' });
  });

  it('steps over the reserved no-logo id 3790 when allocating attachment ids', () => {
    const other = makeTempDir();
    const db = openUpstreamDatabase(join(other.dir, 'ids.sqlite'));
    try {
      const store = createAttachmentStore(db, join(other.dir, 'files'));
      const file = {
        fileName: '检测报告.pdf',
        mime: 'application/pdf',
        businessType: 'EPD',
        bytes: new Uint8Array([37, 80, 68, 70]),
      };
      store.save(file);
      db.prepare("UPDATE sqlite_sequence SET seq = ? WHERE name = 'attachments'").run(
        NO_LOGO_ATTACHMENT_ID - 1,
      );
      const next = store.save(file);
      expect(next.id).toBe(NO_LOGO_ATTACHMENT_ID + 1);
      expect(store.find(NO_LOGO_ATTACHMENT_ID)).toBeUndefined();
      expect(store.find(next.id)).toMatchObject({ fileName: '检测报告.pdf', size: 4 });
      expect(readFileSync(store.absolutePath(next))).toEqual(Buffer.from('%PDF'));
    } finally {
      db.close();
      other.remove();
    }
  });
});

describe('dev operations switched off', () => {
  it('answers /__dev/* like any unknown call', async () => {
    const other = makeTempDir();
    const upstream = await startTestUpstream(other.dir, { devOps: false });
    try {
      const response = await upstream.get('/__dev/health');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        code: 404,
        data: null,
        message: 'Request path not found: GET /__dev/health',
      });
    } finally {
      await upstream.close();
      other.remove();
    }
  });
});
