import { feedResponse } from '@/lib/seo/server/feeds';

export const dynamic = 'force-dynamic';

// GET /en/NoticeInformationPage/rss.xml – latest notices in English; outside app/[locale], as proxy.ts skips paths with a dot.
export const GET = () => feedResponse('notices', 'en');
