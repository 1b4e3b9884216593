import { useLocale } from 'next-intl';
import { formatChinaDate } from '@/lib/content/china-time';
import { Link } from '@/lib/i18n/navigation';

export type RecentEntry = { id: number; title: string; href: string; day: string; publishTime: string };

export function RecentList({
  title,
  titleId,
  items,
  allHref,
  allLabel,
}: {
  title: string;
  titleId: string;
  items: RecentEntry[];
  allHref: string;
  allLabel: string;
}) {
  const locale = useLocale();
  if (items.length === 0) return null;
  return (
    <div className="rounded-card border border-line bg-surface p-5 shadow-card">
      <h2 id={titleId} className="text-base font-semibold text-steel-900">
        {title}
      </h2>
      <ul className="mt-3 divide-y divide-line">
        {items.map((item) => (
          <li key={item.id} className="py-3">
            <Link
              href={item.href}
              className="block text-sm leading-snug font-medium text-steel-800 underline-offset-4 hover:text-steel-600 hover:underline"
            >
              {item.title}
            </Link>
            <time dateTime={item.day} className="mt-1 block text-xs text-ink-muted tabular-nums">
              {formatChinaDate(item.publishTime, locale)}
            </time>
          </li>
        ))}
      </ul>
      <Link
        href={allHref}
        className="mt-2 inline-block text-sm font-medium text-steel-600 hover:text-leaf-700"
      >
        {allLabel} →
      </Link>
    </div>
  );
}
