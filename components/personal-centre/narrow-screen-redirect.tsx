'use client';

import { useEffect } from 'react';
import { useRouter } from '@/lib/i18n/navigation';

/** accounts.md 2.5: below 500 px the separate modify page gives way to /userinfo. */
export function NarrowScreenRedirect({ to, below = 500 }: { to: string; below?: number }) {
  const router = useRouter();
  useEffect(() => {
    if (window.innerWidth < below) router.replace(to);
  }, [below, router, to]);
  return null;
}
