import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getEnv } from '@/lib/env/server/env';
import { parseEpdSearchQuery } from '@/lib/epd/schemas';
import { epdSearchParams, searchFilters, type EpdSearchFilters } from '@/lib/epd/search-url';
import { searchDeclarations } from '@/lib/epd/server/search';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { describeError, logger } from '@/lib/observability/server/logger';
import { ATOM_CONTENT_TYPE, buildAtom } from '../atom';
import { epdFeedPath, feedFilters } from '../atom-feed-url';
import { epdSearchFeed, type FeedTranslate } from './feed-entries';

/** The newest matching declarations a feed carries, and as many of the latest expiry warnings. */
export const FEED_SIZE = 20;

const FIRST_LISTED = Symbol.for('portal.epd-feed.first-listed');
const MAX_FIRST_LISTED = 10_000;
const firstListedAt: Map<string, Date> = ((globalThis as Record<symbol, Map<string, Date> | undefined>)[
  FIRST_LISTED
] ??= new Map());

/** A declaration without a date of its own keeps the moment this process first listed it, so it does not move. */
function firstListed(id: string): Date {
  let date = firstListedAt.get(id);
  if (!date) {
    date = new Date();
    if (firstListedAt.size >= MAX_FIRST_LISTED) firstListedAt.delete(firstListedAt.keys().next().value!);
    firstListedAt.set(id, date);
  }
  return date;
}

/** Those of a search's declarations whose last days of validity have begun, the latest to enter them first. */
async function expiringDeclarations(filters: EpdSearchFilters) {
  if (filters.validity === 'expired') return [];
  const query = { ...filters, validity: 'expiring' as const, sort: 'expiring' as const };
  const soonest = await searchDeclarations(query, { offset: 0, limit: FEED_SIZE });
  if (soonest.total <= FEED_SIZE) return soonest.items;
  // Sorted by expiry date, the last ones are those whose window opened most recently.
  return (await searchDeclarations(query, { offset: soonest.total - FEED_SIZE, limit: FEED_SIZE })).items;
}

type SearchParams = Record<string, string | string[]>;

export function searchParamsRecord(params: URLSearchParams): SearchParams {
  const record: SearchParams = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    record[key] = values.length === 1 ? values[0]! : values;
  }
  return record;
}

/** GET /epd/epdSearch/feed?…: the Atom feed of a search, in `locale`; anything the page ignores is ignored here. */
export async function epdSearchFeedResponse(params: URLSearchParams, locale: Locale): Promise<Response> {
  const query = parseEpdSearchQuery(searchParamsRecord(params));
  const filters = feedFilters(query);
  const origin = getEnv().publicOrigin;
  const now = new Date();
  let answer;
  try {
    const [newest, expiring] = await Promise.all([
      searchDeclarations({ ...filters, sort: 'newest' }, { offset: 0, limit: FEED_SIZE, facets: true }),
      expiringDeclarations(filters),
    ]);
    answer = { newest, expiring };
  } catch (error) {
    logger.warn({ error: describeError(error) }, 'epd feed: the declaration index is unavailable');
    return new Response(null, { status: 503, headers: { 'retry-after': '60', 'cache-control': 'no-store' } });
  }
  const [t, tMeta] = await Promise.all([
    getTranslations({ locale, namespace: 'epdFeed' }),
    getTranslations({ locale, namespace: 'meta' }),
  ]);
  const pageQuery = epdSearchParams(searchFilters(query));
  const feed = epdSearchFeed({
    locale,
    origin,
    filters,
    selfUrl: origin + epdFeedPath(locale, filters),
    searchUrl: origin + localizedPath(locale, '/epd/epdSearch') + (pageQuery ? `?${pageQuery}` : ''),
    siteName: tMeta('title'),
    newest: answer.newest.items,
    expiring: answer.expiring,
    facets: answer.newest.facets,
    now,
    firstListed,
    t: t as unknown as FeedTranslate,
  });
  return new Response(buildAtom(feed), {
    headers: {
      'content-type': ATOM_CONTENT_TYPE,
      'cache-control': 'public, max-age=600',
      'x-content-type-options': 'nosniff',
    },
  });
}
