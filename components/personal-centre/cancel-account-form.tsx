'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { CodeField } from '@/components/captcha/code-field';
import { FormAlert } from '@/components/forms/form-alert';
import { useBffForm } from '@/components/forms/use-bff-form';
import { buttonClass } from '@/components/ui/button-styles';
import { FormField } from '@/components/ui/form-field';
import { inputClass } from '@/components/ui/input-styles';
import { callEndpoint } from '@/lib/bff/client';
import { looksLikeEmail } from '@/lib/validation/account-input';
import { LazyDialog } from '@/components/providers/lazy-dialog';
import * as personalCentreApi from '@/lib/personal-centre/addresses';
import * as personalCentreForms from '@/lib/personal-centre/forms';

/** Cancel the account (accounts.md 2.7, 4.7): code by e-mail or SMS, a confirmation, then /Result code 5. */
export function CancelAccountForm({ account }: { account: string }) {
  const t = useTranslations('personalCentre');
  const ta = useTranslations('account');
  const locale = useLocale();
  const [confirming, setConfirming] = useState(false);
  const form = useBffForm(personalCentreForms.schemas, 'cancellationSchema', { code: '' });

  const confirm = form.submitWith(async () => setConfirming(true));
  const cancelAccount = form.submitWith(async (values) => {
    setConfirming(false);
    await callEndpoint(personalCentreApi.requestCancellation, values, { locale });
    form.leave('/Result?type=5', { refresh: true });
  });

  return (
    <form method="post" onSubmit={confirm} noValidate className="space-y-4">
      <div role="note" className="rounded-lg bg-warning-50 px-4 py-3 text-sm text-warning-600">
        {t('cancelWarning')}
      </div>
      <FormField label={t('accountName')}>
        {(ids) => (
          <input {...ids} value={account} readOnly className={inputClass(false, { readOnly: true })} />
        )}
      </FormField>
      <CodeField
        control={form.control}
        name="code"
        label={looksLikeEmail(account) ? ta('emailCode') : ta('smsCode')}
        validateTarget={() => true}
        send={async (captchaVerification) =>
          callEndpoint(personalCentreApi.sendCancellationCode, { captchaVerification }, { locale })
        }
      />
      <FormAlert message={form.alert} />
      <button type="submit" className={buttonClass('danger', 'lg', 'w-full')} disabled={form.busy}>
        {t('cancelAccount')}
      </button>
      <LazyDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('cancelConfirmTitle')}
        description={t('cancelConfirmBody')}
        width="sm"
      >
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonClass('secondary')} onClick={() => setConfirming(false)}>
            {t('cancelKeep')}
          </button>
          <button type="button" className={buttonClass('danger', 'md')} onClick={() => void cancelAccount()}>
            {t('cancelConfirm')}
          </button>
        </div>
      </LazyDialog>
    </form>
  );
}
