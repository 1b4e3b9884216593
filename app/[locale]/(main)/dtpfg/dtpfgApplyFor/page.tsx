import { getTranslations } from 'next-intl/server';
import { GuardBlock } from '@/components/guards/guard-block';
import { LcesApplyForm } from '@/components/low-carbon-steel/lces-apply-form';
import { LcesTemplateList } from '@/components/low-carbon-steel/lces-template-list';
import { PageHeader } from '@/components/pages/page-header';
import { ClientMessages } from '@/components/providers/client-messages';
import { requirePageAccess } from '@/lib/guards/server/page-access';
import { pageLocale, type PageParams } from '@/lib/i18n/page-params';
import { loadLcesCatalogue } from '@/lib/low-carbon-steel/server/lces-catalogue';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = ({ params }: PageParams) =>
  pageMetadata(params, { path: '/dtpfg/dtpfgApplyFor', titleKey: 'dtpfgApplyFor', index: false });

// The low-carbon steel evaluation (business.md 2.2, 5): the company shown is the one upstream answered now, never a query's.
const CLIENT_NAMESPACES = ['lowCarbonApplication', 'content', 'uploads', 'errors.bff', 'validation'] as const;

export default async function DtpfgApplyForPage({ params }: PageParams) {
  const locale = await pageLocale(params);
  const access = await requirePageAccess('/dtpfg/dtpfgApplyFor', locale);
  if (access.kind === 'block') return <GuardBlock notice={access.notice} />;
  const [t, catalogue] = await Promise.all([
    getTranslations('lowCarbonApplication'),
    loadLcesCatalogue(locale),
  ]);
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES}>
      <PageHeader title={t('title')} lead={t('lead')} crumbs={[{ label: t('title') }]} width="narrow" />
      <section className="container-page max-w-4xl space-y-6 pt-6 pb-12">
        <LcesTemplateList templates={catalogue.templates} />
        <LcesApplyForm
          companyName={access.user.companyName ?? ''}
          catalogue={catalogue}
          draftKey={`lces:${access.user.id}`}
        />
      </section>
    </ClientMessages>
  );
}
