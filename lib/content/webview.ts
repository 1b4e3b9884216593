import type { SitePageKey } from './site-pages';

/** /webview?code= (business.md 2.1): the app's view of a server-managed page from this closed list; nothing in the URL is framed, fetched or redirected to. */
export const WEBVIEW_CODES = ['about', 'service', 'pricing'] as const satisfies readonly SitePageKey[];
export type WebviewCode = (typeof WEBVIEW_CODES)[number];

export function webviewPage(code: string | undefined): WebviewCode | null {
  return (WEBVIEW_CODES as readonly string[]).includes(code ?? '') ? (code as WebviewCode) : null;
}
