import type { MetadataRoute } from 'next';
import { localizedPath } from '@/lib/i18n/routing';

/** Never crawled: the signed-in area, account and app utility pages. Rules match by prefix; each path goes in both languages. */
export const PRIVATE_PATHS = [
  '/user',
  '/userinfo',
  '/information',
  '/enterprise',
  '/changepassword',
  '/passpassword',
  '/textmessage',
  '/epd/mineEpd',
  '/Epd/mineEpd',
  '/myLists',
  '/myDetails',
  '/epd/verification',
  '/apppdf',
  '/Loginapp',
  '/appLogin',
  '/appLoginform',
  '/logins',
  '/Result',
] as const;

export function robotsRules(origin: string): MetadataRoute.Robots {
  const pagePaths = PRIVATE_PATHS.flatMap((path) => [localizedPath('zh', path), localizedPath('en', path)]);
  return {
    // The BFF stays out, except its public files: the pictures of og:image, the news' JSON-LD and covers.
    rules: {
      userAgent: '*',
      allow: ['/', '/api/files/public/'],
      disallow: [...pagePaths, '/api/', '/en/api/'],
    },
    sitemap: `${origin}/sitemap.xml`,
  };
}
