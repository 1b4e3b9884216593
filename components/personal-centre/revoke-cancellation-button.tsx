'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { useToast } from '@/components/ui/toast';
import { useBff } from '@/components/ui/use-bff';
import { useRouter } from '@/lib/i18n/navigation';

/** "Cancel cancellation": withdraws a pending account cancellation (accounts.md 2.6, 4.7). */
export function RevokeCancellationButton() {
  const t = useTranslations('personalCentre');
  const bff = useBff();
  const router = useRouter();
  const toast = useToast();
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      className={buttonClass('secondary', 'sm')}
      disabled={pending}
      onClick={async () => {
        setPending(true);
        const answer = await bff('/api/account/revoke-logoff', {});
        setPending(false);
        if (!answer.ok) return toast(answer.error.message, { tone: 'error' });
        toast(t('cancellationWithdrawn'), { tone: 'success' });
        router.refresh();
      }}
    >
      {t('withdrawCancellation')}
    </button>
  );
}
