/**
 * The `name` of the header's disclosures (language, messages, account, phone menu): <details> of
 * one name are exclusive in the browser itself, so opening one closes the others, with or without
 * JavaScript. `HeaderDisclosures` adds closing on a tap outside and on Escape.
 */
export const HEADER_DISCLOSURE = 'header-menu';
