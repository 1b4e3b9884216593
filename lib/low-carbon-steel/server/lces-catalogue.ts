import 'server-only';
import type { IronSession } from 'iron-session';
import { streamUpstreamFile } from '@/lib/bff/server/stream-file';
import { DomainError } from '@/lib/errors/domain-error';
import { requireDownloadAccess } from '@/lib/guards/server/download-access';
import { locales, type Locale } from '@/lib/i18n/routing';
import { describeError, logger } from '@/lib/observability/server/logger';
import type { SessionData } from '@/lib/session/session';
import { callOperation } from '@/lib/upstream/operation';
import { listDictionary } from '@/lib/upstream/operations/dict';
import type { LcesCatalogue, LcesTemplate } from '../schemas';

async function orNull<T>(what: string, load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    logger.warn({ dictionary: what, error: describeError(error) }, 'low-carbon steel: catalogue unavailable');
    return null;
  }
}

/** The templates of LCES_MODEL_DOWNLOAD: `itemValue` the title, `itemDesc` the file's name in the request's language. */
async function loadTemplates(locale: Locale): Promise<LcesTemplate[]> {
  const items = await callOperation(listDictionary, { type: 'LCES_MODEL_DOWNLOAD' }, { locale });
  return items.flatMap((item) =>
    item.itemDesc ? [{ code: item.itemCode, name: item.itemValue, file: item.itemDesc.trim() }] : [],
  );
}

/** The standard PDF a data file may be (business.md 5): LCES_MODEL_DOWNLOAD's PDF item in every language, as a user may
 * have downloaded either; browser and BFF check against these (lib/uploads/upload-policy.ts `standardPdf`). */
export async function loadLcesStandardPdfNames(): Promise<string[]> {
  const lists = await Promise.all(locales.map((locale) => loadTemplates(locale)));
  const names = lists
    .flat()
    .flatMap((template) => (template.file.toLowerCase().endsWith('.pdf') ? [template.file] : []));
  return [...new Set(names)];
}

/** The process steps, templates and standard PDF names, from the platform's (token-less, cached) dictionaries. */
export async function loadLcesCatalogue(locale: Locale): Promise<LcesCatalogue> {
  const [processes, templates, standardPdfNames] = await Promise.all([
    orNull(
      'LCES_PROCESS_SELECTION',
      callOperation(listDictionary, { type: 'LCES_PROCESS_SELECTION' }, { locale }),
    ),
    orNull('LCES_MODEL_DOWNLOAD', loadTemplates(locale)),
    orNull('LCES_MODEL_DOWNLOAD', loadLcesStandardPdfNames()),
  ]);
  return {
    processes: processes?.map((item) => ({ value: item.itemCode, label: item.itemValue })) ?? null,
    templates,
    standardPdfNames: standardPdfNames ?? [],
  };
}

/** Only a file the dictionary lists is asked for: the path segment can name nothing else on the platform. */
export async function streamLcesTemplate(
  file: string,
  session: IronSession<SessionData>,
  locale: Locale,
  signal: AbortSignal,
): Promise<Response> {
  const token = await requireDownloadAccess(session, locale);
  const listed = await loadTemplates(locale);
  if (!listed.some((template) => template.file === file)) throw new DomainError('FILE_NOT_FOUND');
  return streamUpstreamFile({
    path: `/p/template/download/${encodeURIComponent(file)}`,
    locale,
    token,
    signal,
    disposition: 'attachment',
  });
}
