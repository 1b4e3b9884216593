import type { EpdSummary } from '@/lib/epd/epd-summary';
import type { NewsSummary } from './news';
import type { NoticeSummary } from './notices';

/** What the home page shows from upstream; a part that cannot be loaded is null, and the page still renders. */
export type HomeUpdates = {
  news: NewsSummary[] | null;
  notices: NoticeSummary[] | null;
  epds: EpdSummary[] | null;
};
