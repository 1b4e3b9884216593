
/** business.md 9: news pages hold 4 items. */
export const NEWS_PAGE_SIZE = 4;

/** business.md 3: newestFlag 1, 2, 3 each have their colour; the portal names them. */
export type NewsFlag = 'latest' | 'important' | 'regular';

/** One news item as lists, the home page and the feed show it (STYLE.md habit 9). */
export type NewsSummary = {
  id: number;
  title: string;
  abstract: string | null;
  editor: string | null;
  /** China time text as upstream gave it. */
  publishTime: string;
  /** `YYYY-MM-DD`, China's day. */
  day: string;
  flag: NewsFlag;
  coverUrl: string | null;
};

export type NewsDayGroup = {
  day: string;
  items: NewsSummary[];
  /** The group continues the day the previous page ended with: no second date marker. */
  continues: boolean;
};

/**
 * The timeline's groups (business.md 2.2: "timeline grouped by date"), in the order given (newest
 * first). `previousDay` is the day of the last item already shown, so a page appended by "more"
 * continues that day instead of repeating its date.
 */
export function groupNewsByDate(items: readonly NewsSummary[], previousDay?: string): NewsDayGroup[] {
  const groups: NewsDayGroup[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last && last.day === item.day) last.items.push(item);
    else groups.push({ day: item.day, items: [item], continues: groups.length === 0 && item.day === previousDay });
  }
  return groups;
}
