'use client';

import { useCallback, useTransition } from 'react';
import { useRouter } from './navigation';

/** Navigates in a transition; `leaving` keeps the button that started it disabled until the page arrives (no resubmits). */
export function useLeave(): {
  leaving: boolean;
  leave: (href: string, options?: { refresh?: boolean }) => void;
  refresh: () => void;
} {
  const router = useRouter();
  const [leaving, startLeaving] = useTransition();
  const leave = useCallback(
    (href: string, options?: { refresh?: boolean }) =>
      startLeaving(() => {
        router.push(href);
        if (options?.refresh) router.refresh();
      }),
    [router],
  );
  const refresh = useCallback(() => startLeaving(() => router.refresh()), [router]);
  return { leaving, leave, refresh };
}
