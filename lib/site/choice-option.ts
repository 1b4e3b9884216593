/**
 * A choice in a form: the dictionary item's code as value, its localised text as label. A DTO the
 * components take; `choiceOptionSchema` in `./endpoints` checks it at the BFF boundary.
 */
export type ChoiceOption = { value: string; label: string; children: ChoiceOption[] };
