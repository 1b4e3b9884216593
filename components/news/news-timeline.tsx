import { useLocale } from 'next-intl';
import { chinaDateParts } from '@/lib/content/china-time';
import type { NewsDayGroup } from '@/lib/content/news';
import { NewsCard } from './news-card';

/** The news timeline (business.md 2.2), a row per day; a day continued from the previous page shows no second date. */
export function NewsTimeline({ groups, first = false }: { groups: NewsDayGroup[]; first?: boolean }) {
  const locale = useLocale();
  return (
    <ol className="relative">
      {groups.map((group) => {
        const parts = chinaDateParts(group.day, locale);
        return (
          <li
            key={`${group.day}-${group.continues ? 'more' : 'first'}`}
            className="grid gap-3 pb-6 sm:grid-cols-[8rem_1fr] sm:gap-0 sm:pb-0"
          >
            <div className="sm:pt-4 sm:pr-8 sm:text-right">
              {group.continues ? null : (
                <time
                  dateTime={group.day}
                  className="flex items-baseline gap-2 sm:flex-col sm:items-end sm:gap-0"
                >
                  <span className="text-3xl leading-none font-semibold text-steel-800 tabular-nums sm:text-4xl">
                    {parts.day}
                  </span>
                  <span className="text-sm text-ink-muted sm:mt-1">{parts.monthYear}</span>
                </time>
              )}
            </div>
            <ul className="space-y-4 sm:border-l sm:border-line sm:pb-8 sm:pl-8">
              {group.items.map((item, index) => (
                <li key={item.id} className="relative">
                  {index === 0 && !group.continues ? (
                    <span
                      aria-hidden="true"
                      className="absolute top-6 -left-[2.35rem] hidden size-3 rounded-full border-2 border-surface bg-leaf-500 ring-1 ring-leaf-500 sm:block"
                    />
                  ) : null}
                  <NewsCard item={item} priority={first && group === groups[0] && index === 0} />
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
