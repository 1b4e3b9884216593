import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** zod's own code is in the chunk that defines `$ZodObject` (react-hook-form's zod resolver only names `$ZodError`). */
const ZOD_MARK = '$ZodObject';

/**
 * Whether the first load of the page at `path`, as the browser's cookies have it, carries zod: the
 * scripts its HTML names, to run (`<script src>`) or to preload (`<link rel="preload" as="script">`,
 * the chunks of `next/dynamic` parts rendered on the server). Read from the HTML, not from what has
 * arrived by some moment, so that code a page loads once idle does not count by chance.
 */
export async function firstLoadHasZod(page: Page, path: string): Promise<boolean> {
  const html = await (await page.request.get(path)).text();
  const tags = html.match(/<script[^>]*\bsrc="[^"]+"|<link[^>]*\bas="script"[^>]*>/g) ?? [];
  const sources = tags.map((tag) => /\b(?:src|href)="([^"]+)"/.exec(tag)![1]);
  expect(sources.length, `scripts named by ${path}`).toBeGreaterThan(0);
  const bodies = await Promise.all(sources.map(async (source) => (await page.request.get(source!)).text()));
  return bodies.some((body) => body.includes(ZOD_MARK));
}
