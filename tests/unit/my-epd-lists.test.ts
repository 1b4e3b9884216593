import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listApplications, listProducts, streamApplicationFile } from '@/lib/my-epd/server/mine-applications';
import { DomainError } from '@/lib/errors/domain-error';

// "My EPD" against answers shaped exactly as business.md 3 lists them: one carbon application list
// (no request fields) split into EPD, CFP and evaluations; each card's states from its per-product
// detail, quote and contract, read with it; files only by an id the application's detail names.
// The platform is a stand-in here that records each call and answers spec fields only.

type Sent = { path: string; input: unknown };
const sent: Sent[] = [];
const streamed: unknown[] = [];
/** The cards (application ids) whose reads are under way, and the most at once. */
const cardsInFlight = new Map<number, number>();
let mostCardsInFlight = 0;
let failing = new Set<string>();

const LIST = [
  {
    id: 11,
    productName: '低碳热轧卷板',
    applyTime: '2026-11-20 09:00:00',
    publishStatus: 0,
    pcrName: '热轧钢材',
  },
  {
    id: 12,
    productName: '热轧钢卷、冷轧钢卷',
    applyTime: '2026-11-19 09:00:00',
    publishStatus: 1,
    pcrName: '钢材',
  },
  {
    id: 13,
    productName: '螺纹钢 HRB400E',
    applyTime: '2026-11-18 09:00:00',
    publishStatus: 0,
    pcrName: null,
  },
  { id: 14, productName: '镀锌板', applyTime: '2026-11-17 09:00:00', publishStatus: 0, pcrName: '镀层钢板' },
  ...Array.from({ length: 8 }, (_, index) => ({
    id: 100 + index,
    productName: `产品 ${index}`,
    applyTime: '2026-11-01 09:00:00',
    publishStatus: 0,
    pcrName: 'PCR',
  })),
];

function detail(applyId: number, id: number, productType: string, extra: Record<string, unknown> = {}) {
  return {
    applyId,
    id,
    productName: `产品 ${id}`,
    productType,
    lcaAttachmentCn: 500 + id,
    dataAttachment: null,
    epdAttachmentTest: null,
    epdAttachmentCn: null,
    epdAttachmentEn: null,
    lcaValidateStatus: 0,
    ...extra,
  };
}

const PRODUCTS: Record<number, unknown[]> = {
  11: [
    detail(11, 1, 'EPD', { lcaValidateStatus: 1 }),
    detail(11, 2, 'EPD', { lcaValidateStatus: 2, dataAttachment: 77, epdAttachmentEn: '' }),
  ],
  12: [detail(12, 3, 'EPD'), detail(12, 4, 'CFP')],
  14: [detail(14, 5, 'CFP')],
};
const QUOTES: Record<number, unknown> = {
  11: { id: 811, attachmentPdfId: 901, status: 2 },
  12: { id: 812, attachmentPdfId: 902, status: 2 },
  14: { id: 814, attachmentPdfId: 903, status: 1 },
};
const CONTRACTS: Record<number, unknown> = {
  11: { id: 911, applyId: 11, status: 3, contractAttachmentVO: { name: '合同.pdf', attachmentId: 701 } },
  12: { id: 912, applyId: 12, status: 3, contractAttachmentVO: { name: '合同.pdf', attachmentId: 702 } },
  14: { id: 914, applyId: 14, status: 0, contractAttachmentVO: null },
};

vi.mock('@/lib/upstream/operation', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/upstream/operation')>();
  return {
    ...actual,
    callOperation: async (
      operation: { path: string; output: { parse: (value: unknown) => unknown } },
      input: { id?: string },
    ) => {
      sent.push({ path: operation.path, input });
      if (operation.path === '/n/carbon/list') return operation.output.parse(LIST);
      const id = Number(input.id);
      cardsInFlight.set(id, (cardsInFlight.get(id) ?? 0) + 1);
      mostCardsInFlight = Math.max(mostCardsInFlight, cardsInFlight.size);
      await new Promise((resolve) => setTimeout(resolve, 2));
      if (cardsInFlight.get(id) === 1) cardsInFlight.delete(id);
      else cardsInFlight.set(id, cardsInFlight.get(id)! - 1);
      if (failing.has(`${operation.path}:${id}`)) throw new Error('upstream down');
      const answer =
        operation.path === '/p/epd/apply'
          ? (PRODUCTS[id] ?? [detail(id, id * 10, 'EPD')])
          : operation.path === '/p/price/info'
            ? (QUOTES[id] ?? { id: null, attachmentPdfId: null, status: 0 })
            : (CONTRACTS[id] ?? { id: null, applyId: id, status: 0, contractAttachmentVO: null });
      return operation.output.parse(answer);
    },
  };
});

vi.mock('@/lib/bff/server/stream-file', () => ({
  streamUpstreamFile: async (options: unknown) => {
    streamed.push(options);
    return new Response('file');
  },
}));

const viewer = { locale: 'zh' as const, token: 'token' };

beforeEach(() => {
  sent.length = 0;
  streamed.length = 0;
  failing = new Set();
  mostCardsInFlight = 0;
});

