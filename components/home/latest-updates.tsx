import { getTranslations } from 'next-intl/server';
import { PlainImage } from '@/components/ui/plain-image';
import { pictureSources } from '@/lib/content/dto';
import { chinaDateParts, formatChinaDate } from '@/lib/content/china-time';
import type { NewsSummary } from '@/lib/content/news';
import type { NoticeSummary } from '@/lib/content/notices';
import type { HomeUpdates } from '@/lib/content/home';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { RecentEpds } from './recent-epds';

/** Recent declarations, news and notices; a part upstream cannot give leaves a link to its list. */
export async function LatestUpdates({ updates, locale }: { updates: HomeUpdates; locale: Locale }) {
  const t = await getTranslations('home.updates');
  return (
    <>
      <RecentEpds epds={updates.epds} />
      <section aria-labelledby="updates-title" className="below-fold border-t border-line bg-surface">
        <div className="container-page py-14 sm:py-16">
          <h2 id="updates-title" className="text-2xl font-semibold tracking-tight text-steel-900 sm:text-3xl">
            {t('title')}
          </h2>
          <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)]">
            <div>
              <ColumnHeading
                kicker={t('news.kicker')}
                title={t('news.title')}
                href="/news"
                cta={t('news.cta')}
              />
              {updates.news?.length ? (
                <NewsColumn items={updates.news} locale={locale} />
              ) : (
                <Fallback body={t('news.body')} />
              )}
            </div>
            <div>
              <ColumnHeading
                kicker={t('notices.kicker')}
                title={t('notices.title')}
                href="/NoticeInformationPage"
                cta={t('notices.cta')}
              />
              {updates.notices?.length ? (
                <NoticeColumn items={updates.notices} locale={locale} />
              ) : (
                <Fallback body={t('notices.body')} />
              )}
            </div>
          </div>
        </div>
      </section>
    </>
  );
}

function ColumnHeading({
  kicker,
  title,
  href,
  cta,
}: {
  kicker: string;
  title: string;
  href: string;
  cta: string;
}) {
  return (
    <div className="mb-4 flex items-end justify-between gap-4 border-b border-line pb-3">
      <div>
        <p className="text-sm font-semibold tracking-wide text-leaf-700">{kicker}</p>
        <h3 className="mt-0.5 text-lg font-semibold text-steel-900">{title}</h3>
      </div>
      <Link href={href} className="shrink-0 text-sm font-medium text-steel-600 hover:text-leaf-700">
        {cta} →
      </Link>
    </div>
  );
}

function NewsColumn({ items, locale }: { items: NewsSummary[]; locale: 'zh' | 'en' }) {
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item.id}>
          <Link
            href={`/news/newsDetailsPage?id=${item.id}`}
            className="group flex gap-4 rounded-lg p-2 -mx-2 transition hover:bg-canvas"
          >
            {item.coverUrl ? (
              <PlainImage
                {...pictureSources(item.coverUrl, 320)}
                sizes="(min-width: 640px) 10rem, 7rem"
                alt=""
                width={640}
                height={360}
                className="aspect-video w-28 shrink-0 self-start rounded-md border border-line object-cover sm:w-40"
              />
            ) : null}
            <span className="min-w-0">
              <time dateTime={item.day} className="text-xs text-ink-muted tabular-nums">
                {formatChinaDate(item.publishTime, locale)}
              </time>
              <span className="mt-0.5 line-clamp-2 block leading-snug font-semibold text-steel-900 group-hover:text-steel-600">
                {item.title}
              </span>
              {item.abstract ? (
                <span className="mt-1 line-clamp-2 hidden text-sm text-ink-muted sm:block">
                  {item.abstract}
                </span>
              ) : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function NoticeColumn({ items, locale }: { items: NoticeSummary[]; locale: 'zh' | 'en' }) {
  return (
    <ul className="divide-y divide-line">
      {items.map((item) => {
        const parts = chinaDateParts(item.publishTime, locale);
        return (
          <li key={item.id}>
            <Link
              href={`/NoticeInformationPage/Notice?id=${item.id}`}
              className="group flex items-start gap-4 py-3"
            >
              <time dateTime={item.day} className="date-tile" data-testid="notice-date">
                <span className="date-tile-day">{parts.day}</span>
                <span className="date-tile-month">{parts.monthYear}</span>
              </time>
              <span className="line-clamp-2 text-sm leading-snug font-medium text-steel-800 group-hover:text-steel-600">
                {item.title}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function Fallback({ body }: { body: string }) {
  return (
    <p className="rounded-lg border border-dashed border-line bg-canvas p-5 text-sm text-ink-muted">{body}</p>
  );
}
