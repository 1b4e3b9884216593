import { getTranslations } from 'next-intl/server';
import { MineApplications } from '@/components/my-epd/mine-applications';
import { GuardBlock } from '@/components/guards/guard-block';
import { LinkTabs } from '@/components/ui/link-tabs';
import { MINE_TABS, mineTabOf, type MineTab } from '@/lib/my-epd/dto';
import { listApplications } from '@/lib/my-epd/server/mine-applications';
import { requirePageAccess } from '@/lib/guards/server/page-access';
import { pageLocale, queryValue, type PageParams, type PageSearchParams } from '@/lib/i18n/page-params';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { ClientMessages } from '@/components/providers/client-messages';

export const generateMetadata = ({ params }: PageParams) =>
  pageMetadata(params, { path: '/epd/mineEpd', titleKey: 'mineEpd', index: false });

const TAB_LABEL = { EPD: 'tabEpd', CFP: 'tabCfp', LCES: 'tabLces' } as const satisfies Record<
  MineTab,
  string
>;

// The user's EPD and CFP applications and low-carbon steel evaluations (business.md 2.2 "My EPD", 3, 4).
const CLIENT_NAMESPACES = ['mineEpd', 'content', 'uploads', 'errors.bff', 'validation', 'pdfViewer'] as const;

export default async function MineEpdPage({ params, searchParams }: PageParams & PageSearchParams) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const tab = mineTabOf(queryValue(query, 'type'));
  const access = await requirePageAccess('/epd/mineEpd', locale, `?type=${tab}`);
  if (access.kind === 'block') return <GuardBlock notice={access.notice} />;
  const [t, lists] = await Promise.all([
    getTranslations('mineEpd'),
    // A failed read shows the list's own error and retry instead of a broken page.
    listApplications({ locale, token: access.token, user: access.user }).catch(() => undefined),
  ]);
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES}>
      <section className="container-page max-w-5xl py-10">
        <h1 className="text-2xl font-semibold text-steel-900">{t('title')}</h1>
        <p className="mt-1 max-w-2xl text-sm text-ink-muted">{t('lead')}</p>
        <LinkTabs
          className="mt-6"
          label={t('tabsLabel')}
          tabs={MINE_TABS.map((key) => ({
            key,
            label: t(TAB_LABEL[key]),
            href: `/epd/mineEpd?type=${key}`,
            current: key === tab,
          }))}
        />
        <MineApplications key={tab} tab={tab} initial={lists} />
      </section>
    </ClientMessages>
  );
}
