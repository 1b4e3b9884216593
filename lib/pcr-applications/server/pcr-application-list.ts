import 'server-only';
import { cumulativePage } from '@/lib/content/paging';
import { describeError, logger } from '@/lib/observability/server/logger';
import type { SignedInViewer } from '@/lib/session/viewer';
import { UpstreamError } from '@/lib/upstream/errors';
import { callOperation } from '@/lib/upstream/operation';
import { listPcrApplications, type PcrApplicationRecord } from '@/lib/upstream/operations/pcr';
import {
  PCR_APPLICATIONS_PAGE_SIZE,
  type PcrApplicationItem,
  type PcrApplicationsPage,
  type PcrApplicationsState,
} from '../pcr-application-list';

const text = (value: string | null | undefined): string => value?.trim() ?? '';

function appliedAt(value: string | null | undefined): string | null {
  const time = value?.trim();
  if (!time) return null;
  return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(time) ? time.slice(0, 16) : time;
}

function toItem(record: PcrApplicationRecord, place: number): PcrApplicationItem {
  return {
    key: record.id === null || record.id === undefined || record.id === '' ? `#${place}` : String(record.id),
    company: text(record.productName),
    product: text(record.product),
    appliedAt: appliedAt(record.applyTime),
  };
}

function isUnknownCall(error: unknown): boolean {
  return (
    error instanceof UpstreamError &&
    (error.status === 404 || error.code === '404' || error.kind === 'malformed')
  );
}

async function readPage(
  pageNum: number,
  pageSize: number,
  viewer: SignedInViewer,
  firstPlace: number,
): Promise<PcrApplicationsPage> {
  const answer = await callOperation(
    listPcrApplications,
    { pageNum, pageSize },
    { locale: viewer.locale, token: viewer.token },
  );
  const items = answer.list.map((record, index) => toItem(record, firstPlace + index));
  // Without `totals` (assumed): a full page may have more after it.
  const total = answer.totals ?? firstPlace + items.length + (items.length === pageSize ? 1 : 0);
  return { items, total };
}

export function pcrApplicationsPage(page: number, viewer: SignedInViewer): Promise<PcrApplicationsPage> {
  return readPage(page, PCR_APPLICATIONS_PAGE_SIZE, viewer, (page - 1) * PCR_APPLICATIONS_PAGE_SIZE);
}

/** POST /p/pcr/apply/list is an assumed call (docs/spec-readings.md "Assumed upstream calls and fields"). */
export async function loadPcrApplications(
  page: number,
  viewer: SignedInViewer,
): Promise<PcrApplicationsState> {
  // The operation's page size limit.
  const pages = Math.min(page, Math.floor(100 / PCR_APPLICATIONS_PAGE_SIZE));
  const { pageSize } = cumulativePage(pages, PCR_APPLICATIONS_PAGE_SIZE);
  try {
    return { kind: 'list', page: pages, ...(await readPage(1, pageSize, viewer, 0)) };
  } catch (error) {
    const unknown = isUnknownCall(error);
    logger.warn(
      { error: describeError(error) },
      unknown ? 'pcr applications: the platform has no list call' : 'pcr applications: list unavailable',
    );
    return { kind: unknown ? 'unavailable' : 'failed' };
  }
}
