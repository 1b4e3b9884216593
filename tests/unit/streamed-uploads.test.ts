import { DatabaseSync } from 'node:sqlite';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DomainError } from '@/lib/errors/domain-error';
import type { Viewer } from '@/lib/session/viewer';
import { pdfOf, pngOf, xlsxOf, zipOf } from '../support/real-files';
import { devSession } from './upstream/account-helpers';
import { makeTempDir, startTestUpstream, type TestUpstream } from './upstream/upstream-harness';
import { loadLcesStandardPdfNames } from '@/lib/low-carbon-steel/server/lces-catalogue';

/**
 * The BFF's upload path against the reference upstream: a file is checked as its bytes stream
 * through and passed on as they come; a refusal from its first bytes stops it before anything
 * goes upstream, a refusal at its end tears the upstream request down, so nothing is stored.
 */
// The standard PDF's names come from a cached dictionary call: no Next data cache here.
vi.mock('next/cache', () => ({ unstable_cache: (work: () => unknown) => work }));

let upstream: TestUpstream;
let temp: ReturnType<typeof makeTempDir>;
let viewer: Viewer;
let receiveUpload: typeof import('@/lib/uploads/server/receive-upload').receiveUpload;

beforeAll(async () => {
  temp = makeTempDir();
  upstream = await startTestUpstream(temp.dir);
  process.env.UPSTREAM_URL = upstream.url;
  process.env.SESSION_PASSWORD = 'p'.repeat(40);
  const session = await devSession(upstream, '13800138000');
  viewer = {
    locale: 'zh',
    token: session.tokenVO.token,
    user: { id: session.portalUserVO.id, userAccount: '13800138000' } as Viewer['user'],
  };
  ({ receiveUpload } = await import('@/lib/uploads/server/receive-upload'));
});
afterAll(async () => {
  await upstream.close();
  temp.remove();
});

/** The file part as the BFF hands it on: `chunks` pieces, counting how many were read. */
function filePart(name: string, type: string, bytes: Uint8Array, chunkSize = 64 * 1024) {
  const read = { chunks: 0, of: Math.ceil(bytes.byteLength / chunkSize) };
  const stream = Readable.from(
    (function* () {
      for (let at = 0; at < bytes.byteLength; at += chunkSize) {
        read.chunks += 1;
        yield Buffer.from(bytes.subarray(at, at + chunkSize));
      }
    })(),
  );
  return { file: { name, type, stream }, read };
}

function storedCount(): number {
  const db = new DatabaseSync(upstream.dbPath, { readOnly: true });
  try {
    return Number((db.prepare('SELECT count(*) AS n FROM attachments').get() as { n: number }).n);
  } finally {
    db.close();
  }
}

async function refusalOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(DomainError);
  return (error as DomainError).code;
}

const upload = (
  kind: 'pdfReport' | 'companyImage' | 'dataZip' | 'excelSheet',
  businessType: string,
  file: ReturnType<typeof filePart>['file'],
) =>
  receiveUpload({ kind, businessType, file }, viewer, {
    declaredBytes: 0,
    standardPdfNames: loadLcesStandardPdfNames,
  });

