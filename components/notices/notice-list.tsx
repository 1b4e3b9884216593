import { useLocale, useTranslations } from 'next-intl';
import { chinaDateParts, formatChinaDate } from '@/lib/content/china-time';
import type { NoticeSummary } from '@/lib/content/notices';
import { Link } from '@/lib/i18n/navigation';

/** Notices as a list of dated rows: the date block, the title and the summary (business.md 2.2). */
export function NoticeList({ items }: { items: NoticeSummary[] }) {
  const t = useTranslations('notices');
  const locale = useLocale();
  return (
    <ul className="space-y-4">
      {items.map((item) => {
        const parts = chinaDateParts(item.publishTime, locale);
        return (
          <li key={item.id}>
            <article className="group relative flex gap-4 rounded-card border border-line bg-surface p-4 shadow-card transition hover:border-steel-500 sm:gap-6 sm:p-5">
              <time
                dateTime={item.day}
                className="flex w-16 shrink-0 flex-col items-center justify-center rounded-lg bg-steel-50 py-2 text-center sm:w-20"
              >
                <span className="text-2xl leading-none font-semibold text-steel-800 tabular-nums sm:text-3xl">
                  {parts.day}
                </span>
                <span className="mt-1 text-[11px] leading-tight text-ink-muted sm:text-xs">
                  {parts.monthYear}
                </span>
              </time>
              <div className="min-w-0 flex-1">
                <h3 className="text-base leading-snug font-semibold text-steel-900 sm:text-lg">
                  <Link
                    href={`/NoticeInformationPage/Notice?id=${item.id}`}
                    className="after:absolute after:inset-0 group-hover:text-steel-600"
                  >
                    {item.title}
                  </Link>
                </h3>
                {item.summary ? (
                  <p className="mt-1.5 line-clamp-2 text-sm leading-relaxed text-ink-muted">{item.summary}</p>
                ) : null}
                <p className="mt-2 text-xs text-ink-muted">
                  <span className="sr-only">{t('published')} </span>
                  {formatChinaDate(item.publishTime, locale)}
                  <span
                    className="ml-3 font-medium text-steel-600 group-hover:text-leaf-700"
                    aria-hidden="true"
                  >
                    {t('readMore')} →
                  </span>
                </p>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
