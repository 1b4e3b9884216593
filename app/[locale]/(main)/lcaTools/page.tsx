import { getTranslations } from 'next-intl/server';
import { LcaToolPanel } from '@/components/lca/lca-tool-panel';
import { isSubscribed, lcaButtonEnabled, lcaTrialBlock } from '@/lib/accounts/server/lca-tool';
import { loadChoices } from '@/lib/site/server/dictionaries';
import { pageViewer } from '@/lib/accounts/server/page-viewer';
import { isSignedIn } from '@/lib/session/viewer';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { pageLocale, type PageParams } from '@/lib/i18n/page-params';
import { ClientMessages } from '@/components/providers/client-messages';

export const generateMetadata = ({ params }: PageParams) =>
  pageMetadata(params, { path: '/lcaTools', titleKey: 'lcaTools', descriptionKey: 'lcaToolsDescription' });

const FEATURES = ['inventory', 'database', 'report'] as const;

// /lcaTools – the external LCA tool, its subscription and the way in (business.md 2.2).
const CLIENT_NAMESPACES = ['lcaTools', 'validation'] as const;

export default async function LcaToolsPage({ params }: PageParams) {
  const locale = await pageLocale(params);
  const visitor = await pageViewer(locale);
  const viewer = isSignedIn(visitor) ? visitor : null;
  const signedIn = viewer !== null;
  const [t, enabled, subscribed, industries, blocked] = await Promise.all([
    getTranslations('lcaTools'),
    lcaButtonEnabled(locale),
    viewer ? isSubscribed(viewer) : Promise.resolve(false),
    viewer
      ? loadChoices('list', 'INDUSTRY_CATEGORY', { locale, token: viewer.token })
      : Promise.resolve(null),
    // Unknown (the platform did not answer): the form shows, and the subscription asks again.
    viewer ? lcaTrialBlock(viewer).catch(() => null) : Promise.resolve(null),
  ]);
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES}>
      <section className="bg-gradient-to-br from-steel-950 to-steel-700 text-white">
        <div className="container-page py-14">
          <p className="text-sm font-medium text-leaf-100">{t('eyebrow')}</p>
          <h1 className="mt-2 max-w-2xl text-3xl font-semibold tracking-tight sm:text-4xl">{t('title')}</h1>
          <p className="mt-4 max-w-2xl text-steel-100/85">{t('lead')}</p>
        </div>
      </section>
      {/* items-start: the action card is as tall as what it holds, not stretched to the feature list. */}
      <section className="container-page grid gap-8 py-12 lg:grid-cols-[1fr_1.1fr] lg:items-start">
        <ul className="space-y-4">
          {FEATURES.map((feature) => (
            <li key={feature} className="rounded-card border border-line bg-surface p-5">
              <h2 className="font-semibold text-steel-900">{t(`feature.${feature}.title`)}</h2>
              <p className="mt-1 text-sm text-ink-muted">{t(`feature.${feature}.body`)}</p>
            </li>
          ))}
        </ul>
        <LcaToolPanel
          signedIn={signedIn}
          subscribed={subscribed === true}
          blocked={blocked}
          buttonEnabled={enabled}
          industries={industries}
          defaults={{ username: '', companyName: viewer?.user.companyName ?? '' }}
        />
      </section>
    </ClientMessages>
  );
}
