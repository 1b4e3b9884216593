'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useToast } from '@/components/ui/toast';

const NOTICES = [
  'auditPending',
  'auditRejected',
  'companyRequired',
  'companyPending',
  'companyRejected',
  'companyAlreadyAuthenticated',
  'statusUnknown',
] as const;

/** A guard's `?notice=…` as a warning, then removed from the address so a reload does not repeat it. */
export function NoticeToast() {
  const t = useTranslations('guards.notice');
  const toast = useToast();
  const notice = useSearchParams()?.get('notice');
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!notice || shown.current === notice || !(NOTICES as readonly string[]).includes(notice)) return;
    shown.current = notice;
    toast(t(notice as (typeof NOTICES)[number]), { tone: 'warning', durationMs: 5000 });
    const url = new URL(window.location.href);
    url.searchParams.delete('notice');
    window.history.replaceState(window.history.state, '', url);
  }, [notice, t, toast]);
  return null;
}
