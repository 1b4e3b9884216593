'use client';

import { useLocale } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { callEndpoint } from '@/lib/bff/client';
import { currentVisitorId } from '@/lib/visits/visitor-id';

function visitorStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Counts one page view per page shown, client navigations included (business.md 7,
 * `/n/pvuv/count`), through the declared `countVisit` endpoint. Renders nothing; a failed count
 * is of no concern to the reader. The declaration (with its zod schemas) is imported when the
 * count is sent, after the page has hydrated, so zod is not part of every page's first load.
 */
export function VisitBeacon() {
  const pathname = usePathname();
  const locale = useLocale();
  useEffect(() => {
    const visitorId = currentVisitorId(visitorStorage(), Date.now());
    import('@/lib/site/endpoints')
      .then(({ siteEndpoints }) => callEndpoint(siteEndpoints.countVisit, { visitorId, page: pathname?.slice(0, 512) || '/' }, { locale }))
      .catch(() => undefined);
  }, [pathname, locale]);
  return null;
}
