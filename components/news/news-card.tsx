import { useLocale, useTranslations } from 'next-intl';
import { PlainImage } from '@/components/ui/plain-image';
import { pictureSources } from '@/lib/content/dto';
import { formatChinaDate } from '@/lib/content/china-time';
import type { NewsSummary } from '@/lib/content/news';
import { Link } from '@/lib/i18n/navigation';
import { NewsFlagBadge } from './news-flag';

/** `priority`: the page's first card, whose cover loads at once, not lazily. */
export function NewsCard({ item, priority = false }: { item: NewsSummary; priority?: boolean }) {
  const t = useTranslations('news');
  const locale = useLocale();
  const href = `/news/newsDetailsPage?id=${item.id}`;
  return (
    <article className="group relative flex flex-col gap-4 rounded-card border border-line bg-surface p-4 shadow-card transition hover:border-steel-500 sm:flex-row sm:p-5">
      {item.coverUrl ? (
        <PlainImage
          {...pictureSources(item.coverUrl)}
          sizes="(min-width: 640px) 14rem, calc(100vw - 4rem)"
          alt=""
          width={640}
          height={360}
          {...(priority ? { loading: 'eager', fetchPriority: 'high', decoding: 'auto' } : {})}
          className="aspect-video w-full shrink-0 self-start rounded-lg border border-line bg-steel-50 object-cover sm:w-56"
        />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex flex-wrap items-center gap-2">
          <NewsFlagBadge flag={item.flag} />
          <time dateTime={item.day} className="text-xs text-ink-muted tabular-nums">
            {formatChinaDate(item.publishTime, locale)}
          </time>
        </div>
        <h3 className="mt-2 text-lg leading-snug font-semibold text-steel-900">
          <Link href={href} className="after:absolute after:inset-0 group-hover:text-steel-600">
            {item.title}
          </Link>
        </h3>
        {item.abstract ? (
          <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-ink-muted">{item.abstract}</p>
        ) : null}
        <p className="mt-auto pt-3 text-xs text-ink-muted">
          {item.editor ? t('editor', { editor: item.editor }) : null}
          <span className="ml-3 font-medium text-steel-600 group-hover:text-leaf-700" aria-hidden="true">
            {t('readMore')} →
          </span>
        </p>
      </div>
    </article>
  );
}
