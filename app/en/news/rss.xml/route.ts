import { feedResponse } from '@/lib/seo/server/feeds';

export const dynamic = 'force-dynamic';

// GET /en/news/rss.xml – latest news in English; outside app/[locale], as proxy.ts skips paths with a dot.
export const GET = () => feedResponse('news', 'en');
