'use client';

import { useCallback, useTransition } from 'react';
import { useRouter } from './navigation';

/**
 * Goes to another page (or reads this one again) in a React transition, and says so until the
 * page has arrived: `leaving` keeps the button that started it disabled and saying it is busy. On
 * a slow phone the page stays on screen for seconds, and a button that had come back got tapped
 * again (a second application sent). Used by the forms (`useBffForm`) and by buttons that navigate.
 */
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
