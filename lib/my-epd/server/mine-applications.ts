import 'server-only';
import { streamUpstreamFile } from '@/lib/bff/server/stream-file';
import { DomainError } from '@/lib/errors/domain-error';
import { shownFileName } from '@/lib/security/file-name';
import type { FreshUser } from '@/lib/viewer/user';
import type { Viewer } from '@/lib/session/viewer';
import { callOperation } from '@/lib/upstream/operation';
import {
  applicationProducts,
  confirmContract,
  confirmDataChange,
  confirmQuote,
  contractInfo,
  listMyApplications,
  quoteInfo,
  refuseContract,
  refuseQuote,
  updateDataAttachment,
  updateEpdAttachment,
  updateLcaAttachment,
  type ApplicationListItem,
  type Contract,
  type ProductDetail,
  type Quote,
} from '@/lib/upstream/operations/applications-mine';
import { isProductFileField, PRODUCT_FILE_FIELDS, type DownloadKind, type ProductFileField } from '../dto';
import type {
  ApplicationDto,
  ContractDto,
  EvaluationDto,
  MineListDto,
  ProductDto,
  QuoteDto,
} from '../schemas';
import type { CardPart } from '../dto';
import {
  applicationLcaValidateStatus,
  companyMayAct,
  contractHasAttachment,
  declarationTypes,
  FLOW_NODES,
  reachedFlowNodes,
} from '../statuses';

type Id = string | number | null | undefined;
const text = (value: Id): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);
/** A file field names a file when it holds an id (null, '' and 0 name none). */
const fileId = (value: Id): string | null => {
  const id = text(value);
  return id === null || id === '0' ? null : id;
};

/** Confirming, refusing, replacing files and downloading need an authenticated company, now (business.md 8). */
export function requireCompanyMayAct(fresh: FreshUser | undefined): void {
  if (!companyMayAct(fresh?.companyStatus)) throw new DomainError('COMPANY_NOT_AUTHENTICATED');
}

function ctx(viewer: Viewer, signal?: AbortSignal) {
  return { locale: viewer.locale, token: viewer.token, signal };
}

export type CardReads = {
  products: ProductDetail[] | undefined;
  quote: Quote | undefined;
  contract: Contract | undefined;
};

/** A card (business.md 3): states from the per-product, quote and contract calls; a failed call leaves its part unavailable. */
export function toApplicationDto(item: ApplicationListItem, reads: CardReads): ApplicationDto {
  const products = reads.products ?? [];
  const given = item.nodes ?? [];
  const reached = reachedFlowNodes({
    publishStatus: item.publishStatus,
    contractStatus: reads.contract?.status,
    given,
    currentNode: item.currentNode,
  });
  const unavailable = (['products', 'quote', 'contract'] as const).filter(
    (part: CardPart) => reads[part] === undefined,
  );
  return {
    id: String(item.id),
    productName: text(item.productName),
    productTypes: declarationTypes(
      products.map((product) => product.productType),
      item.productType,
    ),
    pcrNumber: text(item.pcrNumber) ?? text(products.find((product) => product.pcrNumber)?.pcrNumber),
    pcrName: text(item.pcrName),
    applyTime: text(item.applyTime),
    publishStatus: text(item.publishStatus),
    publishTime: text(item.publishTime),
    nodes: FLOW_NODES.map((code, index) => {
      const node = index + 1;
      const platform =
        given.find((candidate) => candidate.code === code) ??
        given.find((candidate) => candidate.node === node);
      return {
        node,
        code,
        name: text(platform?.name),
        reached: reached[index] ?? false,
        reachedTime: text(platform?.reachedTime),
      };
    }),
    quoteStatus: text(reads.quote?.status),
    contractStatus: text(reads.contract?.status),
    lcaValidateStatus: applicationLcaValidateStatus(products.map((product) => product.lcaValidateStatus)),
    lcaCorrectionNote: text(products.find((product) => product.lcaCorrectionNote)?.lcaCorrectionNote),
    products: products.map((product) => ({
      id: String(product.id),
      productName: text(product.productName),
      epdId: text(product.epdId),
      epdRegistrationNumber: text(product.epdRegistrationNumber),
    })),
    unavailable,
  };
}

