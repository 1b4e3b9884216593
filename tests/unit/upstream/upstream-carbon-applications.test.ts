import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../upstream/db/migrate.ts';
import { migrations } from '../../../upstream/db/migrations/index.ts';
import { devSession } from './account-helpers.ts';
import { excelWorkbook, tinyPdf, uploadFile, zipOf } from './upload-helpers.ts';
import type { TestUpstream } from './upstream-harness.ts';
import { makeTempDir, startTestUpstream } from './upstream-harness.ts';

// Every carbon application in one list (business.md 3, "Carbon application list item"): EPD and
// CFP applications and low-carbon steel evaluations share one id sequence; an evaluation is
// published with a certificate and a mark; data files go up as LCA (upstream/README.md).

type ListItem = {
  id: number;
  productName: string;
  applyTime: string;
  publishStatus: number;
  pcrName: string | null;
};
type DictItem = { itemCode: string; itemValue: string; itemDesc: string | null };
type Detail = { id: number; applyId: number; dataAttachment: number | null };

const BAOSTEEL = '13800138000';
const NANJING = 'demo@lowcarbonsteel.example';
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PROCESS = 'SINTERING;BLAST_FURNACE;BOF';

let upstream: TestUpstream;
let baosteel: string;
let nanjing: string;
const temp = makeTempDir();

beforeAll(async () => {
  upstream = await startTestUpstream(temp.dir);
  baosteel = (await devSession(upstream, BAOSTEEL)).tokenVO.token;
  nanjing = (await devSession(upstream, NANJING)).tokenVO.token;
}, 120_000);

afterAll(async () => {
  await upstream.close();
  temp.remove();
});

async function uploaded(token: string, bytes: Uint8Array, fileName: string, businessType: string) {
  const answer = await uploadFile(upstream, token, bytes, fileName, businessType);
  expect(answer, `${fileName} as ${businessType}`).toMatchObject({ code: 1 });
  return answer.data.id;
}

async function list(token: string, query = ''): Promise<ListItem[]> {
  const answer = await upstream.getJson<ListItem[]>(`/n/carbon/list${query}`, { token });
  expect(answer.code).toBe(1);
  return answer.data;
}

const evaluate = (attachmentIds: number[], token = baosteel, language: 'zh-CN' | 'en' = 'zh-CN') =>
  upstream.postJson<{ id: number }>(
    '/n/carbon/addApplication',
    attachmentIds.map((attachmentId, index) => ({
      introduction: '宝钢股份是全球领先的现代化钢铁联合企业。',
      productName: `低碳热轧钢卷 ${index + 1}`,
      process: PROCESS,
      attachmentId,
    })),
    { token, language },
  );

const apply = (item: Record<string, unknown>) =>
  upstream.postJson<{ id: number }>(
    '/p/apply/for/save',
    {
      apply: { pcrNumber: 'PCR-CN-2024-001' },
      epd: [{ productType: 'EPD', productName: '热轧钢卷 Q355B', ...item }],
    },
    { token: baosteel },
  );

async function dataSheetZip(token = baosteel): Promise<number> {
  return uploaded(token, zipOf({ '数据收集表.xlsx': 'sheet', '说明.txt': 'notes' }), '数据收集表.zip', 'LCA');
}

/** The standard PDF as the template download serves it, under its itemDesc in `language`. */
async function standardPdf(language: 'zh-CN' | 'en'): Promise<{ name: string; bytes: Uint8Array }> {
  const templates = await upstream.getJson<DictItem[]>('/n/dict/list/LCES_MODEL_DOWNLOAD', { language });
  const name = templates.data.find((template) => template.itemDesc?.endsWith('.pdf'))?.itemDesc;
  if (!name) throw new Error('LCES_MODEL_DOWNLOAD has no PDF');
  const response = await upstream.get(`/p/template/download/${encodeURIComponent(name)}`);
  expect(response.status).toBe(200);
  return { name, bytes: new Uint8Array(await response.arrayBuffer()) };
}

function startsWith(bytes: Uint8Array, prefix: readonly number[] | string): boolean {
  const expected = typeof prefix === 'string' ? [...Buffer.from(prefix, 'latin1')] : prefix;
  return expected.every((byte, index) => bytes[index] === byte);
}

