import type { Page } from '@playwright/test';

/**
 * Holds the requests `matcher` picks until `release()`, as a slow connection would; `asked` lists
 * them. For a test that looks at what the page shows meanwhile.
 */
export async function holdRequests(
  page: Page,
  matcher: (url: URL) => boolean,
): Promise<{ asked: string[]; release: () => void }> {
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

/**
 * The page's scripts (Next's JavaScript chunks, not its stylesheet): held, the page is its server
 * HTML and styles alone, as on a slow phone before its code has come.
 */
export const pageScripts = (url: URL): boolean =>
  url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js');

/**
 * Waits until React has hydrated the element `selector` picks (it carries React's props): from
 * then on the page's code handles it. Only for tests that type before that moment.
 */
export async function hydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (css) => {
      const element = document.querySelector(css);
      return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
    },
    selector,
    { timeout: 30_000 },
  );
}

/**
 * Refuses, as a dropped connection would, the page's chunks that carry `mark` (read from their
 * bodies: a chunk's name says nothing of its code); the others pass. For a test of code a page
 * fetches when it is used. `refused()` counts the refusals; `reconnect()` lets everything through.
 */
export async function refuseChunksWith(
  page: Page,
  mark: string,
): Promise<{ refused: () => number; reconnect: () => Promise<void> }> {
  const chunks = '**/_next/static/chunks/**';
  let refused = 0;
  await page.route(chunks, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!body.includes(mark)) return route.fulfill({ response, body });
    refused++;
    return route.abort('internetdisconnected');
  });
  return { refused: () => refused, reconnect: () => page.unroute(chunks) };
}
