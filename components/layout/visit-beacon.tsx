'use client';

import { useLocale } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { callEndpoint } from '@/lib/bff/client';
import * as siteApi from '@/lib/site/addresses';
import { currentVisitorId } from '@/lib/site/visitor-id';

function visitorStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Counts a view per page shown, client navigations too (business.md 7, `/n/pvuv/count`), by its address alone (lib/site/addresses.ts). */
export function VisitBeacon() {
  const pathname = usePathname();
  const locale = useLocale();
  useEffect(() => {
    const visitorId = currentVisitorId(visitorStorage(), Date.now());
    callEndpoint(siteApi.countVisit, { visitorId, page: pathname?.slice(0, 512) || '/' }, { locale }).catch(
      () => undefined,
    );
  }, [pathname, locale]);
  return null;
}
