import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { describeError, logger } from '@/lib/observability/logger';
import { callOperation } from '@/lib/upstream/operation';
import { getDictionaryTree, listDictionary, listProtectedDictionary, type DictItem } from '@/lib/upstream/operations/dict';

/** A choice in a form: the dictionary item's code as value, its localised text as label. */
export type ChoiceOption = { value: string; label: string; children: ChoiceOption[] };

const toOption = (item: DictItem): ChoiceOption => ({
  value: item.itemCode,
  label: item.itemValue,
  children: (item.childrens ?? []).map(toOption),
});

const sources = { list: listDictionary, protectedList: listProtectedDictionary, tree: getDictionaryTree } as const;

/**
 * Loads a dictionary for a form's dropdown. `null` means it could not be loaded: the form shows
 * DICT_ERROR in the user's language instead of an empty list (accounts.md 8).
 */
export async function loadChoices(source: keyof typeof sources, type: string, locale: Locale): Promise<ChoiceOption[] | null> {
  try {
    const items = await callOperation(sources[source], { type }, { locale });
    return items.map(toOption);
  } catch (error) {
    logger.warn({ type, error: describeError(error) }, 'dictionary unavailable');
    return null;
  }
}
