import 'server-only';
import { streamUpstreamFile } from '@/lib/bff/stream-file';
import { DomainError } from '@/lib/errors/domain-error';
import { shownFileName } from '@/lib/security/file-name';
import type { FreshUser } from '@/lib/session/user-snapshot';
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
import type { ApplicationType, DownloadKind } from '../mine-paths';
import type { ApplicationDto, ContractDto, ProductDto, ProductFileField, QuoteDto } from '../mine-dto';
import { companyMayAct, contractHasAttachment, FLOW_NODES, isPublished } from '../statuses';

type Id = string | number | null | undefined;
const text = (value: Id): string | null => (value === null || value === undefined || value === '' ? null : String(value));

/** Confirming, refusing, replacing files and downloading need an authenticated company, now (business.md 8). */
export function requireCompanyMayAct(fresh: FreshUser | undefined): void {
  if (!companyMayAct(fresh?.companyStatus)) throw new DomainError('COMPANY_NOT_AUTHENTICATED');
}

function ctx(viewer: Viewer, signal?: AbortSignal) {
  return { locale: viewer.locale, token: viewer.token, signal };
}

/**
 * The seven flow nodes (business.md 4), always all seven and in order, whatever the platform lists:
 * a node it gives keeps its name and date; one it leaves out counts as reached up to the current
 * node; and a published application has reached every node (business.md 2.2).
 */
function timeline(item: ApplicationListItem): ApplicationDto['nodes'] {
  const published = isPublished(item.publishStatus);
  return FLOW_NODES.map((code, index) => {
    const node = index + 1;
    const given = item.nodes.find((candidate) => candidate.code === code) ?? item.nodes.find((candidate) => candidate.node === node);
    const reached = published || (given?.reached ?? (item.currentNode != null && node <= item.currentNode));
    return { node, code, name: text(given?.name), reached, reachedTime: text(given?.reachedTime) };
  });
}

export function toApplicationDto(item: ApplicationListItem): ApplicationDto {
  return {
    id: String(item.id),
    productName: text(item.productName),
    productType: text(item.productType),
    pcrNumber: text(item.pcrNumber),
    pcrName: text(item.pcrName),
    applyTime: text(item.applyTime),
    publishStatus: text(item.publishStatus),
    publishTime: text(item.publishTime),
    currentNode: item.currentNode ?? null,
    nodes: timeline(item),
    quoteStatus: text(item.quoteStatus),
    contractStatus: text(item.contractStatus),
    lcaValidateStatus: text(item.lcaValidateStatus),
    lcaCorrectionNote: text(item.lcaCorrectionNote),
    products: item.products.map((product) => ({
      id: String(product.id),
      productName: text(product.productName),
      epdId: text(product.epdId),
      epdRegistrationNumber: text(product.epdRegistrationNumber),
    })),
  };
}

function toProductDto(detail: ProductDetail): ProductDto {
  return {
    id: String(detail.id),
    productName: text(detail.productName),
    productType: text(detail.productType),
    pcrNumber: text(detail.pcrNumber),
    technologyName: text(detail.technologyName),
    files: detail.attachments.map((file) => ({ field: file.field, fileName: shownFileName(file.fileName), uploadDate: text(file.uploadDate) })),
    lcaValidateStatus: text(detail.lcaValidateStatus),
    publishStatus: text(detail.publishStatus),
    epdRegistrationNumber: text(detail.epdRegistrationNumber),
  };
}

function toQuoteDto(quote: Quote): QuoteDto {
  return {
    quoteNumber: text(quote.quoteNumber),
    status: text(quote.status),
    amount: quote.amount ?? null,
    currency: text(quote.currency),
    hasPdf: quote.attachmentPdfId !== null && quote.attachmentPdfId !== undefined,
    attachmentName: shownFileName(quote.attachmentName),
    quoteTime: text(quote.quoteTime),
    answerTime: text(quote.answerTime),
  };
}

