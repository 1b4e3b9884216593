import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { NewsFlagBadge } from '@/components/news/news-flag';
import { JsonLd } from '@/components/pages/json-ld';
import { PageHeader } from '@/components/pages/page-header';
import { RecentList } from '@/components/pages/recent-list';
import { PlainImage } from '@/components/ui/plain-image';
import { pictureSources } from '@/lib/content/dto';
import { chinaIsoTime, formatChinaDate } from '@/lib/content/china-time';
import { loadLatestNews, loadNewsArticle } from '@/lib/content/server/news';
import { Link } from '@/lib/i18n/navigation';
import { newsArticleJsonLd } from '@/lib/seo/server/json-ld';
import { toMetadata } from '@/lib/seo/page-head';
import { pageLocale, queryValue, type PageParams, type PageSearchParams } from '@/lib/i18n/page-params';

type Props = PageParams & PageSearchParams;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const id = queryValue(await searchParams, 'id');
  const article = await loadNewsArticle(id, locale).catch(() => null);
  if (!article) return { robots: { index: false, follow: true } };
  const path = `/news/newsDetailsPage?id=${article.id}`;
  const siteName = (await getTranslations({ locale, namespace: 'meta' }))('title');
  return toMetadata({
    locale,
    path,
    title: article.title,
    description: article.abstract ?? undefined,
    siteName,
    type: 'article',
    publishedTime: chinaIsoTime(article.publishTime),
    images: article.coverUrl ? [article.coverUrl] : [],
  });
}

// /news/newsDetailsPage?id= – one news item: title, editor, date and body (business.md 2.2).
export default async function NewsDetailsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const article = await loadNewsArticle(queryValue(await searchParams, 'id'), locale);
  if (!article) notFound();
  const [t, latest] = await Promise.all([getTranslations('news'), loadLatestNews(locale, 6).catch(() => [])]);
  return (
    <>
      <JsonLd data={await newsArticleJsonLd(article, locale)} />
      <PageHeader
        title={article.title}
        lead={article.abstract}
        crumbs={[{ label: t('title'), href: '/news' }, { label: t('article') }]}
        kicker={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <NewsFlagBadge flag={article.flag} />
            <time dateTime={chinaIsoTime(article.publishTime) ?? article.day}>
              {formatChinaDate(article.publishTime, locale, 'long')}
            </time>
            {article.editor ? (
              <span className="text-steel-100/80">{t('editor', { editor: article.editor })}</span>
            ) : null}
          </span>
        }
      />
      <div className="container-page grid gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <article className="min-w-0 rounded-card border border-line bg-surface p-5 shadow-card sm:p-8">
          {article.coverUrl ? (
            <PlainImage
              {...pictureSources(article.coverUrl)}
              sizes="(min-width: 1024px) 52rem, calc(100vw - 4rem)"
              alt=""
              width={640}
              height={360}
              loading="eager"
              fetchPriority="high"
              className="mb-6 aspect-video w-full rounded-lg border border-line object-cover"
            />
          ) : null}
          <div
            className="prose-platform [&>:first-child]:mt-0 text-[15px] text-ink sm:text-base"
            // Sanitised on the server by the operation's htmlFields (news.get: newsContent).
            dangerouslySetInnerHTML={{ __html: article.bodyHtml }}
          />
          <p className="mt-8 border-t border-line pt-5 text-sm">
            <Link href="/news" className="font-medium text-steel-600 underline-offset-4 hover:underline">
              ← {t('back')}
            </Link>
          </p>
        </article>
        <aside aria-labelledby="latest-news-title" className="lg:sticky lg:top-24 lg:self-start">
          <RecentList
            title={t('latest')}
            titleId="latest-news-title"
            items={latest
              .filter((item) => item.id !== article.id)
              .slice(0, 5)
              .map((item) => ({ ...item, href: `/news/newsDetailsPage?id=${item.id}` }))}
            allHref="/news"
            allLabel={t('all')}
          />
        </aside>
      </div>
    </>
  );
}
