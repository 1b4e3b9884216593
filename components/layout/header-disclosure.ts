/** The header's <details> share one name, so the browser opens only one at a time, even without JavaScript. */
export const HEADER_DISCLOSURE = 'header-menu';
