'use client';

import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { useToast } from '@/components/ui/toast';
import type { AccessDecision } from '@/lib/guards/route-access';
import { useLeave } from '@/lib/i18n/use-leave';

/**
 * "Apply" on /Epd: the company gate of DESIGN.md as the route table decided it for the form
 * (status 1 → the form with the company name; 0 → a warning, the user stays; null or 2 → a
 * warning and /enterprise). The decision is made on the server with fresh data; this only acts on it.
 */
export function ApplyStartButton({ decision, companyName }: { decision: AccessDecision; companyName: string }) {
  const t = useTranslations('epdService');
  const tn = useTranslations('guards.notice');
  const toast = useToast();
  const tOpening = useTranslations('opening');
  // Until the next page has arrived the button says so: on a slow phone a tap otherwise changed nothing for seconds.
  const { leaving, leave: go } = useLeave();

  function start() {
    switch (decision.kind) {
      case 'allow':
        go(`/epd/epdApplyFor?companyName=${encodeURIComponent(companyName)}`);
        return;
      case 'block':
        toast(tn(decision.notice), { tone: 'warning' });
        return;
      case 'redirect':
        toast(tn(decision.notice), { tone: 'warning' });
        go(decision.to);
        return;
      case 'login':
        go('/?login=required');
    }
  }

  return (
    <button type="button" className={buttonClass('green', 'lg', 'min-w-40')} onClick={start} disabled={leaving} aria-busy={leaving || undefined}>
      {leaving ? tOpening('busy') : t('apply')}
    </button>
  );
}
