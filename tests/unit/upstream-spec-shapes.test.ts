import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpstreamInstance } from '../../upstream/app.ts';
import { createUpstreamApp } from '../../upstream/app.ts';
import type { UpstreamEnv } from '../../upstream/context.ts';
import { ok } from '../../upstream/http/envelope.ts';
import { answerError, answerUnknownCall } from '../../upstream/http/errors.ts';
import { specShapedCalls } from '../../upstream/http/spec-mode.ts';
import { SPEC_CALLS, classifyRoute } from '../../upstream/http/spec-shapes.ts';
import { pdfOf, zipOf } from '../support/real-files.ts';
import { makeTempDir } from './upstream/upstream-harness.ts';

// UPSTREAM_SHAPES=spec (upstream/http/spec-shapes.ts): the same database answered by the
// reference upstream as it is and as a platform that does exactly what the spec describes.

type Envelope = { code: number; data: unknown; message: string };
type Row = Record<string, unknown>;

const BAOSTEEL = '13800138000';
// A call the reference upstream could answer that the spec does not name.
const UNLISTED = '/p/reference/only';

const temp = makeTempDir();
let reference: UpstreamInstance;
let spec: UpstreamInstance;
let token: string;

function open(shapes: 'reference' | 'spec'): UpstreamInstance {
  return createUpstreamApp({
    dbPath: join(temp.dir, 'upstream.sqlite'),
    filesDir: join(temp.dir, 'files'),
    devOps: true,
    log: false,
    shapes,
  });
}

beforeAll(async () => {
  reference = open('reference');
  spec = open('spec');
  for (const upstream of [reference, spec]) upstream.app.post(UNLISTED, (c) => ok(c, { unlisted: true }));
  const session = (await call(reference, 'POST', '/__dev/session', { account: BAOSTEEL })) as {
    data: { tokenVO: { token: string } };
  };
  token = session.data.tokenVO.token;
}, 120_000);

afterAll(() => {
  reference.close();
  spec.close();
  temp.remove();
});

