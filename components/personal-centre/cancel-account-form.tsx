'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { CodeField, FormAlert } from '@/components/account/account-fields';
import { buttonClass } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useBff } from '@/components/ui/use-bff';
import { useSchemaForm } from '@/components/ui/use-schema-form';
import { useRouter } from '@/lib/i18n/navigation';
import { cancellationSchema, looksLikeEmail } from '@/lib/validation/account';

/**
 * Cancel the account (accounts.md 2.7, 4.7): the code (by e-mail for an e-mail account, else by
 * SMS), a confirmation, then "cancellation under review" on /Result code 5.
 */
export function CancelAccountForm({ account }: { account: string }) {
  const t = useTranslations('personalCentre');
  const ta = useTranslations('account');
  const bff = useBff();
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const form = useSchemaForm(cancellationSchema, { code: '' });

  const confirm = form.onSubmit(async () => setConfirming(true));
  const cancelAccount = form.onSubmit(async (data) => {
    setConfirming(false);
    const answer = await bff('/api/account/cancellation', data);
    if (!answer.ok) return { fields: answer.error.fields, message: answer.error.message };
    router.push('/Result?type=5');
    router.refresh();
  });

  return (
    <form onSubmit={confirm} noValidate className="space-y-4">
      <div role="note" className="rounded-lg bg-warning-50 px-4 py-3 text-sm text-warning-600">{t('cancelWarning')}</div>
      <FormField label={t('accountName')}>
        {(control) => <input {...control} value={account} readOnly className={`${inputClass(false)} bg-steel-50 text-ink-muted`} />}
      </FormField>
      <CodeField
        form={form}
        label={looksLikeEmail(account) ? ta('emailCode') : ta('smsCode')}
        validateTarget={() => true}
        send={(captchaVerification) => bff('/api/account/cancellation-code', { captchaVerification })}
      />
      <FormAlert message={form.formError} />
      <button type="submit" className={buttonClass('primary', 'lg', 'w-full bg-danger-600 hover:bg-danger-600/90')} disabled={form.pending}>
        {t('cancelAccount')}
      </button>
      <Dialog open={confirming} onOpenChange={setConfirming} title={t('cancelConfirmTitle')} description={t('cancelConfirmBody')} width="sm">
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonClass('secondary')} onClick={() => setConfirming(false)}>
            {t('cancel')}
          </button>
          <button type="button" className={buttonClass('primary', 'md', 'bg-danger-600 hover:bg-danger-600/90')} onClick={() => void cancelAccount()}>
            {t('cancelConfirm')}
          </button>
        </div>
      </Dialog>
    </form>
  );
}