describe('GET /n/carbon/list', () => {
  it('lists EPD/CFP applications and low-carbon steel evaluations together, ids unique, newest first', async () => {
    const lca = await uploaded(baosteel, await tinyPdf('LCA report'), 'LCA报告.pdf', 'LCA');
    const first = await apply({ lcaAttachmentId: lca });
    expect(first.code).toBe(1);
    const evaluation = await evaluate([
      await uploaded(baosteel, await excelWorkbook(), '数据.xlsx', 'LCES_DATA'),
    ]);
    expect(evaluation.code).toBe(1);
    const second = await apply({ lcaAttachmentId: lca });
    expect(second.code).toBe(1);
    expect(first.data.id < evaluation.data.id && evaluation.data.id < second.data.id).toBe(true);

    const items = await list(baosteel);
    const ids = items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(0, 3)).toEqual([second.data.id, evaluation.data.id, first.data.id]);
    expect(ids).toEqual(expect.arrayContaining([4, 3, 2, 1]));
    const times = items.map((item) => item.applyTime);
    expect(times).toEqual([...times].sort().reverse());
    // An evaluation is the spec's list item exactly, and names no PCR.
    expect(items[1]).toEqual({
      id: evaluation.data.id,
      productName: '低碳热轧钢卷 1',
      applyTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      publishStatus: 0,
      pcrName: null,
    });
    expect(items.filter((item) => item.id !== evaluation.data.id).every((item) => item.pcrName)).toBe(true);
    // `type` keeps the applications of one product type (the reference upstream's own filter).
    expect((await list(baosteel, '?type=EPD')).map((item) => item.id)).not.toContain(evaluation.data.id);
    // Another company sees none of them.
    expect((await list(nanjing)).map((item) => item.id)).not.toContain(evaluation.data.id);
  });

  it('answers an evaluation’s id on the application calls as an unknown application', async () => {
    const evaluation = await evaluate([
      await uploaded(baosteel, await excelWorkbook(), '数据.xlsx', 'LCES_DATA'),
    ]);
    expect(evaluation.code).toBe(1);
    for (const path of ['/p/epd/apply', '/p/price/info', '/p/contract/info']) {
      expect(
        await upstream.postJson(path, { id: evaluation.data.id }, { token: baosteel }),
        path,
      ).toMatchObject({
        code: 500,
        message: '申请不存在',
      });
    }
  });
});

describe('publishing a low-carbon steel evaluation', () => {
  it('serves its certificate (PDF) and mark (PNG) by its list id once published, to its company only', async () => {
    const evaluation = await evaluate([
      await uploaded(baosteel, await excelWorkbook(), '数据.xlsx', 'LCES_DATA'),
      await uploaded(baosteel, await excelWorkbook(), '数据 2.xlsx', 'LCES_DATA'),
    ]);
    expect(evaluation.code).toBe(1);
    const id = evaluation.data.id;
    const download = (type: string, token = baosteel) =>
      upstream.get(`/n/carbon/downloadAttachment?id=${id}&businessType=${type}`, { token });
    expect((await download('CERT_PDF')).status).toBe(404);

    const published = await upstream.postJson<ListItem & { userId: number }>(
      `/__dev/carbon/applications/${id}/publish`,
      {},
    );
    expect(published).toMatchObject({ code: 1, data: { id, publishStatus: 1, pcrName: null } });
    expect((await list(baosteel)).find((item) => item.id === id)?.publishStatus).toBe(1);
    expect((await upstream.getJson<ListItem>(`/__dev/applications/${id}`)).data).toMatchObject({
      id,
      publishStatus: 1,
      productName: '低碳热轧钢卷 1、低碳热轧钢卷 2',
    });

    const certificate = await download('CERT_PDF');
    expect(certificate.status).toBe(200);
    expect(startsWith(new Uint8Array(await certificate.arrayBuffer()), '%PDF-')).toBe(true);
    const mark = await download('MARK_IMG');
    expect(mark.status).toBe(200);
    expect(startsWith(new Uint8Array(await mark.arrayBuffer()), PNG_SIGNATURE)).toBe(true);
    expect(await (await download('CERT_PDF', nanjing)).json()).toMatchObject({
      code: 500,
      message: '申请不存在',
    });

    const again = await upstream.post(`/__dev/carbon/applications/${id}/publish`, {});
    expect(again.status).toBe(409);
    expect((await upstream.post('/__dev/carbon/applications/999999/publish', {})).status).toBe(404);
  });
});

