import { getTranslations } from 'next-intl/server';
import { GuardBlock } from '@/components/guards/guard-block';
import { PageHeader } from '@/components/pages/page-header';
import { ClientMessages } from '@/components/providers/client-messages';
import { buttonClass } from '@/components/ui/button-styles';
import { VerificationForm } from '@/components/verification/lazy-verification-form';
import { VerificationList } from '@/components/verification/verification-list';
import { listRegionChoices } from '@/lib/company-authentication/server/company-authentication';
import { requirePageAccess } from '@/lib/guards/server/page-access';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale, queryValue, type PageParams, type PageSearchParams } from '@/lib/i18n/page-params';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { listQuerySchema } from '@/lib/verification/schemas';
import { listRequests } from '@/lib/verification/server/verification';

const isNew = (query: Record<string, string | string[] | undefined>) => queryValue(query, 'new') === '1';

export const generateMetadata = async ({ params, searchParams }: PageParams & PageSearchParams) =>
  pageMetadata(params, {
    path: '/epd/verification',
    titleKey: isNew(await searchParams) ? 'verificationNew' : 'verification',
    index: false,
  });

// The user's verification requests (business.md 2.2); `?new=1` is the request form as its own page. Guard: login, audit not blocked.
const CLIENT_NAMESPACES = ['verification', 'uploads', 'errors.bff', 'validation'] as const;

export default async function VerificationPage({ params, searchParams }: PageParams & PageSearchParams) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const creating = isNew(query);
  const paging = listQuerySchema.parse({ page: queryValue(query, 'page'), size: queryValue(query, 'size') });
  const access = await requirePageAccess(
    '/epd/verification',
    locale,
    creating ? '?new=1' : `?page=${paging.page}&size=${paging.size}`,
  );
  if (access.kind === 'block') return <GuardBlock notice={access.notice} />;
  const viewer = { locale, token: access.token, user: access.user };
  const t = await getTranslations('verification');

  if (creating) {
    const provinces = await listRegionChoices(viewer, 'CN').catch(() => null);
    const mobile = /^1\d{10}$/.test(access.user.userAccount) ? access.user.userAccount : '';
    return (
      <ClientMessages namespaces={CLIENT_NAMESPACES}>
        <PageHeader
          title={t('form.title')}
          lead={t('form.lead')}
          crumbs={[{ label: t('title'), href: '/epd/verification' }, { label: t('form.title') }]}
          width="narrow"
        />
        <section className="container-page max-w-4xl pt-6 pb-12">
          <VerificationForm
            provinces={provinces}
            draftKey={`verification:${access.user.id}`}
            defaults={{ userContact: mobile, companyName: access.user.companyName ?? '' }}
          />
        </section>
      </ClientMessages>
    );
  }

  // A failed read shows the list's own error and retry instead of a broken page.
  const initial = await listRequests(viewer, paging).catch(() => undefined);
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES}>
      <PageHeader
        title={t('title')}
        lead={t('lead')}
        crumbs={[{ label: t('crumbUser'), href: '/user' }, { label: t('title') }]}
      >
        <Link href="/epd/verification?new=1" className={buttonClass('green', 'md')}>
          {t('newRequest')}
        </Link>
      </PageHeader>
      <section className="container-page pb-12">
        <VerificationList page={paging.page} size={paging.size} initial={initial} />
      </section>
    </ClientMessages>
  );
}
