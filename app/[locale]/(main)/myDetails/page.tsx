import { getTranslations } from 'next-intl/server';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { GuardBlock } from '@/components/guards/guard-block';
import { PageHeader } from '@/components/pages/page-header';
import { ClientMessages } from '@/components/providers/client-messages';
import { buttonClass } from '@/components/ui/button-styles';
import { VerificationFiles } from '@/components/verification/verification-files';
import { useVerificationWords } from '@/components/verification/verification-words';
import { VerifyStateBadge } from '@/components/verification/verify-state';
import { formatChinaDateTime } from '@/lib/content/china-time';
import { requirePageAccess } from '@/lib/guards/server/page-access';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale, queryValue, type PageParams, type PageSearchParams } from '@/lib/i18n/page-params';
import { pageMetadata } from '@/lib/seo/page-metadata';
import type { VerificationRequestDto } from '@/lib/verification/schemas';
import { loadRequestDetail } from '@/lib/verification/server/verification';

export const generateMetadata = ({ params }: PageParams) =>
  pageMetadata(params, { path: '/myDetails', titleKey: 'verificationDetail', index: false });

// business.md 2.2 "Verification detail"; an unknown, malformed or someone else's id says "not found".
const CLIENT_NAMESPACES = ['verification', 'content', 'pdfViewer', 'common'] as const;

export default async function VerificationDetailPage({
  params,
  searchParams,
}: PageParams & PageSearchParams) {
  const locale = await pageLocale(params);
  const id = queryValue(await searchParams, 'id');
  const access = await requirePageAccess('/myDetails', locale, id ? `?id=${encodeURIComponent(id)}` : '');
  if (access.kind === 'block') return <GuardBlock notice={access.notice} />;
  const [t, detail] = await Promise.all([
    getTranslations('verification'),
    loadRequestDetail({ locale, token: access.token, user: access.user }, id),
  ]);
  const crumbs = [
    { label: t('crumbUser'), href: '/user' },
    { label: t('title'), href: '/epd/verification' },
    { label: t('detail.title') },
  ];

  if (!detail) {
    return (
      <>
        <PageHeader title={t('detail.title')} crumbs={crumbs} width="medium" />
        <section className="container-page max-w-5xl py-12">
          <div
            role="alert"
            data-testid="verification-not-found"
            className="flex flex-col items-center rounded-card border border-dashed border-line bg-surface px-6 py-14 text-center"
          >
            <p className="text-base font-medium text-steel-900">{t('detail.notFound')}</p>
            <p className="mt-1 max-w-md text-sm text-ink-muted">{t('detail.notFoundBody')}</p>
            <Link href="/epd/verification" className={buttonClass('secondary', 'md', 'mt-6')}>
              {t('form.backToList')}
            </Link>
          </div>
        </section>
      </>
    );
  }

  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES}>
      <PageHeader
        title={`${t('detail.title')} ${detail.request.registrationNumber}`}
        lead={t('detail.lead')}
        crumbs={crumbs}
        width="medium"
      />
      <section className="container-page max-w-5xl space-y-8 py-8">
        <RequestFields request={detail.request} />
        <section aria-labelledby="verification-files">
          <h2 id="verification-files" className="mb-4 text-lg font-semibold text-steel-900">
            {t('detail.files')}
          </h2>
          <VerificationFiles requestId={detail.request.id} files={detail.files} />
        </section>
        <Link href="/epd/verification" className={buttonClass('secondary', 'md')}>
          {t('form.backToList')}
        </Link>
      </section>
    </ClientMessages>
  );
}

function RequestFields({ request }: { request: VerificationRequestDto }) {
  const t = useTranslations('verification.detail');
  const locale = useLocale();
  const words = useVerificationWords();
  const rows: [string, ReactNode][] = [
    [t('registrationNumber'), request.registrationNumber],
    [t('productName'), request.productName ?? <span className="text-ink-muted">{t('productNone')}</span>],
    [t('state'), <VerifyStateBadge key="state" state={request.state} />],
    [t('contact'), request.contact],
    [t('position'), request.position],
    [t('companyName'), request.companyName],
    [t('country'), request.country ? words.country(request.country) : null],
    [t('region'), request.regionName],
    [t('email'), request.email],
    [t('relationship'), words.relationship(request.relationship)],
    [t('createTime'), request.createTime ? formatChinaDateTime(request.createTime, locale) : null],
    [t('supplement'), request.supplement],
    [t('remark'), request.remark],
  ];
  return (
    <section
      aria-labelledby="verification-request"
      className="rounded-card border border-line bg-surface p-6 shadow-card sm:p-8"
    >
      <h2 id="verification-request" className="text-lg font-semibold text-steel-900">
        {t('request')}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-subtle">{label}</dt>
            <dd className="break-words whitespace-pre-line text-ink">{value ?? t('none')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
