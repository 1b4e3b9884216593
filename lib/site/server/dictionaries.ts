import 'server-only';
import { describeError, logger } from '@/lib/observability/server/logger';
import type { Viewer } from '@/lib/session/viewer';
import { callOperation } from '@/lib/upstream/operation';
import {
  getDictionaryTree,
  listDictionary,
  listProtectedDictionary,
  type DictItem,
} from '@/lib/upstream/operations/dict';
import type { ChoiceOption } from '../dto';
import type { DictionarySource } from '../dto';

const toOption = (item: DictItem): ChoiceOption => ({
  value: item.itemCode,
  label: item.itemValue,
  children: (item.childrens ?? []).map(toOption),
});

const sources = {
  list: listDictionary,
  protectedList: listProtectedDictionary,
  tree: getDictionaryTree,
} as const satisfies Record<DictionarySource, unknown>;

/**
 * A dictionary as choices (GET /api/site/dictionary); upstream's failure is the caller's to word.
 * The viewer's token always goes along: `callOperation` sends it on the `/p/` dictionaries (company
 * type, industry and channel trees), which a platform may refuse without it, and then fetches them
 * per request; only a visitor's `/p/` answer and the token-less `/n/` lists are cached.
 */
export async function loadDictionary(
  source: DictionarySource,
  type: string,
  viewer: Viewer,
): Promise<ChoiceOption[]> {
  const items = await callOperation(
    sources[source],
    { type },
    { locale: viewer.locale, token: viewer.token },
  );
  return items.map(toOption);
}

/**
 * Loads a dictionary for a form's dropdown. `null` means it could not be loaded: the form shows
 * DICT_ERROR in the user's language instead of an empty list (accounts.md 8).
 */
export async function loadChoices(
  source: DictionarySource,
  type: string,
  viewer: Viewer,
): Promise<ChoiceOption[] | null> {
  try {
    return await loadDictionary(source, type, viewer);
  } catch (error) {
    logger.warn({ type, error: describeError(error) }, 'dictionary unavailable');
    return null;
  }
}