describe('the page’s three lists from one carbon application list', () => {
  it('asks for the list with no request fields, and splits it: no pcrName is an evaluation; EPD and CFP by the products’ types', async () => {
    const lists = await listApplications(viewer);
    expect(sent.filter((call) => call.path === '/n/carbon/list')).toEqual([
      { path: '/n/carbon/list', input: {} },
    ]);
    expect(lists.evaluations).toEqual([
      { id: '13', productName: '螺纹钢 HRB400E', applyTime: '2026-11-18 09:00:00', publishStatus: '0' },
    ]);
    expect(lists.epd.map((card) => card.id)).toEqual([
      '11',
      '12',
      ...Array.from({ length: 8 }, (_, index) => String(100 + index)),
    ]);
    // An application with an EPD and a CFP product is in both tabs.
    expect(lists.cfp.map((card) => card.id)).toEqual(['12', '14']);
    // No card's detail is read for an evaluation.
    expect(sent.some((call) => (call.input as { id?: string }).id === '13')).toBe(false);
  });

  it('derives each card’s states from its detail, quote and contract', async () => {
    const lists = await listApplications(viewer);
    const correcting = lists.epd.find((card) => card.id === '11')!;
    expect(correcting).toMatchObject({
      quoteStatus: '2',
      contractStatus: '3',
      lcaValidateStatus: '2',
      publishStatus: '0',
      productTypes: ['EPD'],
      unavailable: [],
    });
    expect(correcting.nodes.map((node) => node.reached)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    const published = lists.cfp.find((card) => card.id === '12')!;
    expect(published.nodes.every((node) => node.reached)).toBe(true);
    expect(published.productTypes).toEqual(['EPD', 'CFP']);
    const quoted = lists.cfp.find((card) => card.id === '14')!;
    expect(quoted).toMatchObject({ quoteStatus: '1', contractStatus: '0' });
    expect(quoted.nodes.map((node) => node.reached)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('reads the cards at most four at a time', async () => {
    await listApplications(viewer);
    expect(mostCardsInFlight).toBe(4);
    // Each card's three reads, and no card twice.
    const cardReads = sent.filter((call) => call.path !== '/n/carbon/list');
    expect(cardReads).toHaveLength(11 * 3);
  });

  it('one failing card call leaves that part of that card unavailable, and the rest of the page works', async () => {
    failing = new Set(['/p/price/info:14', '/p/epd/apply:11']);
    const lists = await listApplications(viewer);
    const noQuote = lists.cfp.find((card) => card.id === '14')!;
    expect(noQuote.unavailable).toEqual(['quote']);
    expect(noQuote.quoteStatus).toBeNull();
    expect(noQuote.productTypes).toEqual(['CFP']);
    // Without its products the card keeps its place (EPD, the list's type unknown) and says what is missing.
    const noProducts = lists.epd.find((card) => card.id === '11')!;
    expect(noProducts.unavailable).toEqual(['products']);
    expect(noProducts.lcaValidateStatus).toBeNull();
    expect(noProducts.contractStatus).toBe('3');
    expect(lists.epd.find((card) => card.id === '12')!.unavailable).toEqual([]);
  });
});

describe('a product’s files', () => {
  it('lists the files the five spec fields name, in the spec’s order, nameless without the assumed attachments[]', async () => {
    const [first, second] = await listProducts(viewer, '11');
    expect(first!.files).toEqual([{ field: 'lcaAttachmentCn', fileName: null, uploadDate: null }]);
    expect(second!.files.map((file) => file.field)).toEqual(['lcaAttachmentCn', 'dataAttachment']);
  });

  it('downloads only an attachment the application’s own product detail names, read afresh', async () => {
    const signal = new AbortController().signal;
    await streamApplicationFile(viewer, { id: '11', kind: 'dataAttachment', productId: '2' }, signal);
    expect(sent).toEqual([{ path: '/p/epd/apply', input: { id: '11' } }]);
    expect(streamed).toEqual([
      expect.objectContaining({
        path: '/p/attachment/download/77',
        disposition: 'attachment',
        token: 'token',
      }),
    ]);
    for (const input of [
      { id: '11', kind: 'dataAttachment', productId: '1' },
      { id: '11', kind: 'epdAttachmentEn', productId: '2' },
      { id: '11', kind: 'lcaAttachmentCn', productId: '3' },
    ] as const) {
      await expect(streamApplicationFile(viewer, input, signal)).rejects.toEqual(
        new DomainError('FILE_NOT_FOUND'),
      );
    }
    await expect(
      streamApplicationFile(viewer, { id: '11', kind: 'lcaAttachmentCn' }, signal),
    ).rejects.toEqual(new DomainError('INVALID_INPUT'));
    expect(streamed).toHaveLength(1);
  });

  it('downloads one certificate and one mark per application or evaluation, by the list id, naming no product', async () => {
    const signal = new AbortController().signal;
    await streamApplicationFile(viewer, { id: '13', kind: 'certificate', productId: '5' }, signal);
    await streamApplicationFile(viewer, { id: '12', kind: 'mark' }, signal);
    expect(streamed).toEqual([
      expect.objectContaining({
        path: '/n/carbon/downloadAttachment',
        forceToken: true,
        query: { id: '13', businessType: 'CERT_PDF' },
      }),
      expect.objectContaining({
        path: '/n/carbon/downloadAttachment',
        forceToken: true,
        query: { id: '12', businessType: 'MARK_IMG' },
      }),
    ]);
  });
});
