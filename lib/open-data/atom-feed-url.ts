import { epdSearchParams, searchFilters, type EpdSearchFilters } from '@/lib/epd/search-url';
import { localizedPath, type Locale } from '@/lib/i18n/routing';

/** The address of a search's Atom feed (`/en/…` in English): the search page's parameters, read the same way. */
export const EPD_FEED_PATH = '/epd/epdSearch/feed';

/** The filters of a feed: the search's, without its page and sort (a feed is in the order of its events). */
export function feedFilters(filters: EpdSearchFilters): EpdSearchFilters {
  return { ...searchFilters(filters), sort: undefined };
}

/** The one address of a search's feed, whatever page or sort the search was on. */
export function epdFeedPath(locale: Locale, filters: EpdSearchFilters): string {
  const query = epdSearchParams(feedFilters(filters));
  return localizedPath(locale, EPD_FEED_PATH) + (query ? `?${query}` : '');
}
