import { getTranslations } from 'next-intl/server';
import { ContentSection } from '@/components/pages/content-section';
import { CodeBlock, InlineCode } from './code';
import type { OpenDataExample } from './open-data-examples';

export async function ApiExamples({ examples }: { examples: OpenDataExample[] }) {
  const [t, tFormats] = await Promise.all([
    getTranslations('openData.examples'),
    getTranslations('openData.formats'),
  ]);
  const hasSample = examples.some((example) => example.key === 'oneDeclaration');
  return (
    <ContentSection id="open-data-examples" title={t('title')} lead={t('lead')}>
      <ul className="space-y-5">
        {examples.map((example) => (
          <li
            key={example.key}
            data-testid="open-data-example"
            data-content-type={example.contentType}
            className="min-w-0 rounded-card border border-line bg-surface p-5 shadow-card"
          >
            <h3 className="font-semibold text-steel-900">{t(example.key)}</h3>
            <p className="mt-1 text-xs text-ink-muted">
              {tFormats('contentType')}: <InlineCode>{example.contentType}</InlineCode>
            </p>
            <a
              href={example.url}
              type={example.contentType}
              className="mt-3 block font-mono text-sm break-all text-steel-600 underline underline-offset-4 hover:text-steel-800"
            >
              {example.url}
            </a>
            <div className="mt-3">
              <CodeBlock>{example.curl}</CodeBlock>
            </div>
          </li>
        ))}
      </ul>
      {hasSample ? null : <p className="mt-4 text-sm text-ink-muted">{t('noSample')}</p>}
    </ContentSection>
  );
}