function toEvaluationDto(item: ApplicationListItem): EvaluationDto {
  return {
    id: String(item.id),
    productName: text(item.productName),
    applyTime: text(item.applyTime),
    publishStatus: text(item.publishStatus),
  };
}

function toProductDto(detail: ProductDetail): ProductDto {
  const named = detail.attachments ?? [];
  return {
    id: String(detail.id),
    productName: text(detail.productName),
    productType: text(detail.productType),
    pcrNumber: text(detail.pcrNumber),
    technologyName: text(detail.technologyName),
    files: PRODUCT_FILE_FIELDS.flatMap((field) => {
      const id = fileId(detail[field]);
      if (id === null) return [];
      const file = named.find((entry) => entry.field === field && String(entry.attachmentId) === id);
      return [{ field, fileName: shownFileName(file?.fileName), uploadDate: text(file?.uploadDate) }];
    }),
    lcaValidateStatus: text(detail.lcaValidateStatus),
    epdRegistrationNumber: text(detail.epdRegistrationNumber),
  };
}

function toQuoteDto(quote: Quote): QuoteDto {
  return {
    quoteNumber: text(quote.quoteNumber),
    status: text(quote.status),
    amount: quote.amount ?? null,
    currency: text(quote.currency),
    hasPdf: fileId(quote.attachmentPdfId) !== null,
    attachmentName: shownFileName(quote.attachmentName),
    quoteTime: text(quote.quoteTime),
    answerTime: text(quote.answerTime),
  };
}

function toContractDto(contract: Contract): ContractDto {
  const shown = contractHasAttachment(contract.status) && Boolean(contract.contractAttachmentVO);
  return {
    id: text(contract.id),
    contractNumber: text(contract.contractNumber),
    status: text(contract.status),
    attachmentName: shown ? shownFileName(contract.contractAttachmentVO?.name) : null,
    hasAttachment: shown,
    sendTime: text(contract.sendTime),
    answerTime: text(contract.answerTime),
  };
}

/** How many cards read their details at once: the platform is not asked for a whole list in one burst. */
const CARD_READS_AT_ONCE = 4;

