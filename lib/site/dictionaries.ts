import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { describeError, logger } from '@/lib/observability/logger';
import { callOperation } from '@/lib/upstream/operation';
import { getDictionaryTree, listDictionary, listProtectedDictionary, type DictItem } from '@/lib/upstream/operations/dict';
import type { ChoiceOption, DictionarySource } from './endpoints';

export type { ChoiceOption } from './endpoints';

const toOption = (item: DictItem): ChoiceOption => ({
  value: item.itemCode,
  label: item.itemValue,
  children: (item.childrens ?? []).map(toOption),
});

const sources = { list: listDictionary, protectedList: listProtectedDictionary, tree: getDictionaryTree } as const satisfies Record<DictionarySource, unknown>;

/** A dictionary as choices (GET /api/site/dictionary); upstream's failure is the caller's to word. */
export async function loadDictionary(source: DictionarySource, type: string, locale: Locale): Promise<ChoiceOption[]> {
  const items = await callOperation(sources[source], { type }, { locale });
  return items.map(toOption);
}

/**
 * Loads a dictionary for a form's dropdown. `null` means it could not be loaded: the form shows
 * DICT_ERROR in the user's language instead of an empty list (accounts.md 8).
 */
export async function loadChoices(source: DictionarySource, type: string, locale: Locale): Promise<ChoiceOption[] | null> {
  try {
    return await loadDictionary(source, type, locale);
  } catch (error) {
    logger.warn({ type, error: describeError(error) }, 'dictionary unavailable');
    return null;
  }
}
