import type { MetadataRoute } from 'next';
import { getEnv } from '@/lib/env';
import { loadSitemapContent } from '@/lib/seo/sitemap-data';
import { sitemapEntries } from '@/lib/seo/sitemap-entries';

// Built per request from cached upstream answers: the origin is configuration, and the content
// (new declarations, news) changes between builds.
export const dynamic = 'force-dynamic';

// /sitemap.xml – every public page, EPD product page, PCR, news item and notice, in both languages.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(getEnv().publicOrigin, await loadSitemapContent());
}
