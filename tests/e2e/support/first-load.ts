import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * What marks a library's or a part's code in a chunk: zod's own code defines `$ZodObject` (react-hook-form's
 * zod resolver only names `$ZodError`); Radix's dialog names its `DialogPortal`; the captcha's slider
 * carries its test id; react-hook-form reads its `shouldUseNativeValidation` option by name.
 */
export const CODE_MARKS = {
  zod: '$ZodObject',
  radixDialog: 'DialogPortal',
  captcha: 'captcha-slider-handle',
  reactHookForm: 'shouldUseNativeValidation',
} as const;

/**
 * Whether the first load of the page at `path`, as the browser's cookies have it, carries the code
 * `mark` names (`CODE_MARKS`): the scripts its HTML names, to run (`<script src>`) or to preload
 * (`<link rel="preload" as="script">`, the chunks of `next/dynamic` parts rendered on the server).
 * Read from the HTML, not from what has arrived by some moment, so that code a page loads once idle
 * does not count by chance.
 */
export async function firstLoadHas(page: Page, path: string, mark: string): Promise<boolean> {
  const html = await (await page.request.get(path)).text();
  const tags = html.match(/<script[^>]*\bsrc="[^"]+"|<link[^>]*\bas="script"[^>]*>/g) ?? [];
  const sources = tags.map((tag) => /\b(?:src|href)="([^"]+)"/.exec(tag)![1]);
  expect(sources.length, `scripts named by ${path}`).toBeGreaterThan(0);
  const bodies = await Promise.all(sources.map(async (source) => (await page.request.get(source!)).text()));
  return bodies.some((body) => body.includes(mark));
}

/** Whether the first load of the page at `path` carries zod (see `firstLoadHas`). */
export const firstLoadHasZod = (page: Page, path: string): Promise<boolean> =>
  firstLoadHas(page, path, CODE_MARKS.zod);