async function call(upstream: UpstreamInstance, method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await upstream.app.request(path, {
    method,
    headers: {
      'Accept-Language': 'en',
      ...(token ? { Authorization: token } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as Envelope;
}

/** Both answers of one call; the reference answer must succeed. */
async function both(method: 'GET' | 'POST', path: string, body?: unknown) {
  const [ref, shaped] = [await call(reference, method, path, body), await call(spec, method, path, body)];
  expect(ref.code, ref.message).toBe(1);
  return { ref, shaped };
}

function pick(row: Row, names: readonly string[]): Row {
  return Object.fromEntries(names.filter((name) => name in row).map((name) => [name, row[name]]));
}

async function upload(
  upstream: UpstreamInstance,
  fields: { businessType: string; fileName: string; bytes: Uint8Array; extra?: Record<string, string> },
  declareLength = false,
) {
  const form = new FormData();
  form.append('businessType', fields.businessType);
  form.append('reportType', '0');
  for (const [name, value] of Object.entries(fields.extra ?? {})) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(fields.bytes)]), fields.fileName);
  const encoded = new Request('http://upstream/', { method: 'POST', body: form });
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  const response = await upstream.app.request('/p/attachment/upload', {
    method: 'POST',
    headers: {
      Authorization: token,
      'Content-Type': encoded.headers.get('Content-Type') ?? '',
      ...(declareLength ? { 'Content-Length': String(bytes.byteLength) } : {}),
    },
    body: bytes,
  });
  return (await response.json()) as Envelope;
}

describe('the table of calls', () => {
  it('classifies every route the reference upstream registers, and names no route it lacks', () => {
    const fresh = open('reference');
    try {
      const routes = new Set(
        fresh.app.routes
          .filter((route) => route.method !== 'ALL')
          .map((route) => `${route.method} ${route.path}`),
      );
      const unclassified = [...routes].filter((route) => {
        const [method = '', path = ''] = route.split(' ');
        return classifyRoute(SPEC_CALLS, method, path) === undefined;
      });
      expect(unclassified).toEqual([]);
      const stale = SPEC_CALLS.filter((entry) => !entry.path.endsWith('/*'))
        .map((entry) => `${entry.method} ${entry.path}`)
        .filter((entry) => !routes.has(entry));
      expect(stale).toEqual([]);
    } finally {
      fresh.close();
    }
  });
});

describe('answers as the spec lists their fields', () => {
  it('a carbon application list item has exactly id, productName, applyTime, publishStatus, pcrName', async () => {
    const { ref, shaped } = await both('GET', '/n/carbon/list');
    const items = shaped.data as Row[];
    const refItems = ref.data as Row[];
    expect(items.length).toBeGreaterThan(0);
    expect(items).toHaveLength(refItems.length);
    const five = ['id', 'productName', 'applyTime', 'publishStatus', 'pcrName'];
    for (const [index, item] of items.entries()) {
      expect(Object.keys(item).sort()).toEqual([...five].sort());
      expect(item).toEqual(pick(refItems[index]!, five));
    }
  });

  it('a quote has exactly id, attachmentPdfId and status; the reference answers more', async () => {
    const { ref, shaped } = await both('POST', '/p/price/info', { id: 4 });
    expect(Object.keys(shaped.data as Row).sort()).toEqual(['attachmentPdfId', 'id', 'status']);
    expect(shaped.data).toEqual(pick(ref.data as Row, ['id', 'attachmentPdfId', 'status']));
    expect(Object.keys(ref.data as Row).length).toBeGreaterThan(3);
  });

  it('a contract has exactly id, applyId, status and contractAttachmentVO {name, attachmentId}', async () => {
    const { ref, shaped } = await both('POST', '/p/contract/info', { id: 2 });
    const refData = ref.data as { contractAttachmentVO: Row };
    expect(shaped.data).toEqual({
      ...pick(refData, ['id', 'applyId', 'status']),
      contractAttachmentVO: pick(refData.contractAttachmentVO, ['name', 'attachmentId']),
    });
    expect(Object.keys((shaped.data as { contractAttachmentVO: Row }).contractAttachmentVO).sort()).toEqual([
      'attachmentId',
      'name',
    ]);
  });

  it('user detail, a setting and an EPD keep the spec fields; the dictionary tree keeps its nesting', async () => {
    const detail = await both('GET', `/p/portal/user/detail/${await userId()}`);
    expect(Object.keys(detail.shaped.data as Row).sort()).toEqual(['auditStatus', 'userName', 'userStatus']);
    expect(Object.keys(detail.ref.data as Row)).toEqual(
      expect.arrayContaining(['userAccount', 'companyCode']),
    );

    const setting = await both('GET', '/p/system/setting/qrShow');
    expect(setting.shaped.data).toEqual({ fieldValue: (setting.ref.data as Row).fieldValue });

    const epd = await both('GET', '/n/epd/1');
    const epdFields = Object.keys(epd.shaped.data as Row);
    expect(epdFields).toEqual(
      expect.arrayContaining(['epdRegistrationNumber', 'businessId', 'productAddress']),
    );
    expect(epdFields).toEqual(Object.keys(epd.ref.data as Row).filter((name) => epdFields.includes(name)));
    expect(Object.keys(epd.ref.data as Row).length).toBeGreaterThan(epdFields.length);

    const tree = await both('GET', '/p/dict/tree/INDUSTRY_CLASSIFICATION');
    expect(tree.shaped.data).toEqual(tree.ref.data);
  });

  it('failures and files pass unchanged', async () => {
    const missing = await call(spec, 'POST', '/p/price/info', { id: 999_999 });
    expect(missing).toEqual(await call(reference, 'POST', '/p/price/info', { id: 999_999 }));
    const file = await spec.app.request('/p/template/download/nothing.xlsx', {
      headers: { Authorization: token },
    });
    expect(file.status).toBe(
      (
        await reference.app.request('/p/template/download/nothing.xlsx', {
          headers: { Authorization: token },
        })
      ).status,
    );
  });
});

async function userId(): Promise<number> {
  const session = (await call(reference, 'POST', '/__dev/session', { account: BAOSTEEL })) as {
    data: { portalUserVO: { id: number } };
  };
  return session.data.portalUserVO.id;
}

describe('request fields the spec does not name', () => {
  it('refuses a body key the spec does not name for the call, naming it', async () => {
    const body = { id: 4, applyId: 4 };
    expect((await call(reference, 'POST', '/p/price/info', body)).code).toBe(1);
    const refused = await call(spec, 'POST', '/p/price/info', body);
    expect(refused).toMatchObject({ code: 400, data: null });
    expect(refused.message).toContain('applyId');
  });

  it('refuses a query key: /n/carbon/list takes none', async () => {
    expect((await call(reference, 'GET', '/n/carbon/list?type=EPD')).code).toBe(1);
    const refused = await call(spec, 'GET', '/n/carbon/list?type=EPD');
    expect(refused.code).toBe(400);
    expect(refused.message).toContain('type');
  });

  it('checks each item of a list body', async () => {
    const item = {
      companyName: 'x',
      introduction: 'x',
      productName: 'x',
      process: 'x',
      attachmentId: 1,
      extraNote: 'x',
    };
    const refused = await call(spec, 'POST', '/n/carbon/addApplication', [item]);
    expect(refused.code).toBe(400);
    expect(refused.message).toContain('0.extraNote');
  });
});

describe('uploads', () => {
  const lca = async () => ({
    businessType: 'LCA',
    fileName: 'lca-report.pdf',
    bytes: await pdfOf('LCA report'),
  });
  const data = () => ({
    businessType: 'DATA',
    fileName: 'data-sheet.zip',
    bytes: zipOf({ 'sheet.csv': 'a,b\n1,2\n' }),
  });

  it.each([false, true])(
    'refuses business type DATA, and takes LCA with the answer {id} (declared length: %s)',
    async (declared) => {
      expect((await upload(reference, data(), declared)).code).toBe(1);
      const refused = await upload(spec, data(), declared);
      expect(refused.code).toBe(400);
      expect(refused.message).toContain('businessType');

      const taken = await upload(spec, await lca(), declared);
      expect(taken.code, taken.message).toBe(1);
      expect(Object.keys(taken.data as Row)).toEqual(['id']);
      expect(
        Object.keys((await upload(reference, await lca(), declared)).data as Row).length,
      ).toBeGreaterThan(1);
    },
  );

  it('refuses a part the spec does not name', async () => {
    const refused = await upload(spec, { ...(await lca()), extra: { productId: '7' } });
    expect(refused.code).toBe(400);
    expect(refused.message).toContain('productId');
  });
});

describe('calls the spec does not name', () => {
  it('answers 404 for a call that is neither spec, assumed nor dev', async () => {
    expect((await call(reference, 'POST', UNLISTED, {})).code).toBe(1);
    const response = await spec.app.request(UNLISTED, { method: 'POST', headers: { Authorization: token } });
    expect(response.status).toBe(404);
    expect(((await response.json()) as Envelope).code).toBe(404);
  });

  it('keeps assumed and dev calls, and 404s a call the table marks as the reference upstream’s own', async () => {
    expect((await call(spec, 'GET', '/__dev/health')).code).toBe(1);
    const app = new Hono<UpstreamEnv>();
    app.use(
      specShapedCalls([
        { method: 'GET', path: '/own', kind: 'reference' },
        { method: 'GET', path: '/named', kind: 'spec', request: [] },
      ]),
    );
    app.get('/own', (c) => ok(c, null));
    app.get('/named', (c) => ok(c, null));
    app.notFound(answerUnknownCall);
    app.onError(answerError);
    expect((await app.request('/own')).status).toBe(404);
    expect((await app.request('/named')).status).toBe(200);
    expect(((await (await app.request('/named?x=1')).json()) as Envelope).code).toBe(400);
  });
});
