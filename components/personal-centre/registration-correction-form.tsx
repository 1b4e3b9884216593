'use client';

import { useLocale, useTranslations } from 'next-intl';
import { FormAlert } from '@/components/forms/form-alert';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { useBffForm } from '@/components/forms/use-bff-form';
import { buttonClass } from '@/components/ui/button-styles';
import { FormField } from '@/components/ui/form-field';
import { inputClass } from '@/components/ui/input-styles';
import { useToast } from '@/components/ui/toast';
import { callEndpoint } from '@/lib/bff/client';
import { Link } from '@/lib/i18n/navigation';
import type { ChoiceOption } from '@/lib/site/dto';
import * as personalCentreApi from '@/lib/personal-centre/addresses';
import * as personalCentreForms from '@/lib/personal-centre/forms';

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
  const locale = useLocale();
  const toast = useToast();
  const form = useBffForm(personalCentreForms.schemas, 'registrationCorrectionSchema', {
    companyName,
    companyType,
  });

  const submit = form.submitWith(async (values) => {
    await callEndpoint(personalCentreApi.correctRegistration, values, { locale });
    toast(t('registrationResubmitted'), { tone: 'success' });
    form.leave('/user', { refresh: true });
  });

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-4">
      <FormField label={t('accountName')}>
        {(ids) => (
          <input {...ids} value={account} readOnly className={inputClass(false, { readOnly: true })} />
        )}
      </FormField>
      <TextField
        control={form.control}
        name="companyName"
        label={ta('companyName')}
        autoComplete="organization"
      />
      <SelectField
        control={form.control}
        name="companyType"
        label={ta('companyType')}
        options={companyTypes}
      />
      <FormAlert message={form.alert} />
      <div className="flex gap-2">
        <Link href="/user" className={buttonClass('secondary', 'lg', 'flex-1')}>
          {t('cancel')}
        </Link>
        <button type="submit" className={buttonClass('primary', 'lg', 'flex-1')} disabled={form.busy}>
          {form.busy ? ta('submitting') : t('submit')}
        </button>
      </div>
    </form>
  );
}
