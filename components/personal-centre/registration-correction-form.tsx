'use client';

import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { ChoiceSelect } from '@/components/ui/choice-select';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { useBff } from '@/components/ui/use-bff';
import { useSchemaForm } from '@/components/ui/use-schema-form';
import { useRouter } from '@/lib/i18n/navigation';
import type { ChoiceOption } from '@/lib/site/dictionaries';
import { registrationCorrectionSchema } from '@/lib/validation/account';

/** Modify registration (accounts.md 2.5): the company name again and the company type; back to review. */
export function RegistrationCorrectionForm({
  account,
  companyName,
  companyType,
  companyTypes,
}: {
  account: string;
  companyName: string;
  companyType: string;
  companyTypes: ChoiceOption[] | null;
}) {
  const t = useTranslations('personalCentre');
  const ta = useTranslations('account');
  const bff = useBff();
  const router = useRouter();
  const toast = useToast();
  const form = useSchemaForm(registrationCorrectionSchema, { companyName, companyType });

  const submit = form.onSubmit(async (data) => {
    const answer = await bff('/api/account/registration', data);
    if (!answer.ok) return { fields: answer.error.fields, message: answer.error.message };
    toast(t('registrationResubmitted'), { tone: 'success' });
    router.push('/user');
    router.refresh();
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField label={t('accountName')}>
        {(control) => <input {...control} value={account} readOnly className={`${inputClass(false)} bg-steel-50 text-ink-muted`} />}
      </FormField>
      <FormField label={ta('companyName')} error={form.errorOf('companyName')}>
        {(control) => (
          <input
            {...control}
            name="companyName"
            autoComplete="organization"
            value={String(form.values.companyName)}
            onChange={(event) => form.setValue('companyName', event.target.value)}
            onBlur={() => {
              form.setValue('companyName', String(form.values.companyName).trim());
              form.touch('companyName');
            }}
            className={inputClass(control['aria-invalid'])}
          />
        )}
      </FormField>
      <FormField label={ta('companyType')} error={form.errorOf('companyType')}>
        {(control) => (
          <ChoiceSelect
            {...control}
            name="companyType"
            options={companyTypes}
            invalid={control['aria-invalid']}
            value={String(form.values.companyType)}
            onChange={(event) => form.setValue('companyType', event.target.value)}
            onBlur={() => form.touch('companyType')}
          />
        )}
      </FormField>
      {form.formError ? (
        <p role="alert" className="rounded-md bg-danger-50 px-3 py-2 text-sm text-danger-600">
          {form.formError}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button type="button" className={buttonClass('secondary', 'lg', 'flex-1')} onClick={() => router.push('/user')}>
          {t('cancel')}
        </button>
        <button type="submit" className={buttonClass('primary', 'lg', 'flex-1')} disabled={form.pending}>
          {form.pending ? ta('submitting') : t('submit')}
        </button>
      </div>
    </form>
  );
}
