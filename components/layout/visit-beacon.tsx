'use client';

import { useLocale } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { callEndpoint } from '@/lib/bff/client';
import { countVisitEndpoint } from '@/lib/site/visit-address';
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
 * `/n/pvuv/count`), through the declared `countVisit` endpoint, by its address alone: the
 * declaration's zod schemas are never loaded for it (lib/site/visit-address.ts). Renders nothing;
 * a failed count is of no concern to the reader.
 */
export function VisitBeacon() {
  const pathname = usePathname();
  const locale = useLocale();
  useEffect(() => {
    const visitorId = currentVisitorId(visitorStorage(), Date.now());
    callEndpoint(countVisitEndpoint, { visitorId, page: pathname?.slice(0, 512) || '/' }, { locale }).catch(() => undefined);
  }, [pathname, locale]);
  return null;
}
