import 'server-only';
import { getEnv } from '@/lib/env/server/env';
import { describeError, logger } from '@/lib/observability/server/logger';
import { observeDeclarationIndexFill } from '@/lib/observability/server/metrics';
import { callOperation } from '@/lib/upstream/operation';
import { searchEpds, type EpdRecord } from '@/lib/upstream/operations/epd';
import { listPcrs, type PcrOption } from '@/lib/upstream/operations/pcr';
import { DeclarationIndex, type IndexedDeclaration, type PcrNames } from './declaration-index';

// Each instance keeps its own copy of the index: the data is public, small (the bench's figures are in docs/open-data.md)
// and the same for every visitor, so sharing it through Redis would only add a network hop to every search. It is filled
// by paging the spec's own search (business.md 7, POST p/epd/page) as a visitor, past the data cache, and refilled in the
// background once older than EPD_INDEX_REFRESH_SECONDS (the public data cache's interval by default): a search is never
// held up by a refill, only the first one after start-up waits for the first fill.

/** The page size of a fill: the most one p/epd/page call is asked for. */
const FILL_PAGE_SIZE = 100;

/** A replaced index stays open this long for a reader that took it just before the swap. */
const RETIRE_AFTER_MS = 30_000;

const log = logger.child({ component: 'declaration-index' });

function retire(index: DeclarationIndex | null): void {
  if (index) setTimeout(() => index.close(), RETIRE_AFTER_MS).unref();
}

type Store = {
  index: DeclarationIndex | null;
  filling: Promise<DeclarationIndex> | null;
  lastAttemptAt: number;
  /** When the last fill failed, if it failed after the current index was built: the platform is not answering. */
  failingSince: number | null;
};

const STORE = Symbol.for('portal.declaration-index');
const store: Store = ((globalThis as Record<symbol, Store | undefined>)[STORE] ??= {
  index: null,
  filling: null,
  lastAttemptAt: 0,
  failingSince: null,
});

/** The PCR names of a record: matched by number, or by the Chinese name the record carries (business.md 3 has no number). */
function pcrNamesOf(pcrs: PcrOption[]): (record: EpdRecord) => PcrNames | null {
  const byNumber = new Map(pcrs.map((pcr) => [pcr.pcrNumber, pcr]));
  const byName = new Map(pcrs.filter((pcr) => pcr.productName).map((pcr) => [pcr.productName!.trim(), pcr]));
  return (record) => {
    const found =
      (record.pcrNumber && byNumber.get(record.pcrNumber)) ||
      (record.pcrProductName && byName.get(record.pcrProductName.trim()));
    if (found)
      return { number: found.pcrNumber, zh: found.productName ?? null, en: found.enProductName ?? null };
    const name = record.pcrProductName?.trim() || null;
    return record.pcrNumber || name ? { number: record.pcrNumber ?? null, zh: name, en: null } : null;
  };
}

/** Every public declaration, newest first, in Chinese (English names are fields of the same record). */
export async function readAllDeclarations(maxRecords: number): Promise<IndexedDeclaration[]> {
  const pcrs = await callOperation(listPcrs, {}, { locale: 'zh' }).catch((error: unknown) => {
    log.warn({ error: describeError(error) }, 'PCR list unavailable: PCR names in one language only');
    return [] as PcrOption[];
  });
  const pcrOf = pcrNamesOf(pcrs);
  const records: IndexedDeclaration[] = [];
  for (let pageNum = 1; records.length < maxRecords; pageNum += 1) {
    const page = await callOperation(
      searchEpds,
      { pageNum, pageSize: FILL_PAGE_SIZE },
      { locale: 'zh', fresh: true },
    );
    for (const record of page.list) records.push({ record, pcr: pcrOf(record) });
    if (page.list.length === 0 || pageNum * FILL_PAGE_SIZE >= page.totals) break;
  }
  if (records.length >= maxRecords)
    log.warn(
      { maxRecords },
      'declaration index full: EPD_INDEX_MAX_RECORDS reached, older declarations left out',
    );
  return records.slice(0, maxRecords);
}

function fill(): Promise<DeclarationIndex> {
  store.filling ??= (async () => {
    store.lastAttemptAt = Date.now();
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const index = await DeclarationIndex.buildInSteps(
        await readAllDeclarations(getEnv().epdIndex.maxRecords),
      );
      retire(store.index);
      store.index = index;
      store.failingSince = null;
      observeDeclarationIndexFill('ok', seconds(), index.size);
      log.info({ size: index.size, ms: Math.round(seconds() * 1000) }, 'declaration index filled');
      return index;
    } catch (error) {
      store.failingSince ??= Date.now();
      observeDeclarationIndexFill('failed', seconds());
      throw error;
    } finally {
      store.filling = null;
    }
  })();
  return store.filling;
}

/** The index to read: the current one (a refill starts in the background when it is old), or the first fill. */
export async function declarationIndex(): Promise<DeclarationIndex> {
  const { index } = store;
  if (!index) return fill();
  const refreshMs = getEnv().epdIndex.refreshSeconds * 1000;
  if (
    Date.now() - index.builtAt >= refreshMs &&
    Date.now() - store.lastAttemptAt >= refreshMs &&
    !store.filling
  ) {
    fill().catch((error: unknown) =>
      log.warn(
        { error: describeError(error), age: Date.now() - index.builtAt },
        'declaration index refill failed; serving the last fill',
      ),
    );
  }
  return index;
}

/** When the index is older than its refresh interval because refills fail: the time its data is from, else null. */
export function declarationIndexOutdated(): Date | null {
  const { index, failingSince } = store;
  return index && failingSince !== null ? new Date(index.builtAt) : null;
}

/** Tests and the bench: replace the index with these declarations (PORTAL_DEV_OPS only, app/api/dev). */
export function replaceDeclarationIndex(declarations: Iterable<IndexedDeclaration>): DeclarationIndex {
  const index = DeclarationIndex.build(declarations);
  retire(store.index);
  store.index = index;
  store.lastAttemptAt = Date.now();
  store.failingSince = null;
  return index;
}

/** Forgets the index: the next search fills it again from upstream. */
export function dropDeclarationIndex(): void {
  retire(store.index);
  store.index = null;
  store.lastAttemptAt = 0;
  store.failingSince = null;
}
