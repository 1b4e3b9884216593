import 'server-only';
import { toEpdSummary } from '@/lib/epd/epd-summary';
import { chinaToday } from '@/lib/epd/validity';
import type { Locale } from '@/lib/i18n/routing';
import { describeError, logger } from '@/lib/observability/server/logger';
import { callOperation } from '@/lib/upstream/operation';
import { searchEpds } from '@/lib/upstream/operations/epd';
import type { HomeUpdates } from '../home';
import { loadLatestNews } from './news';
import { loadNoticeListing } from './notices';

export async function loadHomeUpdates(locale: Locale): Promise<HomeUpdates> {
  const [news, notices, epds] = await Promise.allSettled([
    loadLatestNews(locale, 3),
    loadNoticeListing(locale, 1, 5),
    callOperation(searchEpds, { pageNum: 1, pageSize: 3 }, { locale }),
  ]);
  for (const result of [news, notices, epds]) {
    if (result.status === 'rejected')
      logger.warn({ error: describeError(result.reason) }, 'home: an update list failed');
  }
  const today = chinaToday();
  return {
    news: news.status === 'fulfilled' ? news.value : null,
    notices: notices.status === 'fulfilled' ? notices.value.items : null,
    epds:
      epds.status === 'fulfilled'
        ? epds.value.list.map((record) => toEpdSummary(record, locale, today))
        : null,
  };
}
