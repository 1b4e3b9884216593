import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerContract, answerQuote } from '@/lib/my-epd/server/mine-applications';
import { DomainError } from '@/lib/errors/domain-error';

// Confirm and refuse take the quote's own id, as /p/price/info gives it; the contract calls take
// the application's id and the contract's (business.md 3, 7). The platform is a stand-in here that
// records what each call sends.

type Sent = { path: string; input: unknown };
const sent: Sent[] = [];
let quoteOnFile: Record<string, unknown> = {};
let contractOnFile: Record<string, unknown> = {};

vi.mock('@/lib/upstream/operation', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/upstream/operation')>();
  return {
    ...actual,
    callOperation: async (operation: { path: string }, input: unknown) => {
      sent.push({ path: operation.path, input });
      if (operation.path === '/p/price/info') return quoteOnFile;
      if (operation.path === '/p/contract/info') return contractOnFile;
      // The answers to confirm and refuse are not read: the spec shapes none.
      if (operation.path.startsWith('/p/price/'))
        quoteOnFile = { ...quoteOnFile, status: operation.path.endsWith('confirm') ? 2 : 3 };
      else contractOnFile = { ...contractOnFile, status: operation.path.endsWith('confirm') ? 3 : 4 };
      return null;
    },
  };
});

const viewer = { locale: 'zh' as const, token: 'token' };

beforeEach(() => {
  sent.length = 0;
  quoteOnFile = { id: 805, applyId: 5, status: 1, quoteNumber: 'LCS-BJ-2026-0005-1' };
  contractOnFile = { id: 905, applyId: 5, status: 2 };
});

describe('answering a quote and a contract', () => {
  it('confirms and refuses the quote by the id /p/price/info gives it, not by the application id', async () => {
    expect(await answerQuote(viewer, '5', 'confirm')).toMatchObject({ status: '2' });
    expect(sent).toEqual([
      { path: '/p/price/info', input: { id: '5' } },
      { path: '/p/price/confirm', input: { id: '805' } },
      { path: '/p/price/info', input: { id: '5' } },
    ]);
    sent.length = 0;
    quoteOnFile = { ...quoteOnFile, status: 1 };
    expect(await answerQuote(viewer, '5', 'refuse')).toMatchObject({ status: '3' });
    expect(sent.at(1)).toEqual({ path: '/p/price/refuse', input: { id: '805' } });
  });

  it('answers nothing while the application has no quote', async () => {
    quoteOnFile = { id: null, applyId: 5, status: 0 };
    await expect(answerQuote(viewer, '5', 'confirm')).rejects.toEqual(new DomainError('QUOTE_NOT_FOUND'));
    expect(sent.map((call) => call.path)).toEqual(['/p/price/info']);
  });

  it('sends the contract calls the application id and the contract id apart', async () => {
    expect(await answerContract(viewer, '5', '905', 'confirm')).toMatchObject({ id: '905', status: '3' });
    expect(sent).toEqual([
      { path: '/p/contract/confirm', input: { applyId: '5', id: '905' } },
      { path: '/p/contract/info', input: { id: '5' } },
    ]);
  });
});