describe('data files uploaded as LCA', () => {
  it('an EPD application takes an LCA-typed .zip data collection sheet and refuses an LCA-typed PDF', async () => {
    const lca = await uploaded(baosteel, await tinyPdf('LCA report'), 'LCA报告.pdf', 'LCA');
    const zip = await dataSheetZip();
    const pdf = await uploaded(baosteel, await tinyPdf('not a sheet'), '数据收集表.pdf', 'LCA');
    expect(await apply({ lcaAttachmentId: lca, dataAttachment: zip })).toMatchObject({ code: 1 });
    expect(await apply({ dataAttachment: pdf })).toMatchObject({
      code: 400,
      message: 'epd.0.dataAttachment: the data collection sheet must be a ZIP archive',
    });
    // The LCA report slot still takes PDFs only.
    expect(await apply({ lcaAttachmentId: zip })).toMatchObject({
      code: 400,
      message: 'epd.0.lcaAttachmentId: the LCA report must be a PDF',
    });
    // The bytes must be what the name says.
    expect(await uploadFile(upstream, baosteel, await tinyPdf('x'), 'sheet.zip', 'LCA')).toMatchObject({
      code: 500,
      message: '上传仅支持 ZIP 格式',
    });

    // The correction of seeded application 2 replaces its data sheet the same way.
    const [product] = (await upstream.postJson<Detail[]>('/p/epd/apply', { id: 2 }, { token: baosteel }))
      .data;
    const update = (attachmentId: number) =>
      upstream.postJson<Detail>(
        '/p/data/attachment/update',
        { id: product?.id, attachmentId },
        { token: baosteel },
      );
    expect(await update(pdf)).toMatchObject({ code: 400 });
    expect(await update(zip)).toMatchObject({ code: 1, data: { dataAttachment: zip } });
  });

  it('a low-carbon steel evaluation takes an LCA-typed workbook or the standard PDF, and refuses another PDF', async () => {
    const workbook = await uploaded(baosteel, await excelWorkbook(), '热轧钢卷数据收集表.xlsx', 'LCA');
    expect(await evaluate([workbook])).toMatchObject({ code: 1 });

    for (const language of ['zh-CN', 'en'] as const) {
      const standard = await standardPdf(language);
      expect(startsWith(standard.bytes, '%PDF-')).toBe(true);
      const file = await uploaded(baosteel, standard.bytes, standard.name, 'LCA');
      expect(await evaluate([file]), standard.name).toMatchObject({ code: 1 });
    }
    expect((await standardPdf('zh-CN')).name).toBe('低碳排放钢评价标准.pdf');

    const otherPdf = await uploaded(baosteel, await tinyPdf('standard?'), '评价标准.pdf', 'LCA');
    expect(await evaluate([workbook, otherPdf])).toMatchObject({
      code: 500,
      message: '第 2 项的数据文件须为 Excel 文件（xls、xlsx 或 xlsm）',
    });
    expect(await evaluate([await dataSheetZip()], baosteel, 'en')).toMatchObject({
      code: 500,
      message: 'The data file of product 1 must be an Excel file (xls, xlsx or xlsm)',
    });
    // Somebody else's LCA file is no data file of the caller's.
    const theirs = await uploaded(nanjing, await excelWorkbook(), 'data.xlsx', 'LCA');
    expect(await evaluate([theirs])).toMatchObject({
      code: 400,
      message: expect.stringContaining('item 1: attachmentId'),
    });
  });
});

describe('the id sequence on a database from before', () => {
  it('moves an evaluation whose id an application has to a fresh id, its products with it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'carbon-ids-'));
    const db = new DatabaseSync(join(dir, 'old.sqlite'));
    try {
      const before = migrations.filter((migration) => migration.name !== 'carbon-application-ids');
      migrate(db, before);
      // Parents are left out: only the ids matter here.
      db.exec('PRAGMA foreign_keys = OFF');
      db.exec(`
        INSERT INTO applications (id, user_id, company_code, company_name, pcr_number, product_type, applied_at, updated_at)
          VALUES (1, 7, 'C1', '甲', 'PCR-CN-2024-001', 'EPD', 1, 1), (2, 7, 'C1', '甲', 'PCR-CN-2024-001', 'EPD', 2, 2);
        INSERT INTO lces_applications (id, user_id, company_name, introduction, created_at)
          VALUES (1, 7, '甲', '简介', 3), (5, 7, '甲', '简介', 4);
        INSERT INTO lces_application_items (application_id, sort, product_name, process, attachment_id)
          VALUES (1, 1, '钢 A', 'BOF', 1), (5, 1, '钢 B', 'BOF', 1);
      `);
      migrate(db, migrations);
      const evaluations = db
        .prepare(
          `SELECT l.id, i.product_name AS productName FROM lces_applications l
             JOIN lces_application_items i ON i.application_id = l.id ORDER BY l.id`,
        )
        .all();
      expect(evaluations).toEqual([
        { id: 5, productName: '钢 B' },
        { id: 6, productName: '钢 A' },
      ]);
      expect(db.prepare('SELECT id, kind FROM carbon_application_ids ORDER BY id').all()).toEqual([
        { id: 1, kind: 'APPLICATION' },
        { id: 2, kind: 'APPLICATION' },
        { id: 5, kind: 'EVALUATION' },
        { id: 6, kind: 'EVALUATION' },
      ]);
      const next = db.prepare("INSERT INTO carbon_application_ids (kind) VALUES ('APPLICATION')").run();
      expect(Number(next.lastInsertRowid)).toBe(7);
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
