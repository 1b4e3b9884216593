import { feedResponse } from '@/lib/seo/server/feeds';

export const dynamic = 'force-dynamic';

// GET /NoticeInformationPage/rss.xml – latest notices in Chinese; outside app/[locale], as proxy.ts skips paths with a dot.
export const GET = () => feedResponse('notices', 'zh');
