import type { Page } from '@playwright/test';

/**
 * Holds the requests `matcher` picks until `release()`, as a slow connection would; `asked` lists
 * them. For a test that looks at what the page shows meanwhile.
 */
export async function holdRequests(page: Page, matcher: (url: URL) => boolean): Promise<{ asked: string[]; release: () => void }> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route(matcher, async (route) => {
    asked.push(route.request().url());
    await held;
    await route.continue();
  });
  return { asked, release: () => release() };
}

/** The App Router's request for the page at `pathname` on a client navigation (its RSC payload). */
export const pagePayload =
  (pathname: string) =>
  (url: URL): boolean =>
    url.pathname === pathname && url.searchParams.has('_rsc');
