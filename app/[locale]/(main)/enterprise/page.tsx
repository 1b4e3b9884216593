import { getTranslations } from 'next-intl/server';
import { CompanyAuthenticationForm } from '@/components/company-authentication/company-authentication-form';
import { GuardBlock } from '@/components/guards/guard-block';
import { listRegionChoices } from '@/lib/company-authentication/server/company-authentication';
import { companyAuthenticationDraftKey } from '@/lib/company-authentication/schemas';
import { requirePageAccess } from '@/lib/guards/server/page-access';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { pageLocale, type PageParams } from '@/lib/i18n/page-params';
import { ClientMessages } from '@/components/providers/client-messages';

export const generateMetadata = ({ params }: PageParams) =>
  pageMetadata(params, { path: '/enterprise', titleKey: 'enterprise', index: false });

// /enterprise – company authentication (business.md 2.2); status 0 or 1 goes home (DESIGN.md).
const CLIENT_NAMESPACES = ['companyAuthentication', 'uploads', 'errors.bff', 'validation'] as const;

export default async function CompanyAuthenticationPage({ params }: PageParams) {
  const locale = await pageLocale(params);
  const access = await requirePageAccess('/enterprise', locale);
  if (access.kind === 'block') return <GuardBlock notice={access.notice} />;
  const [t, provinces] = await Promise.all([
    getTranslations('companyAuthentication'),
    listRegionChoices({ locale, token: access.token, user: access.user }, 'CN').catch(() => null),
  ]);
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES}>
      <section className="container-page max-w-4xl py-10">
        <h1 className="text-2xl font-semibold text-steel-900">{t('title')}</h1>
        <p className="mt-1 max-w-2xl text-sm text-ink-muted">{t('lead')}</p>
        <div className="mt-8 rounded-card border border-line bg-surface p-6 shadow-card sm:p-8">
          {/* The company's name as given at registration starts filled in (editable). */}
          <CompanyAuthenticationForm
            provinces={provinces}
            draftKey={companyAuthenticationDraftKey(access.user.id)}
            companyName={access.user.companyName ?? ''}
          />
        </div>
      </section>
    </ClientMessages>
  );
}
