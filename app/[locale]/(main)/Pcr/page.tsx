import { getTranslations } from 'next-intl/server';
import { ContentSection, FactList, NumberedSteps } from '@/components/pages/content-section';
import { PageHeader } from '@/components/pages/page-header';
import { PcrSearchForm } from '@/components/pcr/pcr-search-form';
import { buttonClass } from '@/components/ui/button-styles';
import { pcrOptionLabel } from '@/lib/content/pcr';
import { loadPcrOptions } from '@/lib/content/server/pcr';
import { Link } from '@/lib/i18n/navigation';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { pageLocale, type PageParams } from '@/lib/i18n/page-params';

export const generateMetadata = ({ params }: PageParams) =>
  pageMetadata(params, { path: '/Pcr', titleKey: 'pcr', descriptionKey: 'pcrDescription' });

const FACTS = ['standard', 'unit', 'boundary', 'validity'] as const;
const STEPS = ['proposal', 'drafting', 'consultation', 'review', 'publication'] as const;

// /Pcr – product category rules explained, with a search leading to /pcr/pcrSearch (business.md 2.2).
export default async function PcrIntroPage({ params }: PageParams) {
  const locale = await pageLocale(params);
  const [t, options] = await Promise.all([
    getTranslations('pcrIntro'),
    loadPcrOptions(locale).catch(() => []),
  ]);
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} crumbs={[{ label: t('title') }]}>
        <PcrSearchForm options={[]} />
      </PageHeader>
      <div className="container-page divide-y divide-line">
        <ContentSection id="pcr-what" title={t('what.title')}>
          <div className="grid gap-8 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
            <div className="space-y-4 leading-relaxed text-ink-muted">
              <p>{t('what.body1')}</p>
              <p>{t('what.body2')}</p>
            </div>
            <FactList
              facts={FACTS.map((key) => ({
                key,
                label: t(`facts.${key}.label`),
                value: t(`facts.${key}.value`),
              }))}
            />
          </div>
        </ContentSection>
        <ContentSection id="pcr-process" title={t('process.title')} lead={t('process.lead')}>
          <NumberedSteps
            steps={STEPS.map((key) => ({
              key,
              title: t(`process.${key}.title`),
              body: t(`process.${key}.body`),
            }))}
          />
          {/* The PCR application form (business.md 2.2) and the company's own declarations, from the rules' page. */}
          <div className="mt-8 flex flex-col gap-4 rounded-card border border-line bg-surface px-5 py-5 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-ink-muted">{t('process.applyLead')}</p>
            <div className="flex flex-wrap items-center gap-3">
              <Link href="/Pcr/pcrApplyFor" className={buttonClass('primary', 'md')}>
                {t('process.apply')}
              </Link>
              <Link href="/Pcr/minePcr" className={buttonClass('secondary', 'md')}>
                {t('process.mine')}
              </Link>
            </div>
          </div>
        </ContentSection>
        <ContentSection id="pcr-published" title={t('published.title')} lead={t('published.lead')}>
          {options.length > 0 ? (
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {options.map((option) => (
                <li key={option.pcrNumber}>
                  <Link
                    href={`/pcr/pcrSearch?pcrNumber=${encodeURIComponent(option.pcrNumber)}`}
                    className="group flex h-full items-center justify-between gap-3 rounded-lg border border-line bg-surface px-4 py-3 text-sm transition hover:border-steel-500"
                  >
                    <span className="min-w-0 font-medium text-steel-800 group-hover:text-steel-600">
                      {pcrOptionLabel(option, locale)}
                    </span>
                    <span aria-hidden="true" className="text-steel-500 group-hover:text-leaf-700">
                      →
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <p className="mt-5">
            <Link href="/pcr/pcrSearch" className="text-sm font-medium text-steel-600 hover:text-leaf-700">
              {t('published.all')} →
            </Link>
          </p>
        </ContentSection>
      </div>
    </>
  );
}
