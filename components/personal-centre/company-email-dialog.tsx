'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { useBff } from '@/components/ui/use-bff';
import { useSchemaForm } from '@/components/ui/use-schema-form';
import { useRouter } from '@/lib/i18n/navigation';
import { companyEmailSchema } from '@/lib/validation/account';

/** Change the authenticated company's e-mail (accounts.md 2.6, business.md 5). */
export function CompanyEmailDialog({ current }: { current: string }) {
  const t = useTranslations('personalCentre');
  const bff = useBff();
  const router = useRouter();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(companyEmailSchema, { companyEmail: current });

  const submit = form.onSubmit(async (data) => {
    const answer = await bff('/api/account/company-email', data);
    if (!answer.ok) return { fields: answer.error.fields, message: answer.error.message };
    setOpen(false);
    toast(t('emailChanged'), { tone: 'success' });
    router.refresh();
  });

  return (
    <>
      <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setOpen(true)}>
        {t('changeEmail')}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={t('changeEmail')} width="sm">
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField label={t('companyEmail')} error={form.errorOf('companyEmail')}>
            {(control) => (
              <input
                {...control}
                name="companyEmail"
                type="email"
                autoComplete="email"
                value={String(form.values.companyEmail)}
                onChange={(event) => form.setValue('companyEmail', event.target.value)}
                onBlur={() => form.touch('companyEmail')}
                className={inputClass(control['aria-invalid'])}
              />
            )}
          </FormField>
          {form.formError ? <p role="alert" className="text-sm text-danger-600">{form.formError}</p> : null}
          <div className="flex justify-end gap-2">
            <button type="button" className={buttonClass('secondary')} onClick={() => setOpen(false)}>
              {t('cancel')}
            </button>
            <button type="submit" className={buttonClass('primary')} disabled={form.pending}>
              {t('save')}
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
