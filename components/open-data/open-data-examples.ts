import { epdSearchParams } from '@/lib/epd/search-url';
import type { Locale } from '@/lib/i18n/routing';
import { epdFeedPath } from '@/lib/open-data/atom-feed-url';
import { openApiPaths } from '@/lib/open-data/dto';

export type OpenDataExampleKey = 'gwpUnder800' | 'oneDeclaration' | 'validCsv' | 'feed' | 'openapi';

export type OpenDataExample = {
  key: OpenDataExampleKey;
  url: string;
  /** What the address answers: the page states it, tests/e2e/open-data-page.spec.ts checks it. */
  contentType: string;
  curl: string;
};

function example(key: OpenDataExampleKey, url: string, contentType: string): OpenDataExample {
  // Single quotes keep the shell off `&`; the addresses are percent-encoded, so they hold none.
  const curl = contentType === 'text/csv' ? `curl -s -o epds.csv '${url}'` : `curl -s '${url}'`;
  return { key, url, contentType, curl };
}

/** The examples of /open-data as absolute addresses on this portal; one declaration's only when one is known. */
export function openDataExamples(origin: string, locale: Locale, sampleId: string | null): OpenDataExample[] {
  const lowCarbon = epdSearchParams({ gwpMax: 800, sort: 'gwp' });
  const valid = epdSearchParams({ validity: 'valid' });
  return [
    example('gwpUnder800', `${origin}${openApiPaths.epds}?${lowCarbon}`, 'application/json'),
    ...(sampleId ? [example('oneDeclaration', origin + openApiPaths.epd(sampleId), 'application/json')] : []),
    example('validCsv', `${origin}${openApiPaths.csv}?${valid}&lang=${locale}`, 'text/csv'),
    example('feed', origin + epdFeedPath(locale, { gwpMax: 800 }), 'application/atom+xml'),
    example('openapi', origin + openApiPaths.openapi, 'application/json'),
  ];
}
