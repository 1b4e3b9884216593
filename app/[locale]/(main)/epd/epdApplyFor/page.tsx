import { getTranslations } from 'next-intl/server';
import { ApplyForm } from '@/components/applications/apply-form';
import { ApplyTemplateList } from '@/components/applications/apply-template-list';
import { GuardBlock } from '@/components/guards/guard-block';
import { PageHeader } from '@/components/pages/page-header';
import { loadApplyCatalogue, loadApplyTemplates } from '@/lib/applications/server/apply-catalogue';
import { requirePageAccess } from '@/lib/guards/server/page-access';
import { pageLocale, type PageParams } from '@/lib/i18n/page-params';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { ClientMessages } from '@/components/providers/client-messages';

export const generateMetadata = ({ params }: PageParams) =>
  pageMetadata(params, { path: '/epd/epdApplyFor', titleKey: 'epdApplyFor', index: false });

// The EPD or CFP application (business.md 4, 5): the company shown is the session's, never the query's.
const CLIENT_NAMESPACES = ['applyForm', 'content', 'uploads', 'errors.bff', 'validation'] as const;

export default async function EpdApplyForPage({ params }: PageParams) {
  const locale = await pageLocale(params);
  const access = await requirePageAccess('/epd/epdApplyFor', locale);
  if (access.kind === 'block') return <GuardBlock notice={access.notice} />;
  const [t, tt, catalogue, templates] = await Promise.all([
    getTranslations('applyForm'),
    getTranslations('epdService.templates'),
    loadApplyCatalogue({ locale, token: access.token }),
    loadApplyTemplates({ locale, token: access.token }),
  ]);
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES}>
      <PageHeader
        title={t('title')}
        lead={t('lead')}
        crumbs={[{ label: t('service'), href: '/Epd' }, { label: t('title') }]}
        width="narrow"
      />
      <section aria-labelledby="apply-templates-title" className="container-page max-w-4xl pt-6">
        <h2 id="apply-templates-title" className="text-base font-semibold text-steel-900">
          {tt('title')}
        </h2>
        <p className="mt-1 mb-3 text-sm text-ink-muted">{tt('lead')}</p>
        <ApplyTemplateList templates={templates} compact />
      </section>
      <section className="container-page max-w-4xl pt-6 pb-12">
        <ApplyForm
          companyName={access.user.companyName ?? ''}
          catalogue={catalogue}
          draftKey={`apply:${access.user.id}`}
        />
      </section>
    </ClientMessages>
  );
}
