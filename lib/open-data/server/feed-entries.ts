import 'server-only';
import { toEpdSummary, type EpdSummary } from '@/lib/epd/epd-summary';
import { EXPIRING_WITHIN_DAYS, type EpdSearchFilters } from '@/lib/epd/search-url';
import { facetCounts, recordIn } from '@/lib/epd/server/search';
import type { IndexAnswer, IndexedDeclaration } from '@/lib/epd/server/declaration-index';
import { chinaToday } from '@/lib/epd/validity';
import type { Locale } from '@/lib/i18n/routing';
import type { EpdRecord } from '@/lib/upstream/operations/epd';
import type { AtomEntry, AtomFeed, AtomLink } from '../atom';

// The entries of a search's feed: a declaration that matches the search, and the same declaration once it enters its
// last EXPIRING_WITHIN_DAYS days of validity, are two entries with ids of their own. business.md 3 gives a declaration
// no publication time, so each `updated` is the first of these that is known:
//   - a new declaration: its data's chain block time (`dataStubsBlocktime`), else its report's (`reportStubsBlocktime`),
//     else China's midnight of `epdEffectiveDate` (an assumed field), else the moment this process first listed it;
//   - an expiry warning: China's midnight of the day the window opened, EXPIRING_WITHIN_DAYS days before the expiry date,
//     the day on which the search's "expiring within 90 days" starts to match it (lib/epd/server/declaration-index.ts).

/** The date of the entries' `tag:` URIs (RFC 4151), whose authority is the portal's host name: a year it held it. */
const TAG_DATE = '2026';

export type FeedTranslate = (key: string, values?: Record<string, string | number>) => string;

const ISO_DATE = /^(\d{4}-\d{2}-\d{2})/;
const CHINA_TIME = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/;

