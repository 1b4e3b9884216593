import { getTranslations } from 'next-intl/server';
import { GuardBlock } from '@/components/guards/guard-block';
import { PageHeader } from '@/components/pages/page-header';
import { CompanyDeclarations } from '@/components/pcr-applications/company-declarations';
import { PcrApplicationList } from '@/components/pcr-applications/pcr-application-list';
import { ClientMessages } from '@/components/providers/client-messages';
import { LinkTabs } from '@/components/ui/link-tabs';
import { listPage } from '@/lib/content/paging';
import type { ProductType } from '@/lib/epd/epd-summary';
import { requirePageAccess } from '@/lib/guards/server/page-access';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale, queryValue, type PageParams, type PageSearchParams } from '@/lib/i18n/page-params';
import { localizedPath } from '@/lib/i18n/routing';
import { CompanyStatus, statusOf } from '@/lib/viewer/statuses';
import { PCR_APPLICATIONS_ANCHOR } from '@/lib/pcr-applications/pcr-application-list';
import { listCompanyDeclarations } from '@/lib/pcr-applications/server/company-declarations';
import { loadPcrApplications } from '@/lib/pcr-applications/server/pcr-application-list';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = ({ params }: PageParams) =>
  pageMetadata(params, { path: '/Pcr/minePcr', titleKey: 'minePcr', index: false });

const TYPES = ['EPD', 'CFP'] as const satisfies readonly ProductType[];

function typeOf(value: string | undefined): ProductType {
  const upper = value?.toUpperCase();
  return TYPES.find((type) => type === upper) ?? 'EPD';
}

// The user's PCR applications (the assumed p/pcr/apply/list), then the company's published declarations, with the QR
// code where business.md 6 allows it (docs/spec-readings.md).
const CLIENT_NAMESPACES = ['content', 'minePcr.applications'] as const;

export default async function MinePcrPage({ params, searchParams }: PageParams & PageSearchParams) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const type = typeOf(queryValue(query, 'type'));
  const page = listPage(queryValue(query, 'page'));
  const access = await requirePageAccess('/Pcr/minePcr', locale, `?type=${type}`);
  if (access.kind === 'block') return <GuardBlock notice={access.notice} />;
  const viewer = { locale, token: access.token, user: access.user };
  const t = await getTranslations('minePcr');
  // The company as upstream tells it now (the guard's fresh load), not as it was at sign-in.
  const companyStatus = statusOf(access.user.companyStatus);
  const companyCode = access.user.companyCode?.trim() || null;
  const authenticated = companyStatus === CompanyStatus.Authenticated || companyCode !== null;
  const [applications, declarations] = await Promise.all([
    loadPcrApplications(page, viewer),
    companyCode ? listCompanyDeclarations(companyCode, type, viewer).catch(() => null) : [],
  ]);
  const qrOff =
    declarations !== null &&
    declarations.length > 0 &&
    declarations.every((declaration) => declaration.qr === null);

  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES}>
      <PageHeader
        title={t('title')}
        lead={t('lead')}
        crumbs={[{ label: t('pcr'), href: '/Pcr' }, { label: t('title') }]}
        width="medium"
      />
      <div className="container-page max-w-5xl space-y-12 pt-6 pb-12">
        <PcrApplicationList
          state={applications}
          moreHref={`${localizedPath(locale, '/Pcr/minePcr')}?type=${type}&page={page}#${PCR_APPLICATIONS_ANCHOR}`}
        />
        <section aria-labelledby="company-declarations-title">
          <h2 id="company-declarations-title" className="text-lg font-semibold text-steel-900">
            {t('declarations.title')}
          </h2>
          <p className="mt-1 text-sm text-ink-muted" data-testid="mine-pcr-note">
            {t('declarations.lead')}
          </p>
          <LinkTabs
            className="mt-5"
            label={t('tabsLabel')}
            tabs={TYPES.map((key) => ({
              key,
              label: t(`tab.${key}`),
              href: `/Pcr/minePcr?type=${key}`,
              current: key === type,
            }))}
          />
          {!authenticated && companyStatus === CompanyStatus.UnderReview ? (
            <div
              className="mt-6 rounded-card border border-dashed border-line bg-surface px-6 py-10 text-center"
              data-testid="mine-pcr-company-pending"
            >
              <p className="font-semibold text-steel-900">{t('companyPending.title')}</p>
              <p className="mt-2 text-sm text-ink-muted">{t('companyPending.body')}</p>
            </div>
          ) : !authenticated ? (
            <div className="mt-6 rounded-card border border-dashed border-line bg-surface px-6 py-10 text-center">
              <p className="font-semibold text-steel-900">{t('noCompany.title')}</p>
              <p className="mt-2 text-sm text-ink-muted">{t('noCompany.body')}</p>
              <Link
                href="/enterprise"
                className="mt-4 inline-block text-sm font-medium text-steel-700 underline-offset-4 hover:underline"
              >
                {t('noCompany.link')}
              </Link>
            </div>
          ) : declarations === null ? (
            <p
              role="alert"
              className="mt-6 rounded-card border border-warning-600/30 bg-warning-50 px-5 py-4 text-sm text-warning-600"
            >
              {t('failed')}
            </p>
          ) : declarations.length === 0 ? (
            <div className="mt-6 rounded-card border border-dashed border-line bg-surface px-6 py-10 text-center">
              <p className="font-semibold text-steel-900">{t('empty.title', { type })}</p>
              <p className="mt-2 text-sm text-ink-muted">{t('empty.body')}</p>
            </div>
          ) : (
            <>
              <p className="mt-6 text-sm text-ink-muted">
                {t('count', { count: declarations.length, type })}
              </p>
              {qrOff ? (
                <p className="mt-2 text-sm text-ink-muted" data-testid="mine-pcr-qr-off">
                  {t('declarations.qrOff')}
                </p>
              ) : null}
              <CompanyDeclarations declarations={declarations} />
            </>
          )}
        </section>
      </div>
    </ClientMessages>
  );
}
