'use client';

import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** The header stays across in-app navigation, and its counts with it: each new page asks for `queryKey` again. */
export function useRefreshOnNavigation(queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  const pathname = usePathname();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    void queryClient.invalidateQueries({ queryKey });
  }, [pathname, queryKey, queryClient]);
}
