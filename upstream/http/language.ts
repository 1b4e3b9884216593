import type { Context } from 'hono';
import type { UpstreamEnv } from '../context.ts';

export type Language = 'zh' | 'en';

/** The portal sends `en` or `zh-CN`; anything that does not start with "en" is answered in Chinese. */
export function requestLanguage(c: Context<UpstreamEnv>): Language {
  const header = c.req.header('Accept-Language')?.trim().toLowerCase() ?? '';
  return header.startsWith('en') ? 'en' : 'zh';
}

/** Picks the text for `language`; an English text that is missing falls back to Chinese. */
export function localise(language: Language, zh: string, en: string | null): string {
  return language === 'en' && en ? en : zh;
}
