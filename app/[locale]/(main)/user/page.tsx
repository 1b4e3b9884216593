import { getTranslations } from 'next-intl/server';
import { GuardBlock } from '@/components/guards/guard-block';
import { PersonalCentre } from '@/components/personal-centre/personal-centre';
import { requirePageAccess } from '@/lib/guards/server/page-access';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { pageLocale, type PageParams } from '@/lib/i18n/page-params';
import { ClientMessages } from '@/components/providers/client-messages';

export const generateMetadata = ({ params }: PageParams) =>
  pageMetadata(params, { path: '/user', titleKey: 'user', index: false });

// /user – the personal centre (accounts.md 2.6), with the account and company as upstream says now.
const CLIENT_NAMESPACES = ['personalCentre', 'validation'] as const;

export default async function PersonalCentrePage({ params }: PageParams) {
  const locale = await pageLocale(params);
  const access = await requirePageAccess('/user', locale);
  if (access.kind === 'block') return <GuardBlock notice={access.notice} />;
  const t = await getTranslations('personalCentre');
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES}>
      <section className="container-page py-10">
        <h1 className="text-2xl font-semibold text-steel-900">{t('title')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('lead')}</p>
        <div className="mt-6">
          <PersonalCentre user={access.user} />
        </div>
      </section>
    </ClientMessages>
  );
}
