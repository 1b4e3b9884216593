import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { callOperation } from '@/lib/upstream/operation';
import { getGpiDocuments, getSitePage, type SitePageCode } from '@/lib/upstream/operations/pages';
import { offeredGpiDocuments, type GpiDocument } from '../gpi';

/** The server-managed HTML of /about, /service or /pricing, sanitised by the operation. */
export async function loadSitePageHtml(code: SitePageCode, locale: Locale): Promise<string> {
  const page = await callOperation(getSitePage, { code }, { locale });
  return page.content ?? '';
}

/** The GPI files on offer: Chinese, and English when enabled. */
export async function loadGpiDocuments(locale: Locale): Promise<GpiDocument[]> {
  return offeredGpiDocuments(await callOperation(getGpiDocuments, {}, { locale }));
}
