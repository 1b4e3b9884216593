import type { Metadata } from 'next';
import { localizedPath, type Locale } from '@/lib/i18n/routing';

/** One page head for both routers: `toMetadata` (App Router), `headTags` (the Pages Router's product page); paths without locale. */
export type PageHead = {
  locale: Locale;
  path: string;
  title: string;
  description?: string;
  siteName: string;
  /** `false` keeps utility and signed-in pages out of search engines (and drops their alternates). */
  index?: boolean;
  /** `false` for a page that exists in one language only (a Chinese-only declaration): no hreflang pairs. */
  bilingual?: boolean;
  type?: 'website' | 'article';
  publishedTime?: string | null;
  images?: string[];
};

export function canonicalPath(head: Pick<PageHead, 'locale' | 'path'>): string {
  return localizedPath(head.locale, head.path);
}

export function languageAlternates(path: string): Record<'zh-CN' | 'en' | 'x-default', string> {
  return {
    'zh-CN': localizedPath('zh', path),
    en: localizedPath('en', path),
    'x-default': localizedPath('zh', path),
  };
}

function openGraphLocale(locale: Locale) {
  return locale === 'en' ? 'en_US' : 'zh_CN';
}

export function toMetadata(head: PageHead): Metadata {
  const indexable = head.index !== false;
  const bilingual = head.bilingual !== false;
  const common = {
    title: head.title,
    ...(head.description ? { description: head.description } : {}),
    url: canonicalPath(head),
    siteName: head.siteName,
    locale: openGraphLocale(head.locale),
    ...(bilingual ? { alternateLocale: [openGraphLocale(head.locale === 'en' ? 'zh' : 'en')] } : {}),
    ...(head.images?.length ? { images: head.images.map((url) => ({ url })) } : {}),
  };
  return {
    title: head.title,
    ...(head.description ? { description: head.description } : {}),
    // A noindex page of the App Router still names its canonical URL and its other language.
    alternates: {
      canonical: canonicalPath(head),
      ...(bilingual ? { languages: languageAlternates(head.path) } : {}),
    },
    ...(indexable
      ? {
          openGraph:
            head.type === 'article'
              ? {
                  ...common,
                  type: 'article',
                  ...(head.publishedTime ? { publishedTime: head.publishedTime } : {}),
                }
              : { ...common, type: 'website' },
        }
      : { robots: { index: false, follow: true } }),
  };
}

export type HeadTag =
  | { kind: 'meta'; name?: string; property?: string; content: string }
  | { kind: 'link'; rel: string; href: string; hrefLang?: string };

export function headTags(head: PageHead, origin: string): HeadTag[] {
  const absolute = (path: string) => new URL(path, origin).toString();
  const tags: HeadTag[] = [];
  if (head.description) tags.push({ kind: 'meta', name: 'description', content: head.description });
  if (head.index === false) {
    // Outside the App Router only the product page's "does not exist" answer is noindex: no page, no alternates.
    tags.push({ kind: 'meta', name: 'robots', content: 'noindex, follow' });
    return tags;
  }
  const canonical = absolute(canonicalPath(head));
  tags.push({ kind: 'link', rel: 'canonical', href: canonical });
  if (head.bilingual !== false) {
    for (const [hrefLang, path] of Object.entries(languageAlternates(head.path)))
      tags.push({ kind: 'link', rel: 'alternate', hrefLang, href: absolute(path) });
  }
  tags.push(
    { kind: 'meta', property: 'og:title', content: head.title },
    ...(head.description
      ? [{ kind: 'meta' as const, property: 'og:description', content: head.description }]
      : []),
    { kind: 'meta', property: 'og:url', content: canonical },
    { kind: 'meta', property: 'og:site_name', content: head.siteName },
    { kind: 'meta', property: 'og:locale', content: openGraphLocale(head.locale) },
    ...(head.bilingual !== false
      ? [
          {
            kind: 'meta' as const,
            property: 'og:locale:alternate',
            content: openGraphLocale(head.locale === 'en' ? 'zh' : 'en'),
          },
        ]
      : []),
    { kind: 'meta', property: 'og:type', content: head.type ?? 'website' },
  );
  return tags;
}
