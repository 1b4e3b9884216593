import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button-styles';
import { ContentSection, NumberedSteps } from '@/components/pages/content-section';
import { LifeCycleModules } from '@/components/pcr/life-cycle-modules';
import { PageHeader } from '@/components/pages/page-header';
import { Link } from '@/lib/i18n/navigation';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { type PageParams } from '@/lib/i18n/page-params';

export const generateMetadata = ({ params }: PageParams) =>
  pageMetadata(params, { path: '/Pcr/lca', titleKey: 'lca', descriptionKey: 'lcaDescription' });

const PHASES = ['goal', 'inventory', 'impact', 'interpretation'] as const;
const STEEL_POINTS = ['scrap', 'byProducts', 'electricity', 'data'] as const;

// /Pcr/lca – an introduction to life-cycle assessment for steel (business.md 2.2, "LCA intro").
export default async function LcaIntroPage() {
  const t = await getTranslations('lcaIntro');
  return (
    <>
      <PageHeader
        title={t('title')}
        lead={t('lead')}
        crumbs={[{ label: t('pcr'), href: '/Pcr' }, { label: t('title') }]}
      />
      <div className="container-page divide-y divide-line">
        <ContentSection id="lca-what" title={t('what.title')}>
          <div className="max-w-3xl space-y-4 leading-relaxed text-ink-muted">
            <p>{t('what.body1')}</p>
            <p>{t('what.body2')}</p>
          </div>
        </ContentSection>
        <ContentSection id="lca-phases" title={t('phases.title')} lead={t('phases.lead')}>
          <NumberedSteps
            steps={PHASES.map((key) => ({
              key,
              title: t(`phases.${key}.title`),
              body: t(`phases.${key}.body`),
            }))}
          />
        </ContentSection>
        <ContentSection id="lca-modules" title={t('modules.title')} lead={t('modules.lead')}>
          <LifeCycleModules />
        </ContentSection>
        <ContentSection id="lca-steel" title={t('steel.title')} lead={t('steel.lead')}>
          <ul className="grid gap-4 sm:grid-cols-2">
            {STEEL_POINTS.map((key) => (
              <li key={key} className="rounded-card border border-line bg-surface p-5 shadow-card">
                <p className="font-semibold text-steel-900">{t(`steel.${key}.title`)}</p>
                <p className="mt-1.5 text-sm leading-relaxed text-ink-muted">{t(`steel.${key}.body`)}</p>
              </li>
            ))}
          </ul>
        </ContentSection>
        <ContentSection id="lca-next" title={t('next.title')}>
          <div className="flex flex-wrap gap-3">
            <Link href="/pcr/pcrSearch" className={buttonClass('primary', 'lg')}>
              {t('next.pcr')}
            </Link>
            <Link href="/epd/epdSearch" className={buttonClass('secondary', 'lg')}>
              {t('next.epd')}
            </Link>
            <Link href="/resources" className={buttonClass('secondary', 'lg')}>
              {t('next.resources')}
            </Link>
          </div>
        </ContentSection>
      </div>
    </>
  );
}
