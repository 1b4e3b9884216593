'use client';

import { useLocale } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { callBff } from '@/lib/bff/call-bff';
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
 * `/n/pvuv/count`), through the allowlisted `visits.count` operation. Renders nothing; a failed
 * count is of no concern to the reader.
 */
export function VisitBeacon() {
  const pathname = usePathname();
  const locale = useLocale();
  useEffect(() => {
    const visitorId = currentVisitorId(visitorStorage(), Date.now());
    void callBff('/api/ops/visits.count', { body: { visitorId, page: pathname?.slice(0, 512) || '/' }, locale });
  }, [pathname, locale]);
  return null;
}
