import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startScriptedUpstream, type SeenRequest } from './support/scripted-upstream';

/**
 * The LCA tool trial is for accounts whose registration was approved (accounts.md 1, 4.2, 6): one
 * under review (audit 0) or refused (audit 2) is refused by the BFF, with the guard's reason, and
 * the platform is never asked to subscribe it or to open the tool for it.
 */
vi.mock('next/cache', () => ({ unstable_cache: (work: () => unknown) => work }));

let auditNow = 1;
let upstream: Awaited<ReturnType<typeof startScriptedUpstream>>;
const form = {
  username: '张伟',
  companyName: '河北冀东精密带钢有限公司',
  industryCategory: 'STEEL_PRODUCER',
  position: '部长',
};
const viewer = {
  locale: 'zh' as const,
  token: 'token-3',
  user: { id: 3, userAccount: '13600136000', auditStatus: 1 },
};

beforeAll(async () => {
  upstream = await startScriptedUpstream((request: SeenRequest) => {
    if (request.url.includes('/p/portal/user/detail/3'))
      return { code: 1, data: { auditStatus: auditNow }, message: 'success' };
    if (request.url.includes('/n/dict/getItemDetail'))
      return { code: 1, data: { id: 1, itemCode: 'LCA_HREF_BTN', itemValue: '1' }, message: 'success' };
    return { code: 1, data: null, message: 'success' };
  });
  process.env.LCA_TOOL_URL = 'https://lca.example/tool';
});

afterAll(() => upstream.close());

const refusal = (work: Promise<unknown>) =>
  work.then(
    () => 'done',
    (error: { code?: string; notice?: string }) => `${error.code}:${error.notice}`,
  );
const subscribeCalls = () =>
  upstream.seen.filter((request) => request.url.includes('/subscription/subscribe')).length;

describe('the LCA tool trial', () => {
  it('refuses an account under review or refused, saying which, and never asks the platform to subscribe it', async () => {
    const { lcaToolAddress, subscribe } = await import('@/lib/accounts/server/lca-tool');
    auditNow = 0;
    expect(await refusal(subscribe(viewer, form))).toBe('GUARD_REFUSED:auditPending');
    expect(await refusal(lcaToolAddress(viewer))).toBe('GUARD_REFUSED:auditPending');
    auditNow = 2;
    expect(await refusal(subscribe(viewer, form))).toBe('GUARD_REFUSED:auditRejected');
    expect(subscribeCalls()).toBe(0);
  });

  it('takes an approved account, by its status now rather than the one the session remembers', async () => {
    const { subscribe } = await import('@/lib/accounts/server/lca-tool');
    auditNow = 1;
    expect(await refusal(subscribe({ ...viewer, user: { ...viewer.user, auditStatus: 0 } }, form))).toBe(
      'done',
    );
    expect(subscribeCalls()).toBe(1);
  });
});
