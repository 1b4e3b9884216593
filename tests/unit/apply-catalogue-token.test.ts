import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startScriptedUpstream, type SeenRequest } from './support/scripted-upstream';

/**
 * The application form is behind login (business.md 2.1): its catalogue (PCRs, product categories,
 * LCA families and routes, templates) is read with the signed-in user's token and never served from
 * the shared data cache (DESIGN.md "What is cached"). `/p/productCategory/list` carries the `id`
 * business.md 7 names. The data cache is stood in for by a memo keyed as Next keys it, so an
 * answer cached for one user would reach the next.
 */
const sharedCache = new Map<string, unknown>();
vi.mock('next/cache', () => ({
  unstable_cache: (work: () => Promise<unknown>, keyParts: string[]) => async () => {
    const key = JSON.stringify(keyParts);
    if (!sharedCache.has(key)) sharedCache.set(key, await work());
    return sharedCache.get(key);
  },
}));

const category = (id: number, parentId: number, code: string, children: unknown[] = []) => ({
  id,
  parentId,
  code,
  name: code.toLowerCase(),
  pcrNumber: null,
  children,
});
const answers: Record<string, unknown> = {
  '/api/p/pcr/list': [
    { id: 1, pcrNumber: 'PCR-CN-2024-001', productName: '热轧卷板', enProductName: 'Hot-rolled coil' },
  ],
  '/api/p/lca/categories': [{ id: 11, code: 'ELECTRIC', name: 'electric' }],
  '/api/p/lca/technology/11': [{ id: 21, categoryId: 11, code: 'EAF', name: 'eaf' }],
  '/api/p/model/manage/page': {
    list: [{ id: 31, code: 'LCA_TEMPLATE', name: 'LCA', fileName: 'lca.pdf' }],
    totals: 1,
  },
};
function answer(request: SeenRequest) {
  if (request.url === '/api/p/productCategory/list') {
    const { id } = (request.body ?? {}) as { id?: number };
    // A platform that lists one level per call: the top level with 0, then a parent's children.
    const data = id === 0 ? [category(41, 0, 'PLATE')] : id === 41 ? [category(42, 41, 'SHIP_PLATE')] : null;
    return data ? { code: 1, data, message: 'success' } : { code: 400, data: null, message: 'id required' };
  }
  return { code: 1, data: answers[request.url] ?? null, message: 'success' };
}

let upstream: Awaited<ReturnType<typeof startScriptedUpstream>>;
beforeAll(async () => {
  upstream = await startScriptedUpstream(answer);
});
afterAll(() => upstream.close());
beforeEach(() => {
  upstream.seen.length = 0;
  sharedCache.clear();
});

const alice = { locale: 'zh' as const, token: 'a'.repeat(32) };
const bob = { locale: 'zh' as const, token: 'b'.repeat(32) };
const CATALOGUE_CALLS = [
  '/api/p/lca/categories',
  '/api/p/pcr/list',
  '/api/p/productCategory/list',
  '/api/p/productCategory/list',
];

describe("the application form's catalogue", () => {
  it("is read with each user's own token, and one user's answers never reach another", async () => {
    const { loadApplyCatalogue } = await import('@/lib/applications/server/apply-catalogue');
    const forAlice = await loadApplyCatalogue(alice);
    expect(forAlice.pcrs?.[0]?.value).toBe('PCR-CN-2024-001');
    expect(forAlice.lcaCategories).toEqual([{ value: '11', label: 'electric', children: [] }]);
    expect(forAlice.productCategories).toEqual([
      { value: '41', label: 'plate', children: [{ value: '42', label: 'ship_plate', children: [] }] },
    ]);
    await loadApplyCatalogue(bob);
    const calls = upstream.seen.map((request) => request.url);
    expect(calls.filter((url) => url.startsWith('/api/p/')).sort()).toEqual(
      [...CATALOGUE_CALLS, ...CATALOGUE_CALLS].sort(),
    );
    expect(upstream.seen.filter((request) => request.authorization === alice.token)).toHaveLength(
      CATALOGUE_CALLS.length,
    );
    expect(upstream.seen.filter((request) => request.authorization === bob.token)).toHaveLength(
      CATALOGUE_CALLS.length,
    );
    expect(sharedCache.size).toBe(0);
  });

  it("asks /p/productCategory/list with the id business.md 7 names: 0 for the top level, then the parent's", async () => {
    const { loadApplyCatalogue } = await import('@/lib/applications/server/apply-catalogue');
    await loadApplyCatalogue(alice);
    const bodies = upstream.seen
      .filter((request) => request.url === '/api/p/productCategory/list')
      .map((request) => request.body);
    expect(bodies).toEqual([{ id: 0 }, { id: 41 }]);
  });

  it("reads the templates and a family's technology routes with the token, uncached", async () => {
    const { listTechnologyChoices, loadApplyTemplates } =
      await import('@/lib/applications/server/apply-catalogue');
    for (const viewer of [alice, bob]) {
      expect(await loadApplyTemplates(viewer)).toEqual([
        { code: 'LCA_TEMPLATE', name: 'LCA', fileName: 'lca.pdf', version: null },
      ]);
      expect(await listTechnologyChoices(11, viewer)).toEqual([
        { value: '21', label: 'eaf (EAF)', children: [] },
      ]);
    }
    expect(upstream.seen.map((request) => [request.url, request.authorization])).toEqual([
      ['/api/p/model/manage/page', alice.token],
      ['/api/p/lca/technology/11', alice.token],
      ['/api/p/model/manage/page', bob.token],
      ['/api/p/lca/technology/11', bob.token],
    ]);
    expect(sharedCache.size).toBe(0);
  });

  it("the searches' PCR list stays the visitor's call: no token, cached", async () => {
    const { listPcrs } = await import('@/lib/upstream/operations/pcr');
    const { callOperation } = await import('@/lib/upstream/operation');
    await callOperation(listPcrs, {}, { locale: 'zh' });
    await callOperation(listPcrs, {}, { locale: 'zh' });
    expect(upstream.seen).toEqual([
      expect.objectContaining({ url: '/api/p/pcr/list', authorization: undefined }),
    ]);
  });
});
