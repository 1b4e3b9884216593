import { getTranslations } from 'next-intl/server';
import { ContentSection } from '@/components/pages/content-section';
import { CACHE_SECONDS, openApiPaths } from '@/lib/open-data/dto';
import { CodeBlock } from './code';

const LIMITS = ['rate', 'cache', 'cors', 'errors'] as const;
const TERMS = ['source', 'authoritative', 'attribution', 'free'] as const;

/** The rate limit, caching, CORS and errors of the open API; `rateLimit` is the one this portal runs with. */
export async function UsageNotes({ origin, rateLimit }: { origin: string; rateLimit: number }) {
  const [t, tMeta] = await Promise.all([getTranslations('openData'), getTranslations('meta')]);
  return (
    <>
      <ContentSection id="open-data-limits" title={t('limits.title')}>
        <ul className="grid gap-4 md:grid-cols-2">
          {LIMITS.map((key) => (
            <li key={key} className="min-w-0 rounded-card border border-line bg-surface p-5 shadow-card">
              <h3 className="font-semibold text-steel-900">{t(`limits.${key}.title`)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-muted">
                {t(`limits.${key}.body`, { limit: rateLimit, seconds: CACHE_SECONDS })}
              </p>
              {key === 'cache' ? (
                <div className="mt-3">
                  <CodeBlock>{`curl -sI '${origin}${openApiPaths.epds}'`}</CodeBlock>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </ContentSection>
      <ContentSection id="open-data-terms" title={t('terms.title')}>
        <ol className="max-w-3xl list-decimal space-y-3 pl-5 text-sm leading-relaxed text-ink marker:text-ink-muted">
          {TERMS.map((key) => (
            <li key={key}>{t(`terms.${key}`, { platform: tMeta('title') })}</li>
          ))}
        </ol>
      </ContentSection>
    </>
  );
}
