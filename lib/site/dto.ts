/**
 * A choice in a form: the dictionary item's code as value, its localised text as label. A DTO the
 * components take; `choiceOptionSchema` in `./endpoints` checks it at the BFF boundary.
 */
export type ChoiceOption = { value: string; label: string; children: ChoiceOption[] };

/** Where a dictionary is read: `/n/dict/list`, `/p/dict/list` (COMPANY_TYPE) or `/p/dict/tree` (accounts.md 7). */
export const dictionarySources = ['list', 'protectedList', 'tree'] as const;
export type DictionarySource = (typeof dictionarySources)[number];
