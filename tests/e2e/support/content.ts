import { expect, type Page } from '@playwright/test';

/** What the reference upstream's seed holds, asked the way the portal asks (tests state expectations from the seed). */
export async function upstreamPost<T>(path: string, body: unknown, lang: 'zh' | 'en' = 'zh'): Promise<T> {
  const response = await fetch(`${process.env.E2E_UPSTREAM_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': lang === 'en' ? 'en' : 'zh-CN' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; data: T };
  expect(answer.code, `POST ${path}`).toBe(1);
  return answer.data;
}

export async function upstreamGet<T>(path: string, lang: 'zh' | 'en' = 'zh'): Promise<T> {
  const response = await fetch(`${process.env.E2E_UPSTREAM_URL}${path}`, {
    headers: { 'accept-language': lang === 'en' ? 'en' : 'zh-CN' },
  });
  const answer = (await response.json()) as { code: number; data: T };
  expect(answer.code, `GET ${path}`).toBe(1);
  return answer.data;
}

export type SeededNews = { id: number; newsTitle: string; newsAbstract: string; publishTime: string };
export type SeededNotice = { id: number; title: string; publishTime: string };

export async function seededNews(lang: 'zh' | 'en' = 'zh') {
  return upstreamPost<{ list: SeededNews[]; totals: number }>(
    '/n/portal/list/news',
    { pageNum: 1, pageSize: 100 },
    lang,
  );
}

export async function seededNotices(lang: 'zh' | 'en' = 'zh') {
  return upstreamPost<{ list: SeededNotice[]; totals: number }>(
    '/n/announcement/list',
    { pageNum: 1, pageSize: 100 },
    lang,
  );
}

/** The JSON-LD blocks of the page, parsed (a block that does not parse fails the test). */
export async function jsonLdOf(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** The hreflang alternates and canonical URL in the page's head. */
export async function headLinksOf(
  page: Page,
): Promise<{ canonical: string | null; alternates: Record<string, string> }> {
  // Next streams a page's metadata to browsers (crawlers get it blocking, in <head>): when it resolves
  // after the shell it lands later in the document, so wait for it and read it wherever it is.
  await page.locator('link[rel="canonical"]').first().waitFor({ state: 'attached' });
  return page.evaluate(() => {
    const alternates: Record<string, string> = {};
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')) {
      alternates[link.hreflang] = link.href;
    }
    return {
      canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? null,
      alternates,
    };
  });
}

/** The cards of the news timeline, in order. */
export function newsCards(page: Page) {
  return page
    .getByRole('main')
    .locator('article')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
}
