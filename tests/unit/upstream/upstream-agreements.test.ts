import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUpstream } from './upstream-harness.ts';
import { makeTempDir, startTestUpstream } from './upstream-harness.ts';

type Agreement = {
  id: number;
  agreementType: string;
  agreementVersion: string;
  publishTime: string;
  failureTime: string | null;
  agreementContent?: string;
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

describe('reading the agreements', () => {
  it('answers the user agreement in force, long, in the language asked', async () => {
    const zh = await upstream.postJson<Agreement>('/n/agreement/now', {
      agreementType: 'REGISTRATION_C2F',
      i18n: 'zh-CN',
    });
    const en = await upstream.postJson<Agreement>('/n/agreement/now', {
      agreementType: 'REGISTRATION_C2F',
      i18n: 'en',
    });
    expect(zh.code).toBe(1);
    expect(zh.data).toMatchObject({ agreementType: 'REGISTRATION_C2F', failureTime: null });
    expect(zh.data.publishTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(zh.data.agreementContent?.length).toBeGreaterThan(3000);
    expect(zh.data.agreementContent).toContain('<h1>');
    expect(zh.data.agreementContent).toContain('用户服务协议');
    expect(en.data.id).toBe(zh.data.id);
    expect(en.data.agreementContent).toContain('User Agreement');
    expect(en.data.agreementContent).not.toMatch(/[\u4e00-\u9fff]/);

    const privacy = await upstream.postJson<Agreement>('/n/agreement/now', {
      agreementType: 'PRIVACY_C2F',
      i18n: 'en',
    });
    expect(privacy.data.agreementContent).toContain('Privacy and Data-Use Policy');
  });

  it('pages the version history by 10, newest first, each version ending where the next begins', async () => {
    const list = (pageNum: number) =>
      upstream.postJson<{ list: Agreement[]; totals: number }>('/n/agreement/list', {
        pageSize: 10,
        pageNum,
        agreementType: 'PRIVACY_C2F',
        i18n: 'zh-CN',
      });
    const first = await list(1);
    const second = await list(2);
    expect(first.data.totals).toBeGreaterThanOrEqual(12);
    expect(first.data.list).toHaveLength(10);
    expect(second.data.list).toHaveLength(first.data.totals - 10);

    const versions = [...first.data.list, ...second.data.list];
    expect(versions[0]?.failureTime).toBeNull();
    for (let index = 1; index < versions.length; index += 1) {
      expect(versions[index]?.failureTime).toBe(versions[index - 1]?.publishTime);
      expect(versions[index]?.agreementType).toBe('PRIVACY_C2F');
    }
    expect(versions.at(-1)?.agreementVersion).toBe('V1.0');
  });

  it('answers one old version by id', async () => {
    const history = await upstream.postJson<{ list: Agreement[] }>('/n/agreement/list', {
      pageSize: 10,
      pageNum: 2,
      agreementType: 'REGISTRATION_C2F',
      i18n: 'en',
    });
    const oldest = history.data.list.at(-1);
    if (!oldest) throw new Error('no history');
    const detail = await upstream.postJson<Agreement>('/n/agreement/details', { id: oldest.id, i18n: 'en' });
    expect(detail.data).toMatchObject({ id: oldest.id, agreementVersion: 'V1.0' });
    expect(detail.data.agreementContent).toContain('First publication.');
    // Sections that arrived later are not in the first version.
    expect(detail.data.agreementContent).not.toContain('Blockchain evidence');

    expect(await upstream.postJson('/n/agreement/details', { id: 99999, i18n: 'en' })).toMatchObject({
      code: 500,
      data: null,
    });
  });
});
