/** business.md 9: news pages hold 4 items. */
export const NEWS_PAGE_SIZE = 4;

/** business.md 3: newestFlag 1, 2, 3 each have their colour; the portal names them. */
export type NewsFlag = 'latest' | 'important' | 'regular';

export type NewsSummary = {
  id: number;
  title: string;
  abstract: string | null;
  editor: string | null;
  publishTime: string;
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

/** Timeline grouped by date (business.md 2.2); a "more" page that continues `previousDay` repeats no date. */
export function groupNewsByDate(items: readonly NewsSummary[], previousDay?: string): NewsDayGroup[] {
  const groups: NewsDayGroup[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last && last.day === item.day) last.items.push(item);
    else
      groups.push({
        day: item.day,
        items: [item],
        continues: groups.length === 0 && item.day === previousDay,
      });
  }
  return groups;
}