async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  map: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await map(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

async function readCard(viewer: Viewer, item: ApplicationListItem, signal?: AbortSignal): Promise<CardReads> {
  const input = { id: String(item.id) };
  const [products, quote, contract] = await Promise.allSettled([
    callOperation(applicationProducts, input, ctx(viewer, signal)),
    callOperation(quoteInfo, input, ctx(viewer, signal)),
    callOperation(contractInfo, input, ctx(viewer, signal)),
  ]);
  signal?.throwIfAborted();
  const value = <T>(result: PromiseSettledResult<T>): T | undefined =>
    result.status === 'fulfilled' ? result.value : undefined;
  return { products: value(products), quote: value(quote), contract: value(contract) };
}

/** The three lists from the one carbon list (docs/design-conformance.md): an item without a pcrName is a low-carbon
 * steel evaluation, any other an EPD/CFP application listed under each of its products' types. */
export async function listApplications(viewer: Viewer, signal?: AbortSignal): Promise<MineListDto> {
  const items = await callOperation(listMyApplications, {}, ctx(viewer, signal));
  const evaluations = items.filter((item) => text(item.pcrName) === null);
  const applications = items.filter((item) => text(item.pcrName) !== null);
  const cards = await mapBounded(applications, CARD_READS_AT_ONCE, async (item) =>
    toApplicationDto(item, await readCard(viewer, item, signal)),
  );
  return {
    epd: cards.filter((card) => card.productTypes.includes('EPD')),
    cfp: cards.filter((card) => card.productTypes.includes('CFP')),
    evaluations: evaluations.map(toEvaluationDto),
  };
}

export async function listProducts(viewer: Viewer, id: string, signal?: AbortSignal): Promise<ProductDto[]> {
  return (await callOperation(applicationProducts, { id }, ctx(viewer, signal))).map(toProductDto);
}

export async function getQuote(viewer: Viewer, id: string, signal?: AbortSignal): Promise<QuoteDto> {
  return toQuoteDto(await callOperation(quoteInfo, { id }, ctx(viewer, signal)));
}

/** Takes the quote's own id from /p/price/info (business.md 3, 7), then reads it again: the spec shapes no answer. */
export async function answerQuote(
  viewer: Viewer,
  id: string,
  answer: 'confirm' | 'refuse',
): Promise<QuoteDto> {
  const current = await callOperation(quoteInfo, { id }, ctx(viewer));
  if (current.id === null || current.id === undefined) throw new DomainError('QUOTE_NOT_FOUND');
  await callOperation(
    answer === 'confirm' ? confirmQuote : refuseQuote,
    { id: String(current.id) },
    ctx(viewer),
  );
  return getQuote(viewer, id);
}

export async function getContract(viewer: Viewer, id: string, signal?: AbortSignal): Promise<ContractDto> {
  return toContractDto(await callOperation(contractInfo, { id }, ctx(viewer, signal)));
}

/** `{applyId, id}` (business.md 7); the contract is read again afterwards, as for the quote. */
export async function answerContract(
  viewer: Viewer,
  id: string,
  contractId: string,
  answer: 'confirm' | 'refuse',
): Promise<ContractDto> {
  await callOperation(
    answer === 'confirm' ? confirmContract : refuseContract,
    { applyId: id, id: contractId },
    ctx(viewer),
  );
  return getContract(viewer, id);
}

/** Which call replaces which file, with the EPD report's version and language (upstream/README.md "Applications"). */
const FILE_UPDATES = {
  lcaAttachmentCn: { op: updateLcaAttachment, extra: {} },
  dataAttachment: { op: updateDataAttachment, extra: {} },
  epdAttachmentTest: { op: updateEpdAttachment, extra: { version: 'TEST' } },
  epdAttachmentCn: { op: updateEpdAttachment, extra: { version: 'FORMAL', language: 'zh-CN' } },
  epdAttachmentEn: { op: updateEpdAttachment, extra: { version: 'FORMAL', language: 'en' } },
} as const;

export async function replaceProductFile(
  viewer: Viewer,
  input: { id: string; productId: string; field: ProductFileField; attachmentId: string },
): Promise<void> {
  const update = FILE_UPDATES[input.field];
  await callOperation(
    update.op,
    { id: input.productId, applyId: input.id, attachmentId: input.attachmentId, ...update.extra },
    ctx(viewer),
  );
}

export async function confirmApplicationDataChange(viewer: Viewer, id: string): Promise<void> {
  await callOperation(confirmDataChange, { applyId: id, status: 0 }, ctx(viewer));
}

/** Only attachment ids the application's own quote, contract or products name, read afresh (no open attachment pipe);
 * the certificate and mark from /n/carbon/downloadAttachment by the list item's id. */
export async function streamApplicationFile(
  viewer: Viewer,
  input: { id: string; kind: DownloadKind; productId?: string },
  signal: AbortSignal,
): Promise<Response> {
  const common = { locale: viewer.locale, token: viewer.token, signal, disposition: 'attachment' as const };
  if (input.kind === 'certificate' || input.kind === 'mark') {
    return streamUpstreamFile({
      ...common,
      path: '/n/carbon/downloadAttachment',
      forceToken: true,
      query: { id: input.id, businessType: input.kind === 'certificate' ? 'CERT_PDF' : 'MARK_IMG' },
    });
  }
  const attachmentId = await namedAttachment(viewer, input, signal);
  if (attachmentId === null) throw new DomainError('FILE_NOT_FOUND');
  return streamUpstreamFile({
    ...common,
    path: `/p/attachment/download/${encodeURIComponent(attachmentId)}`,
  });
}

async function namedAttachment(
  viewer: Viewer,
  input: { id: string; kind: DownloadKind; productId?: string },
  signal: AbortSignal,
): Promise<string | null> {
  const { kind } = input;
  if (kind === 'quote')
    return fileId((await callOperation(quoteInfo, { id: input.id }, ctx(viewer, signal))).attachmentPdfId);
  if (kind === 'contract') {
    const contract = await callOperation(contractInfo, { id: input.id }, ctx(viewer, signal));
    return contractHasAttachment(contract.status)
      ? fileId(contract.contractAttachmentVO?.attachmentId)
      : null;
  }
  if (!isProductFileField(kind) || !input.productId) throw new DomainError('INVALID_INPUT');
  const products = await callOperation(applicationProducts, { id: input.id }, ctx(viewer, signal));
  const product = products.find((detail) => String(detail.id) === input.productId);
  return product ? fileId(product[kind]) : null;
}
