'use client';

import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { useToast } from '@/components/ui/toast';
import type { AccessDecision } from '@/lib/viewer/access';
import { useLeave } from '@/lib/i18n/use-leave';

/** "Apply" on /Epd: acts on the server's company-gate decision (DESIGN.md): 1 the form, 0 a warning, null or 2 /enterprise. */
export function ApplyStartButton({
  decision,
  companyName,
}: {
  decision: AccessDecision;
  companyName: string;
}) {
  const t = useTranslations('epdService');
  const tn = useTranslations('guards.notice');
  const toast = useToast();
  const tOpening = useTranslations('opening');
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
    <button
      type="button"
      data-testid="apply-start"
      className={buttonClass('green', 'lg', 'min-w-40')}
      onClick={start}
      disabled={leaving}
      aria-busy={leaving || undefined}
    >
      {leaving ? tOpening('busy') : t('apply')}
    </button>
  );
}
