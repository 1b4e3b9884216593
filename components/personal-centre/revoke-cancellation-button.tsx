'use client';

import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { useToast } from '@/components/ui/toast';
import { callEndpoint } from '@/lib/bff/client';
import { errorWords } from '@/lib/bff/error-words';
import { useLeave } from '@/lib/i18n/use-leave';
import { QueryProvider } from '@/components/ui/query-provider';
import * as personalCentreApi from '@/lib/personal-centre/addresses';

export function RevokeCancellationButton() {
  return (
    <QueryProvider>
      <RevokeCancellationButtonReading />
    </QueryProvider>
  );
}

/** Withdraws a pending account cancellation (accounts.md 2.6, 4.7). */
function RevokeCancellationButtonReading() {
  const t = useTranslations('personalCentre');
  const te = useTranslations('errors');
  const locale = useLocale();
  const toast = useToast();
  // Stays disabled until the page has been re-read without it.
  const { leaving: refreshing, refresh } = useLeave();
  const withdraw = useMutation({
    mutationFn: async () => {
      return callEndpoint(personalCentreApi.withdrawCancellation, {}, { locale });
    },
    onSuccess: () => {
      toast(t('cancellationWithdrawn'), { tone: 'success' });
      refresh();
    },
    onError: (error) => toast(errorWords(error, te), { tone: 'error' }),
  });
  return (
    <button
      type="button"
      className={buttonClass('secondary', 'sm')}
      disabled={withdraw.isPending || refreshing}
      onClick={() => withdraw.mutate()}
    >
      {t('withdrawCancellation')}
    </button>
  );
}
