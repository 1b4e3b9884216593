import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { NoticeAttachments } from '@/components/notices/notice-attachments';
import { PageHeader } from '@/components/pages/page-header';
import { RecentList } from '@/components/pages/recent-list';
import { chinaIsoTime, formatChinaDate } from '@/lib/content/china-time';
import { loadNotice, loadNoticeListing } from '@/lib/content/server/notices';
import { Link } from '@/lib/i18n/navigation';
import { toMetadata } from '@/lib/seo/page-head';
import { pageLocale, queryValue, type PageParams, type PageSearchParams } from '@/lib/i18n/page-params';

type Props = PageParams & PageSearchParams;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const notice = await loadNotice(queryValue(await searchParams, 'id'), locale).catch(() => null);
  if (!notice) return { robots: { index: false, follow: true } };
  const path = `/NoticeInformationPage/Notice?id=${notice.id}`;
  const siteName = (await getTranslations({ locale, namespace: 'meta' }))('title');
  return toMetadata({
    locale,
    path,
    title: notice.title,
    description: notice.summary ?? undefined,
    siteName,
    type: 'article',
    publishedTime: chinaIsoTime(notice.publishTime),
  });
}

// /NoticeInformationPage/Notice?id= – one notice with its attachments (business.md 2.2).
export default async function NoticePage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const notice = await loadNotice(queryValue(await searchParams, 'id'), locale);
  if (!notice) notFound();
  const [t, recent] = await Promise.all([
    getTranslations('notices'),
    loadNoticeListing(locale, 1, 6).catch(() => null),
  ]);
  return (
    <>
      <PageHeader
        title={notice.title}
        lead={notice.summary}
        crumbs={[{ label: t('title'), href: '/NoticeInformationPage' }, { label: t('notice') }]}
        kicker={
          <time dateTime={chinaIsoTime(notice.publishTime) ?? notice.day}>
            {t('publishedOn', { date: formatChinaDate(notice.publishTime, locale, 'long') })}
          </time>
        }
      />
      <div className="container-page grid gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <article className="min-w-0 rounded-card border border-line bg-surface p-5 shadow-card sm:p-8">
          <div
            className="prose-platform [&>:first-child]:mt-0 text-[15px] text-ink sm:text-base"
            // Sanitised on the server by the operation's htmlFields (notices.get: content).
            dangerouslySetInnerHTML={{ __html: notice.bodyHtml }}
          />
          <NoticeAttachments attachments={notice.attachments} />
          <p className="mt-8 border-t border-line pt-5 text-sm">
            <Link
              href="/NoticeInformationPage"
              className="font-medium text-steel-600 underline-offset-4 hover:underline"
            >
              ← {t('back')}
            </Link>
          </p>
        </article>
        <aside aria-labelledby="latest-notices-title" className="lg:sticky lg:top-24 lg:self-start">
          <RecentList
            title={t('latest')}
            titleId="latest-notices-title"
            items={(recent?.items ?? [])
              .filter((item) => item.id !== notice.id)
              .slice(0, 5)
              .map((item) => ({ ...item, href: `/NoticeInformationPage/Notice?id=${item.id}` }))}
            allHref="/NoticeInformationPage"
            allLabel={t('all')}
          />
        </aside>
      </div>
    </>
  );
}
