import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { agreementVersions, AGREEMENT_PAGE_SIZE } from '@/lib/accounts/server/agreements';
import { Link } from '@/lib/i18n/navigation';
import { agreementTypeSchema } from '@/lib/upstream/operations/agreements';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { pageLocale, queryValue, type PageParams, type PageSearchParams } from '@/lib/i18n/page-params';

export const generateMetadata = ({ params }: PageParams) =>
  pageMetadata(params, { path: '/compent', titleKey: 'agreementHistory', index: false });

// /compent?id=REGISTRATION_C2F|PRIVACY_C2F&page=N – the versions of an agreement (accounts.md 2.8).
export default async function AgreementHistoryPage({ params, searchParams }: PageParams & PageSearchParams) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const type = agreementTypeSchema.safeParse(queryValue(query, 'id'));
  if (!type.success) notFound();
  const page = Math.max(1, Number.parseInt(queryValue(query, 'page') ?? '1', 10) || 1);
  const [versions, t] = await Promise.all([
    agreementVersions(type.data, page, locale),
    getTranslations('agreements'),
  ]);
  const pages = Math.max(1, Math.ceil(versions.totals / AGREEMENT_PAGE_SIZE));

  return (
    <section className="container-page max-w-3xl py-10">
      <h1 className="text-2xl font-semibold text-steel-900">
        {t('historyOf', { name: t(`title.${type.data}`) })}
      </h1>
      <ul className="mt-6 divide-y divide-line rounded-card border border-line bg-surface">
        {versions.list.map((version) => (
          <li key={version.id}>
            <Link
              href={`/hoster?Id=${version.id}`}
              className="flex items-center justify-between gap-4 px-5 py-4 hover:bg-steel-50"
            >
              <span className="font-medium text-steel-900">
                {t('version', { version: version.agreementVersion })}
              </span>
              <span className="text-sm text-ink-subtle tabular-nums">
                {version.publishTime?.slice(0, 10)}
                {version.failureTime ? ` – ${version.failureTime.slice(0, 10)}` : ` · ${t('current')}`}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <nav aria-label={t('pagination')} className="mt-6 flex items-center justify-between text-sm">
        {page > 1 ? (
          <Link
            href={`/compent?id=${type.data}&page=${page - 1}`}
            className="text-steel-600 hover:underline"
            rel="prev"
          >
            ← {t('previous')}
          </Link>
        ) : (
          <span />
        )}
        <span className="text-ink-subtle tabular-nums">{t('pageOf', { page, pages })}</span>
        {page < pages ? (
          <Link
            href={`/compent?id=${type.data}&page=${page + 1}`}
            className="text-steel-600 hover:underline"
            rel="next"
          >
            {t('next')} →
          </Link>
        ) : (
          <span />
        )}
      </nav>
    </section>
  );
}