/** The instant a China wall-clock text (`YYYY-MM-DD[ HH:mm[:ss]]`) names, or null. */
export function chinaInstant(text: string | null | undefined): Date | null {
  const match = text ? CHINA_TIME.exec(text.trim()) : null;
  if (!match) return null;
  const [, day, hour = '00', minute = '00', second = '00'] = match;
  const instant = new Date(`${day}T${hour}:${minute}:${second}+08:00`);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** Calendar arithmetic on an ISO date, free of any time zone. */
function shiftDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first day (China's date) on which a declaration expiring on `expirationDate` counts as expiring. */
export function expiryWindowOpens(expirationDate: string): string {
  return shiftDays(expirationDate.slice(0, 10), -EXPIRING_WITHIN_DAYS);
}

/** Whether China's date at `now` lies in the declaration's last EXPIRING_WITHIN_DAYS days (its expiry day included). */
export function inExpiryWindow(expirationDate: string, now: Date): boolean {
  const today = chinaToday(now);
  return (
    ISO_DATE.test(expirationDate) &&
    expiryWindowOpens(expirationDate) <= today &&
    today <= expirationDate.slice(0, 10)
  );
}

/** When a declaration was published, as far as the record tells; null when it tells nothing. */
export function publishedAt(record: EpdRecord): Date | null {
  return (
    chinaInstant(record.dataStubsBlocktime) ??
    chinaInstant(record.reportStubsBlocktime) ??
    chinaInstant(ISO_DATE.exec(record.epdEffectiveDate ?? '')?.[1])
  );
}

export type FeedSearch = {
  locale: Locale;
  origin: string;
  filters: EpdSearchFilters;
  selfUrl: string;
  searchUrl: string;
  siteName: string;
  newest: IndexedDeclaration[];
  expiring: IndexedDeclaration[];
  facets: IndexAnswer['facets'];
  now: Date;
  /** The date of a declaration whose record gives none (see above). */
  firstListed: (id: string) => Date;
  t: FeedTranslate;
};

const hreflang = (locale: Locale) => (locale === 'en' ? 'en' : 'zh-CN');

function dayText(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'zh-CN', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

function summaryText(summary: EpdSummary, search: FeedSearch): string {
  const { t, locale } = search;
  const gwp =
    summary.gwp100 === null
      ? t('gwpNotDeclared')
      : t('gwpValue', {
          gwp: new Intl.NumberFormat(locale === 'en' ? 'en' : 'zh-CN', { maximumFractionDigits: 1 }).format(
            summary.gwp100,
          ),
        });
  const validUntil =
    summary.expirationDate && ISO_DATE.test(summary.expirationDate)
      ? dayText(summary.expirationDate, locale)
      : t('noExpiry');
  return t('summary', {
    company: summary.companyName,
    registrationNumber: summary.registrationNumber,
    gwp,
    validUntil,
  });
}

function entryOf(
  declaration: IndexedDeclaration,
  search: FeedSearch,
  kind: 'new' | 'expiring',
): AtomEntry | null {
  const { locale, origin, t } = search;
  const summary = toEpdSummary(recordIn(declaration, locale), locale, chinaToday(search.now));
  const link: AtomLink = {
    rel: 'alternate',
    type: 'text/html',
    href: origin + summary.productPath,
    hreflang: hreflang(summary.productNameLang),
  };
  const host = new URL(origin).hostname;
  const common = {
    link,
    author: summary.companyName,
    categories: [summary.productType],
    summary: summaryText(summary, search),
  };
  if (kind === 'new') {
    const updated = publishedAt(declaration.record) ?? search.firstListed(summary.id);
    return {
      ...common,
      id: `tag:${host},${TAG_DATE}:epd/${encodeURIComponent(summary.id)}`,
      title: t('newTitle', { product: summary.productName }),
      updated,
      published: updated,
    };
  }
  const expiry = summary.expirationDate?.slice(0, 10);
  if (!expiry || !ISO_DATE.test(expiry)) return null;
  return {
    ...common,
    // The expiry date is part of the id: a declaration renewed with a new date warns again.
    id: `tag:${host},${TAG_DATE}:epd/${encodeURIComponent(summary.id)}/expiring/${expiry}`,
    title: t('expiringTitle', { product: summary.productName, date: dayText(expiry, locale) }),
    updated: chinaInstant(expiryWindowOpens(expiry))!,
  };
}

/** The search in words, as its feed is named: the filters in use, or "all declarations". */
export function searchDescription(search: Pick<FeedSearch, 'filters' | 'facets' | 'locale' | 't'>): string {
  const { filters, facets, locale, t } = search;
  const label = (values: ReturnType<typeof facetCounts>, value: string) =>
    values.find((facet) => facet.value === value)?.label ?? value;
  const parts: string[] = [];
  if (filters.company) parts.push(label(facetCounts(facets.companies, locale, 'company'), filters.company));
  if (filters.pcr) parts.push(label(facetCounts(facets.pcrs, locale, 'pcr'), filters.pcr));
  if (filters.keyword) parts.push(t('keyword', { keyword: filters.keyword }));
  if (filters.type) parts.push(t(`type.${filters.type}`));
  if (filters.validity) parts.push(t(`validity.${filters.validity}`));
  const number = new Intl.NumberFormat(locale === 'en' ? 'en' : 'zh-CN', { maximumFractionDigits: 1 });
  if (filters.gwpMin !== undefined && filters.gwpMax !== undefined)
    parts.push(t('gwpBetween', { min: number.format(filters.gwpMin), max: number.format(filters.gwpMax) }));
  else if (filters.gwpMin !== undefined) parts.push(t('gwpAtLeast', { min: number.format(filters.gwpMin) }));
  else if (filters.gwpMax !== undefined) parts.push(t('gwpAtMost', { max: number.format(filters.gwpMax) }));
  if (filters.chain) parts.push(t('chain'));
  return parts.length ? parts.join(' · ') : t('allDeclarations');
}

/** The feed of a search: its new declarations and its expiry warnings, the latest first. */
export function epdSearchFeed(search: FeedSearch): AtomFeed {
  const { locale, t } = search;
  const entries = [
    ...search.newest.map((declaration) => entryOf(declaration, search, 'new')),
    ...search.expiring.map((declaration) => entryOf(declaration, search, 'expiring')),
  ]
    .filter((entry): entry is AtomEntry => entry !== null)
    .sort((a, b) => b.updated.getTime() - a.updated.getTime() || a.id.localeCompare(b.id));
  const updated = entries[0]?.updated ?? chinaInstant(chinaToday(search.now))!;
  return {
    id: search.selfUrl,
    lang: hreflang(locale),
    title: t('title', { search: searchDescription(search) }),
    subtitle: t('subtitle', { days: EXPIRING_WITHIN_DAYS }),
    updated,
    links: [
      { rel: 'self', type: 'application/atom+xml', href: search.selfUrl },
      { rel: 'alternate', type: 'text/html', href: search.searchUrl, hreflang: hreflang(locale) },
    ],
    author: { name: search.siteName, uri: `${search.origin}/` },
    icon: `${search.origin}/icon.svg`,
    entries,
  };
}
