import type { MetadataRoute } from 'next';
import { getEnv } from '@/lib/env/server/env';
import { loadSitemapContent } from '@/lib/seo/server/sitemap-data';
import { sitemapEntries } from '@/lib/seo/sitemap-entries';

// Per request: the origin is configuration, and the content changes between builds.
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(getEnv().publicOrigin, await loadSitemapContent());
}
