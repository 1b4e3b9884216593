import type { Locale } from '@/lib/i18n/routing';
import type { EpdSummary } from './epd-summary';
import { GWP_AXIS_MAX } from './gwp-benchmarks';
import { EXPIRING_WITHIN_DAYS, MAX_COMPARED, epdSearchParams } from './search-url';

export { MAX_COMPARED };

/** Tokens read from one address: enough for any real list, never an unbounded loop over a crafted one. */
const MAX_TOKENS = 40;
/** A declaration id as the platform numbers them (GET /n/epd/{id}). */
const ID = /^\d{1,12}$/;

export type CompareIds = {
  /** Every distinct id asked for, in the order given: the comparison's whole state. */
  requested: string[];
  /** The first `MAX_COMPARED` of them, the ones compared. */
  compared: string[];
  /** Ids past the first `MAX_COMPARED`. */
  leftOut: string[];
  /** Parts of the list that are no declaration id at all, shortened for display. */
  invalid: string[];
};

/** `?ids=12,15,20`: ids normalised (`012` is `12`), in the order given, each once. */
export function parseCompareIds(raw: string | string[] | undefined): CompareIds {
  const text = Array.isArray(raw) ? raw.join(',') : (raw ?? '');
  const requested: string[] = [];
  const invalid: string[] = [];
  for (const token of text
    .split(/[\s,，、]+/)
    .filter(Boolean)
    .slice(0, MAX_TOKENS)) {
    const id = ID.test(token) ? String(Number(token)) : null;
    if (id === null || id === '0') {
      const shown = token.length > 24 ? `${token.slice(0, 24)}…` : token;
      if (!invalid.includes(shown)) invalid.push(shown);
    } else if (!requested.includes(id)) requested.push(id);
  }
  return {
    requested,
    compared: requested.slice(0, MAX_COMPARED),
    leftOut: requested.slice(MAX_COMPARED),
    invalid,
  };
}

/** The comparison's fixed address (without the locale prefix); the commas stay readable. */
export function comparePath(ids: readonly string[]): string {
  return ids.length ? `/epd/compare?ids=${ids.join(',')}` : '/epd/compare';
}

/** Back to the search, which keeps the ids being compared in its `compare` parameter. */
export function compareSearchPath(ids: readonly string[]): string {
  const params = epdSearchParams({ compare: ids });
  return params ? `/epd/epdSearch?${params}` : '/epd/epdSearch';
}

/** The open data API's openEPD document of one declaration. */
export function openEpdDocumentPath(id: string): string {
  return `/api/open/v1/epds/${encodeURIComponent(id)}`;
}

export type ValidityState = 'valid' | 'expiring' | 'expired';

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

function dayNumber(isoDate: string): number | null {
  const match = ISO_DATE.exec(isoDate);
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS : null;
}

/**
 * Valid, in its last `EXPIRING_WITHIN_DAYS` days, or expired, on China's date (`today` from `chinaToday()`), as the
 * search's validity filter counts; the expiry day itself is still valid, and an unknown expiry counts as valid.
 */
export function validityOn(
  expirationDate: string | null,
  today: string,
): { state: ValidityState; daysLeft: number | null } {
  const last = expirationDate ? dayNumber(expirationDate) : null;
  const now = dayNumber(today);
  if (last === null || now === null) return { state: 'valid', daysLeft: null };
  const daysLeft = last - now;
  if (daysLeft < 0) return { state: 'expired', daysLeft };
  return { state: daysLeft <= EXPIRING_WITHIN_DAYS ? 'expiring' : 'valid', daysLeft };
}

const TICK_STEPS = [1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000];

/**
 * One GWP scale for every compared declaration and the reference ranges: from 0 to the typical scale's end, or
 * further when a declared value lies beyond it, in round ticks.
 */
export function gwpAxis(values: readonly number[]): { max: number; ticks: number[] } {
  const highest = Math.max(GWP_AXIS_MAX, ...values.filter((value) => Number.isFinite(value)));
  const step =
    TICK_STEPS.find((candidate) => Math.ceil(highest / candidate) <= 6) ??
    10 ** Math.ceil(Math.log10(highest));
  const max = Math.ceil(highest / step) * step;
  return { max, ticks: Array.from({ length: max / step + 1 }, (_, index) => index * step) };
}

/** The ids whose GWP is the lowest of two or more declared values (all of them on a tie). */
export function lowestGwpIds(declarations: readonly { id: string; gwp100: number | null }[]): string[] {
  const declared = declarations.filter((declaration) => declaration.gwp100 !== null);
  if (declared.length < 2) return [];
  const lowest = Math.min(...declared.map((declaration) => declaration.gwp100!));
  return declared.filter((declaration) => declaration.gwp100 === lowest).map((declaration) => declaration.id);
}

/** One column of the comparison: what a card shows, plus every public field in both languages (business.md 3). */
export type ComparedDeclaration = {
  summary: EpdSummary;
  names: { zh: string; en: string | null };
  companyNames: { zh: string; en: string | null };
  companyCode: string | null;
  pcr: { number: string | null; zh: string | null; en: string | null } | null;
  validity: { state: ValidityState; daysLeft: number | null };
  /** The report of each language the platform keeps, opened as the cards open it (`/apppdf/{businessId}`). */
  reports: { lang: Locale; businessId: string; attachmentId: string }[];
  jsonPath: string;
  /** The same comparison without this declaration (locale prefix not included). */
  removePath: string;
  lowest: boolean;
};

export type Comparison = {
  /** Every distinct id asked for, in order: what links back to the search carry. */
  requested: string[];
  columns: ComparedDeclaration[];
  /** Asked for, but no published declaration has that id (or it is no id at all). */
  notFound: string[];
  /** The platform did not answer for these just now. */
  unavailable: string[];
  leftOut: string[];
  axis: { max: number; ticks: number[] };
};
