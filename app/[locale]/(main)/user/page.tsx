import { getTranslations } from 'next-intl/server';
import { OnboardingStatus } from '@/components/account/onboarding-status';
import { GuardBlock } from '@/components/guards/guard-block';
import { CompanyWorkOverview } from '@/components/personal-centre/company-work';
import { PersonalCentre } from '@/components/personal-centre/personal-centre';
import { requirePageAccess, type PageAccess } from '@/lib/guards/server/page-access';
import { companyMayAct } from '@/lib/my-epd/statuses';
import { loadCompanyWork } from '@/lib/personal-centre/server/pending-work';
import { getSession } from '@/lib/session/session';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { pageLocale, type PageParams } from '@/lib/i18n/page-params';
import { ClientMessages } from '@/components/providers/client-messages';

export const generateMetadata = ({ params }: PageParams) =>
  pageMetadata(params, { path: '/user', titleKey: 'user', index: false });

/** The declarations belong to the company as the fresh check knows it; none without an authenticated company. */
function companyCodeOf(access: PageAccess): string | null {
  if (access.kind !== 'allow' || !companyMayAct(access.user.companyStatus)) return null;
  return access.user.companyCode?.trim() || null;
}

// /user – the personal centre (accounts.md 2.6): what waits for the company, everything it submitted, then the
// account and company as upstream says now. The company's work is read beside the access check, not after it.
const CLIENT_NAMESPACES = ['personalCentre', 'validation'] as const;

export default async function PersonalCentrePage({ params }: PageParams) {
  const locale = await pageLocale(params);
  const { token, user } = await getSession();
  const accessing = requirePageAccess('/user', locale);
  const working =
    token && user
      ? loadCompanyWork(
          { locale, token, user },
          accessing.then(companyCodeOf, () => null),
        )
      : null;
  const access = await accessing;
  if (access.kind === 'block') return <GuardBlock notice={access.notice} />;
  const [t, tWork, work] = await Promise.all([
    getTranslations('personalCentre'),
    getTranslations('companyWork'),
    working ??
      loadCompanyWork(
        { locale, token: access.token, user: access.user },
        Promise.resolve(companyCodeOf(access)),
      ),
  ]);
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES}>
      <section className="container-page py-6 sm:py-10">
        <h1 className="text-2xl font-semibold text-steel-900">{t('title')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{tWork('lead')}</p>
        <div className="mt-5 space-y-8">
          <OnboardingStatus user={access.user} returnTo="/user" />
          <CompanyWorkOverview work={work} />
          <PersonalCentre user={access.user} />
        </div>
      </section>
    </ClientMessages>
  );
}
