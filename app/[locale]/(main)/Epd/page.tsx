import { getTranslations } from 'next-intl/server';
import { ApplyStartButton } from '@/components/applications/apply-start-button';
import { ApplyTemplateList } from '@/components/applications/apply-template-list';
import { GuardBlock } from '@/components/guards/guard-block';
import { ContentSection, NumberedSteps } from '@/components/pages/content-section';
import { PageHeader } from '@/components/pages/page-header';
import { loadApplyTemplates } from '@/lib/applications/server/apply-catalogue';
import { requirePageAccess } from '@/lib/guards/server/page-access';
import { decideAccess } from '@/lib/guards/route-access';
import { pageLocale, type PageParams } from '@/lib/i18n/page-params';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { ClientMessages } from '@/components/providers/client-messages';

export const generateMetadata = ({ params }: PageParams) =>
  pageMetadata(params, { path: '/Epd', titleKey: 'epdService', index: false });

const NODES = ['application', 'contract', 'lca', 'verification', 'production', 'panel', 'release'] as const;
const PREPARE = ['company', 'product', 'lcaReport', 'dataSheet', 'preliminary'] as const;

// The EPD service explained (business.md 2.1, 4), and the way into the form through the company gate (DESIGN.md).
const CLIENT_NAMESPACES = ['epdService', 'content'] as const;

export default async function EpdServicePage({ params }: PageParams) {
  const locale = await pageLocale(params);
  const access = await requirePageAccess('/Epd', locale);
  if (access.kind === 'block') return <GuardBlock notice={access.notice} />;
  const [t, templates] = await Promise.all([
    getTranslations('epdService'),
    loadApplyTemplates({ locale, token: access.token }),
  ]);
  const decision = decideAccess('/epd/epdApplyFor', {
    signedIn: true,
    auditStatus: access.user.auditStatus,
    companyStatus: access.user.companyStatus,
  });
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES}>
      <PageHeader title={t('title')} lead={t('lead')} crumbs={[{ label: t('title') }]}>
        <ApplyStartButton decision={decision} companyName={access.user.companyName ?? ''} />
      </PageHeader>
      <div className="container-page divide-y divide-line">
        <ContentSection id="epd-flow" title={t('flow.title')} lead={t('flow.lead')}>
          <NumberedSteps
            steps={NODES.map((key) => ({ key, title: t(`flow.${key}.title`), body: t(`flow.${key}.body`) }))}
          />
        </ContentSection>
        <ContentSection id="epd-prepare" title={t('prepare.title')} lead={t('prepare.lead')}>
          <ul className="grid gap-3 sm:grid-cols-2">
            {PREPARE.map((key) => (
              <li key={key} className="rounded-lg border border-line bg-surface px-4 py-3">
                <p className="font-medium text-steel-900">{t(`prepare.${key}.title`)}</p>
                <p className="mt-1 text-sm text-ink-muted">{t(`prepare.${key}.body`)}</p>
              </li>
            ))}
          </ul>
        </ContentSection>
        <ContentSection id="epd-templates" title={t('templates.title')} lead={t('templates.lead')}>
          <ApplyTemplateList templates={templates} />
        </ContentSection>
      </div>
    </ClientMessages>
  );
}
