import type { GpiEntry } from '@/lib/upstream/operations/pages';

export type GpiDocument = { lang: 'zh' | 'en'; attachmentId: number; fileName: string | null };

/** business.md 2.2: the Chinese file, and the English one only when it is enabled. */
export function offeredGpiDocuments(entries: readonly GpiEntry[]): GpiDocument[] {
  const documents: GpiDocument[] = [];
  for (const lang of ['zh', 'en'] as const) {
    const entry = entries.find((candidate) =>
      lang === 'en' ? /^en/i.test(candidate.i18n) : /^zh/i.test(candidate.i18n),
    );
    if (!entry) continue;
    if (lang === 'en' && entry.enable !== 1) continue;
    documents.push({
      lang,
      attachmentId: entry.attachmentId,
      fileName: entry.attachmentName?.trim() || null,
    });
  }
  return documents;
}
