import { getTranslations } from 'next-intl/server';
import { GuardBlock } from '@/components/guards/guard-block';
import { PageHeader } from '@/components/pages/page-header';
import { PcrApplyForm } from '@/components/pcr-applications/pcr-apply-form';
import { pcrApplicationDraftKey } from '@/lib/pcr-applications/dto';
import { ClientMessages } from '@/components/providers/client-messages';
import { requirePageAccess } from '@/lib/guards/server/page-access';
import { pageLocale, type PageParams } from '@/lib/i18n/page-params';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = ({ params }: PageParams) =>
  pageMetadata(params, { path: '/Pcr/pcrApplyFor', titleKey: 'pcrApplyFor', index: false });

// business.md 2.2 "PCR apply", 5: signed in, audit not blocked; no company gate, a PCR may be asked for first.
const CLIENT_NAMESPACES = ['pcrApplication', 'validation'] as const;

export default async function PcrApplyForPage({ params }: PageParams) {
  const locale = await pageLocale(params);
  const access = await requirePageAccess('/Pcr/pcrApplyFor', locale);
  if (access.kind === 'block') return <GuardBlock notice={access.notice} />;
  const t = await getTranslations('pcrApplication');
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES}>
      <PageHeader
        title={t('title')}
        lead={t('lead')}
        crumbs={[{ label: t('pcr'), href: '/Pcr' }, { label: t('title') }]}
        width="narrow"
      />
      <section className="container-page max-w-4xl pt-6 pb-12">
        <PcrApplyForm
          companyName={access.user.companyName ?? ''}
          draftKey={pcrApplicationDraftKey(access.user.id)}
        />
      </section>
    </ClientMessages>
  );
}
