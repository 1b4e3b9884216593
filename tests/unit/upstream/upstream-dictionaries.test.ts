import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUpstream } from './upstream-harness.ts';
import { makeTempDir, startTestUpstream } from './upstream-harness.ts';

type DictItem = {
  id: number;
  itemCode: string;
  itemValue: string;
  itemDesc: string | null;
  i18nCode: string;
  parentId: number;
  childrens: DictItem[];
};

let upstream: TestUpstream;
const temp = makeTempDir();

beforeAll(async () => {
  upstream = await startTestUpstream(temp.dir);
});

afterAll(async () => {
  await upstream.close();
  temp.remove();
});

describe('dictionary lists', () => {
  it('lists company types with item codes 1 to 5, localised', async () => {
    const zh = await upstream.getJson<DictItem[]>('/p/dict/list/COMPANY_TYPE');
    const en = await upstream.getJson<DictItem[]>('/p/dict/list/COMPANY_TYPE', { language: 'en' });
    expect(zh.code).toBe(1);
    expect(zh.data.map((item) => item.itemCode)).toEqual(['1', '2', '3', '4', '5']);
    expect(zh.data[3]?.itemValue).toBe('第三方机构');
    expect(en.data[3]?.itemValue).toBe('Third-party agency');
    expect(zh.data[0]).toEqual({
      id: expect.any(Number),
      itemCode: '1',
      itemValue: '钢铁生产企业',
      itemDesc: null,
      i18nCode: expect.any(String),
      parentId: 0,
      childrens: [],
    });
  });

  it('serves the same list on /n/ and /p/', async () => {
    const viaN = await upstream.getJson<DictItem[]>('/n/dict/list/INDUSTRY_CATEGORY', { language: 'en' });
    const viaP = await upstream.getJson<DictItem[]>('/p/dict/list/INDUSTRY_CATEGORY', { language: 'en' });
    expect(viaN.data).toEqual(viaP.data);
    expect(viaN.data.map((item) => item.itemValue)).toContain('Steel producer');
    expect(viaN.data).toHaveLength(8);
  });

  it('keeps the resource type ids 255, 256 and 257', async () => {
    const answer = await upstream.getJson<DictItem[]>('/n/dict/list/RESOURCE_TYPE');
    expect(answer.data.map((item) => [item.id, item.itemValue])).toEqual([
      [255, '技术指标与标准'],
      [256, '文献资料'],
      [257, '报告模板'],
    ]);
    const en = await upstream.getJson<DictItem[]>('/n/dict/list/RESOURCE_TYPE', { language: 'en' });
    expect(en.data.map((item) => item.itemValue)).toEqual([
      'Technical indicators and standards',
      'Literature',
      'Report templates',
    ]);
  });

  it('seeds the other dictionaries the portal reads', async () => {
    const count = async (type: string) =>
      (await upstream.getJson<DictItem[]>(`/n/dict/list/${type}`)).data.length;
    expect(await count('COMPANY_FORM')).toBe(5);
    expect(await count('LCES_PROCESS_SELECTION')).toBeGreaterThanOrEqual(11);
    expect(await count('LCES_MODEL_DOWNLOAD')).toBeGreaterThan(0);
    const button = await upstream.getJson<DictItem[]>('/n/dict/list/LCA_HREF_BTN');
    expect(button.data).toEqual([expect.objectContaining({ itemCode: 'LCA_HREF_BTN', itemValue: '1' })]);
  });

  it('answers an empty list for an unknown type', async () => {
    expect(await upstream.getJson('/n/dict/list/NO_SUCH_TYPE')).toEqual({
      code: 1,
      data: [],
      message: 'success',
    });
  });
});

describe('dictionary trees', () => {
  it('nests the industry classification two levels deep with OTHER at the top', async () => {
    const answer = await upstream.getJson<DictItem[]>('/p/dict/tree/INDUSTRY_CLASSIFICATION', {
      language: 'en',
    });
    expect(answer.code).toBe(1);
    const steel = answer.data.find((item) => item.itemCode === 'STEEL');
    expect(steel?.itemValue).toBe('Steel');
    expect(steel?.parentId).toBe(0);
    expect(steel?.childrens.length).toBeGreaterThanOrEqual(3);
    for (const child of steel?.childrens ?? []) {
      expect(child.parentId).toBe(steel?.id);
      expect(child.childrens).toEqual([]);
    }
    const other = answer.data.at(-1);
    expect(other).toMatchObject({ itemCode: 'OTHER', parentId: 0, childrens: [] });
  });

  it('nests the channel classification, and the flat list holds the same items', async () => {
    const tree = await upstream.getJson<DictItem[]>('/p/dict/tree/CHANNEL_CLASSIFICATION');
    const flat = await upstream.getJson<DictItem[]>('/p/dict/list/CHANNEL_CLASSIFICATION');
    const flatten = (items: DictItem[]): number[] =>
      items.flatMap((item) => [item.id, ...flatten(item.childrens)]);
    expect(flatten(tree.data).sort()).toEqual(flat.data.map((item) => item.id).sort());
    expect(tree.data.some((item) => item.childrens.length > 0)).toBe(true);
    expect(tree.data.length).toBeLessThan(flat.data.length);
  });
});

describe('dictionary item detail', () => {
  it('answers one item by type and code', async () => {
    const answer = await upstream.postJson<DictItem>(
      '/n/dict/getItemDetail',
      { typeCode: 'LCA_HREF_BTN', itemCode: 'LCA_HREF_BTN' },
      { language: 'en' },
    );
    expect(answer).toMatchObject({ code: 1, data: { itemCode: 'LCA_HREF_BTN', itemValue: '1' } });
  });

  it('answers code 0 for an item that does not exist', async () => {
    expect(
      await upstream.postJson('/n/dict/getItemDetail', { typeCode: 'COMPANY_TYPE', itemCode: '99' }),
    ).toEqual({ code: 0, data: null, message: 'Dictionary item not found' });
  });

  it('answers code 400 without a type code', async () => {
    const answer = await upstream.postJson('/n/dict/getItemDetail', { itemCode: '1' });
    expect(answer).toMatchObject({ code: 400, data: null });
  });
});
