import type { SitePageKey } from './site-pages';

/**
 * /webview?code= (business.md 2.1 lists the route without content): the mobile app's in-app view of
 * a server-managed page, by a code from this closed list, the platform's own page texts
 * (GET /n/page/{about|serve|pricing}). Nothing in the URL is ever framed, fetched or redirected
 * to: a code names one of these pages, or the page says what the address is for (in the main
 * layout, where business.md 2.1 lists /webview).
 */
export const WEBVIEW_CODES = ['about', 'service', 'pricing'] as const satisfies readonly SitePageKey[];
export type WebviewCode = (typeof WEBVIEW_CODES)[number];

export function webviewPage(code: string | undefined): WebviewCode | null {
  return (WEBVIEW_CODES as readonly string[]).includes(code ?? '') ? (code as WebviewCode) : null;
}
