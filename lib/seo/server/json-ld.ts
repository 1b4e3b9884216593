import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getEnv } from '@/lib/env/server/env';
import { chinaIsoTime } from '@/lib/content/china-time';
import type { NewsSummary } from '@/lib/content/news';
import { localizedPath, type Locale } from '@/lib/i18n/routing';

export async function newsArticleJsonLd(
  article: NewsSummary,
  locale: Locale,
): Promise<Record<string, unknown>> {
  const origin = getEnv().publicOrigin;
  const t = await getTranslations({ locale, namespace: 'meta' });
  const url = origin + localizedPath(locale, `/news/newsDetailsPage?id=${article.id}`);
  const published = chinaIsoTime(article.publishTime);
  const publisher = {
    '@type': 'Organization',
    name: t('title'),
    url: origin + localizedPath(locale, '/'),
    logo: { '@type': 'ImageObject', url: `${origin}/icon.svg` },
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title.slice(0, 110),
    ...(article.abstract ? { description: article.abstract } : {}),
    ...(article.coverUrl ? { image: [origin + article.coverUrl] } : {}),
    ...(published ? { datePublished: published, dateModified: published } : {}),
    inLanguage: locale === 'en' ? 'en' : 'zh-CN',
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    author: article.editor ? { '@type': 'Organization', name: article.editor } : publisher,
    publisher,
  };
}
