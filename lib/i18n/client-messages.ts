import type { AbstractIntlMessages } from 'next-intl';

/**
 * The message namespaces client components use. Only these travel to the browser in the RSC
 * payload; server components read the rest on the server.
 */
const CLIENT_NAMESPACES = ['common', 'nav', 'language', 'login', 'account', 'captcha', 'errors', 'validation', 'guards', 'messages', 'personalCentre', 'enterprise', 'uploads', 'lcaTools', 'gwp', 'epdCards', 'pdfViewer', 'epdQr', 'content', 'news', 'notices', 'pcr', 'resources', 'mineEpd', 'epdService', 'applyForm'] as const;

export function clientMessages(all: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(CLIENT_NAMESPACES.filter((ns) => ns in all).map((ns) => [ns, all[ns]!]));
}
