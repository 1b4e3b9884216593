/** Header the portal's own fetch helper sends with every BFF call: the language of the page. */
export const LOCALE_HEADER = 'x-portal-locale';