function toContractDto(contract: Contract): ContractDto {
  // business.md 4: the attachment only once a contract was sent (status above 1).
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

export async function listApplications(viewer: Viewer, type: ApplicationType, signal?: AbortSignal): Promise<ApplicationDto[]> {
  return (await callOperation(listMyApplications, { type }, ctx(viewer, signal))).map(toApplicationDto);
}

export async function listProducts(viewer: Viewer, id: string, signal?: AbortSignal): Promise<ProductDto[]> {
  return (await callOperation(applicationProducts, { id }, ctx(viewer, signal))).map(toProductDto);
}

export async function getQuote(viewer: Viewer, id: string, signal?: AbortSignal): Promise<QuoteDto> {
  return toQuoteDto(await callOperation(quoteInfo, { id }, ctx(viewer, signal)));
}

/**
 * Confirm and refuse take the quote's own id, which /p/price/info gives for the application
 * (business.md 3, 7); the application's id is no quote's.
 */
export async function answerQuote(viewer: Viewer, id: string, answer: 'confirm' | 'refuse'): Promise<QuoteDto> {
  const current = await callOperation(quoteInfo, { id }, ctx(viewer));
  if (current.id === null || current.id === undefined) throw new DomainError('QUOTE_NOT_FOUND');
  return toQuoteDto(await callOperation(answer === 'confirm' ? confirmQuote : refuseQuote, { id: String(current.id) }, ctx(viewer)));
}

export async function getContract(viewer: Viewer, id: string, signal?: AbortSignal): Promise<ContractDto> {
  return toContractDto(await callOperation(contractInfo, { id }, ctx(viewer, signal)));
}

export async function answerContract(viewer: Viewer, id: string, contractId: string, answer: 'confirm' | 'refuse'): Promise<ContractDto> {
  return toContractDto(await callOperation(answer === 'confirm' ? confirmContract : refuseContract, { applyId: id, id: contractId }, ctx(viewer)));
}

/** Which call replaces which file, and the EPD report's version and language (upstream README). */
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
): Promise<ProductDto> {
  const update = FILE_UPDATES[input.field];
  const detail = await callOperation(update.op, { id: input.productId, applyId: input.id, attachmentId: input.attachmentId, ...update.extra }, ctx(viewer));
  return toProductDto(detail);
}

export async function confirmApplicationDataChange(viewer: Viewer, id: string): Promise<void> {
  await callOperation(confirmDataChange, { applyId: id, status: 0 }, ctx(viewer));
}

/**
 * The application's files stream through the BFF with the token in the header, never in a URL:
 * the quote and contract PDFs by the attachment the application's own quote/contract names (the
 * portal is no open attachment pipe), the certificate and mark from /n/carbon/downloadAttachment.
 */
export async function streamApplicationFile(
  viewer: Viewer,
  input: { id: string; kind: DownloadKind; productId?: string },
  signal: AbortSignal,
): Promise<Response> {
  const common = { locale: viewer.locale, token: viewer.token, signal, disposition: 'attachment' as const };
  if (input.kind === 'quote' || input.kind === 'contract') {
    const attachmentId =
      input.kind === 'quote'
        ? (await callOperation(quoteInfo, { id: input.id }, ctx(viewer, signal))).attachmentPdfId
        : await contractAttachmentId(viewer, input.id, signal);
    if (attachmentId === null || attachmentId === undefined) throw new DomainError('FILE_NOT_FOUND');
    return streamUpstreamFile({ ...common, path: `/p/attachment/download/${encodeURIComponent(String(attachmentId))}` });
  }
  return streamUpstreamFile({
    ...common,
    path: '/n/carbon/downloadAttachment',
    forceToken: true,
    query: { id: input.id, businessType: input.kind === 'certificate' ? 'CERT_PDF' : 'MARK_IMG', productId: input.productId },
  });
}

async function contractAttachmentId(viewer: Viewer, id: string, signal: AbortSignal): Promise<Id> {
  const contract = await callOperation(contractInfo, { id }, ctx(viewer, signal));
  return contractHasAttachment(contract.status) ? contract.contractAttachmentVO?.attachmentId : null;
}
