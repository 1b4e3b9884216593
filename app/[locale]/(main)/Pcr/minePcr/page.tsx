import { getTranslations } from 'next-intl/server';
import { GuardBlock } from '@/components/guards/guard-block';
import { PageHeader } from '@/components/pages/page-header';
import { CompanyDeclarations } from '@/components/pcr-applications/company-declarations';
import { LinkTabs } from '@/components/ui/link-tabs';
import type { ProductType } from '@/lib/epd/epd-summary';
import { requirePageAccess } from '@/lib/guards/page-access';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale, queryValue, type PageParams, type PageSearchParams } from '@/lib/i18n/page-params';
import { listCompanyDeclarations } from '@/lib/pcr-applications/server/company-declarations';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = ({ params }: PageParams) => pageMetadata(params, { path: '/Pcr/minePcr', titleKey: 'minePcr', index: false });

const TYPES = ['EPD', 'CFP'] as const satisfies readonly ProductType[];

function typeOf(value: string | undefined): ProductType {
  const upper = value?.toUpperCase();
  return TYPES.find((type) => type === upper) ?? 'EPD';
}

// /Pcr/minePcr?type=EPD|CFP – the spec names no call listing a company's own PCR applications or
// declarations; this page shows the company's published declarations of that type from p/epd/page
// with its company code, each with its product page and that page's QR code to print (README
// "Readings of the spec in the code"). Server-rendered, no client component.
export default async function MinePcrPage({ params, searchParams }: PageParams & PageSearchParams) {
  const locale = await pageLocale(params);
  const type = typeOf(queryValue(await searchParams, 'type'));
  const access = await requirePageAccess('/Pcr/minePcr', locale, `?type=${type}`);
  if (access.kind === 'block') return <GuardBlock notice={access.notice} />;
  const t = await getTranslations('minePcr');
  const companyCode = access.user.companyCode?.trim() || null;
  const declarations = companyCode
    ? await listCompanyDeclarations(companyCode, type, { locale, token: access.token, user: access.user }).catch(() => null)
    : [];

  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} crumbs={[{ label: t('pcr'), href: '/Pcr' }, { label: t('title') }]} width="medium" />
      <section className="container-page max-w-5xl pt-6 pb-12">
        <p className="rounded-md border border-line bg-surface-muted px-4 py-3 text-sm text-ink-muted" data-testid="mine-pcr-note">
          {t('note')}{' '}
          <Link href="/Pcr/pcrApplyFor" className="font-medium text-steel-700 underline-offset-4 hover:underline">
            {t('applyLink')}
          </Link>
        </p>
        <LinkTabs
          className="mt-6"
          label={t('tabsLabel')}
          tabs={TYPES.map((key) => ({ key, label: t(`tab.${key}`), href: `/Pcr/minePcr?type=${key}`, current: key === type }))}
        />
        {!companyCode ? (
          <div className="mt-6 rounded-card border border-dashed border-line bg-surface px-6 py-10 text-center">
            <p className="font-semibold text-steel-900">{t('noCompany.title')}</p>
            <p className="mt-2 text-sm text-ink-muted">{t('noCompany.body')}</p>
            <Link href="/enterprise" className="mt-4 inline-block text-sm font-medium text-steel-700 underline-offset-4 hover:underline">
              {t('noCompany.link')}
            </Link>
          </div>
        ) : declarations === null ? (
          <p role="alert" className="mt-6 rounded-card border border-warning-600/30 bg-warning-50 px-5 py-4 text-sm text-warning-600">
            {t('failed')}
          </p>
        ) : declarations.length === 0 ? (
          <div className="mt-6 rounded-card border border-dashed border-line bg-surface px-6 py-10 text-center">
            <p className="font-semibold text-steel-900">{t('empty.title', { type })}</p>
            <p className="mt-2 text-sm text-ink-muted">{t('empty.body')}</p>
          </div>
        ) : (
          <>
            <p className="mt-6 text-sm text-ink-muted">{t('count', { count: declarations.length, type })}</p>
            <CompanyDeclarations declarations={declarations} />
          </>
        )}
      </section>
    </>
  );
}