describe('an upload streamed through the BFF', () => {
  it('reaches the platform byte for byte, in pieces, with its name', async () => {
    const pdf = await pdfOf('LCA report');
    const padded = new Uint8Array(
      Buffer.concat([
        Buffer.from(pdf.subarray(0, pdf.byteLength - 6)),
        Buffer.alloc(300_000, 0x20),
        Buffer.from(pdf.subarray(pdf.byteLength - 6)),
      ]),
    );
    const { file, read } = filePart('生命周期评价报告.pdf', 'application/pdf', padded, 16 * 1024);
    const uploaded = await upload('pdfReport', 'LCA', file);
    expect(read.chunks).toBe(read.of);
    expect(uploaded).toMatchObject({ fileName: '生命周期评价报告.pdf', size: padded.byteLength });
    const stored = await upstream.get(`/p/attachment/download/${uploaded.id}`, { token: viewer.token });
    expect(stored.status).toBe(200);
    expect(Buffer.from(await stored.arrayBuffer()).equals(Buffer.from(padded))).toBe(true);
  });

  it('refuses a file whose first bytes are not its format before reading the rest, and stores nothing', async () => {
    const before = storedCount();
    const image = pngOf(400, 400);
    const disguised = new Uint8Array(Buffer.concat([Buffer.from(image), Buffer.alloc(1024 * 1024)]));
    const { file, read } = filePart('report.pdf', 'application/pdf', disguised, 16 * 1024);
    expect(await refusalOf(upload('pdfReport', 'LCA', file))).toBe('UPLOAD_PDFONLY');
    expect(read.chunks, 'only the first piece was read').toBeLessThanOrEqual(2);
    expect(storedCount()).toBe(before);
  });

  it('refuses a PDF cut short at its end and tears the upstream request down: nothing is stored', async () => {
    const before = storedCount();
    const pdf = await pdfOf('cut short');
    const cut = new Uint8Array(Buffer.concat([Buffer.from(pdf), Buffer.alloc(200_000, 0x20)]));
    const { file, read } = filePart('report.pdf', 'application/pdf', cut, 16 * 1024);
    expect(await refusalOf(upload('pdfReport', 'LCA', file))).toBe('UPLOAD_DAMAGED');
    expect(read.chunks, 'the whole file was read before the end was judged').toBe(read.of);
    expect(storedCount()).toBe(before);
  });

  it('stops a file at its policy’s size as it counts', async () => {
    const before = storedCount();
    const big = new Uint8Array(24 * 1024 * 1024);
    big.set(Buffer.from('%PDF-1.7\n'));
    const { file, read } = filePart('big.pdf', 'application/pdf', big, 1024 * 1024);
    expect(await refusalOf(upload('pdfReport', 'LCA', file))).toBe('UPLOAD_TOO_LARGE');
    expect(read.chunks).toBeLessThan(read.of);
    expect(storedCount()).toBe(before);
  });

  it('takes a real workbook and refuses a plain ZIP named .xlsx from its directory', async () => {
    const workbook = await xlsxOf('低碳钢数据');
    const taken = await upload('excelSheet', 'LCA', filePart('数据收集表.xlsx', '', workbook, 4096).file);
    expect(taken.size).toBe(workbook.byteLength);
    const before = storedCount();
    const plain = zipOf({ 'readme.txt': 'not a workbook' });
    expect(await refusalOf(upload('excelSheet', 'LCA', filePart('数据收集表.xlsx', '', plain).file))).toBe(
      'UPLOAD_EXCELONLY',
    );
    expect(storedCount()).toBe(before);
  });

  it("takes the standard PDF by the name the platform's dictionary gives it, in either language, and no other PDF", async () => {
    type Item = { itemDesc: string | null };
    const names = await Promise.all(
      (['zh-CN', 'en'] as const).map(async (language) =>
        ((await upstream.getJson<Item[]>('/n/dict/list/LCES_MODEL_DOWNLOAD', { language })).data ?? [])
          .map((item) => item.itemDesc ?? '')
          .find((name) => name.toLowerCase().endsWith('.pdf')),
      ),
    );
    const pdf = await pdfOf('evaluation standard');
    for (const name of names) {
      expect(name, 'the dictionary names the standard PDF').toBeTruthy();
      const taken = await upload('excelSheet', 'LCA', filePart(name!, 'application/pdf', pdf, 4096).file);
      expect(taken).toMatchObject({ fileName: name, size: pdf.byteLength });
    }
    const before = storedCount();
    expect(
      await refusalOf(
        upload('excelSheet', 'LCA', filePart('评价标准-副本.pdf', 'application/pdf', pdf).file),
      ),
    ).toBe('UPLOAD_NOT_STANDARD_PDF');
    // The standard's name on a workbook is still checked by its bytes, as a PDF.
    expect(
      await refusalOf(
        upload('excelSheet', 'LCA', filePart(names[0]!, 'application/pdf', await xlsxOf('x')).file),
      ),
    ).toBe('UPLOAD_EXCELONLY');
    expect(storedCount()).toBe(before);
  });

  it('refuses a ZIP whose directory is missing, and an empty file', async () => {
    const zip = zipOf({ 'data.csv': 'a,b\n1,2\n' });
    const truncated = zip.subarray(0, zip.byteLength - 30);
    expect(
      await refusalOf(upload('dataZip', 'LCA', filePart('data.zip', 'application/zip', truncated).file)),
    ).toBe('UPLOAD_DAMAGED');
    expect(
      await refusalOf(
        upload('dataZip', 'LCA', filePart('data.zip', 'application/zip', new Uint8Array(0)).file),
      ),
    ).toBe('UPLOAD_EMPTY');
  });

  it('refuses a business type its kind does not file under, before any byte', async () => {
    const { file, read } = filePart('report.pdf', 'application/pdf', await pdfOf('x'));
    expect(await refusalOf(upload('pdfReport', 'COMPANY_LICENSE', file))).toBe('INVALID_INPUT');
    expect(read.chunks).toBe(0);
  });
});
