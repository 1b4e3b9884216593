import { feedResponse } from '@/lib/seo/feeds';

// Outside app/[locale]: proxy.ts skips paths with a dot, so the locale is this route's own.
export const dynamic = 'force-dynamic';

// GET /NoticeInformationPage/rss.xml – RSS 2.0 of the latest notices, in Chinese.
export const GET = () => feedResponse('notices', 'zh');
