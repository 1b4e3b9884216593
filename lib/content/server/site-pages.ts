import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { callOperation } from '@/lib/upstream/operation';
import { getGpiDocuments, getSitePage, type SitePageCode } from '@/lib/upstream/operations/pages';
import type { SitePageKey } from '../site-pages';
import { offeredGpiDocuments, type GpiDocument } from '../gpi';

const UPSTREAM_CODE: Record<SitePageKey, SitePageCode> = {
  about: 'about',
  service: 'serve',
  pricing: 'pricing',
};

/** Sanitised by the operation. */
export async function loadSitePageHtml(page: SitePageKey, locale: Locale): Promise<string> {
  const answer = await callOperation(getSitePage, { code: UPSTREAM_CODE[page] }, { locale });
  return answer.content ?? '';
}

export async function loadGpiDocuments(locale: Locale): Promise<GpiDocument[]> {
  return offeredGpiDocuments(await callOperation(getGpiDocuments, {}, { locale }));
}
