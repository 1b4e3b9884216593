import { getTranslations } from 'next-intl/server';
import { ContentSection } from '@/components/pages/content-section';

/** business.md 3 "EPD (public)": the fields every visitor sees, and nothing signed-in. */
const FIELDS = [
  'names',
  'company',
  'registration',
  'type',
  'pcr',
  'gwp',
  'validity',
  'reports',
  'chain',
  'productPage',
] as const;

export async function PublishedFields() {
  const t = await getTranslations('openData.data');
  return (
    <ContentSection id="open-data-fields" title={t('title')} lead={t('lead')}>
      <ul className="grid gap-x-8 gap-y-2.5 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <li key={field} className="flex gap-2.5 text-sm leading-relaxed text-ink">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-leaf-500" />
            {t(`fields.${field}`)}
          </li>
        ))}
      </ul>
      <p className="mt-6 rounded-card border border-line bg-canvas px-5 py-4 text-sm leading-relaxed text-ink-muted">
        {t('notPublished')}
      </p>
    </ContentSection>
  );
}
