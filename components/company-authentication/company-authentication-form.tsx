'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { CascaderField } from '@/components/forms/cascader-field';
import { DraftNotice } from '@/components/forms/draft-notice';
import { FormAlert } from '@/components/forms/form-alert';
import { TextField } from '@/components/forms/text-field';
import { UploadField } from '@/components/forms/upload-field';
import { useBffForm } from '@/components/forms/use-bff-form';
import { useFormDraft } from '@/components/forms/use-form-draft';
import { buttonClass } from '@/components/ui/button-styles';
import { useToast } from '@/components/ui/toast';
import { callEndpoint } from '@/lib/bff/client';
import { companyAuthenticationQueries } from '@/lib/company-authentication/queries';
import type { CompanyAuthenticationFormValues } from '@/lib/company-authentication/schemas';
import { Link } from '@/lib/i18n/navigation';
import type { ChoiceOption } from '@/lib/site/dto';
import * as companyAuthenticationApi from '@/lib/company-authentication/addresses';
import * as companyAuthenticationForms from '@/lib/company-authentication/forms';

/** Company authentication (business.md 2.2, 5): on submit the company waits for review; back to /user. */
export function CompanyAuthenticationForm({
  provinces,
  draftKey,
  companyName,
}: {
  provinces: ChoiceOption[] | null;
  draftKey: string;
  companyName: string;
}) {
  const t = useTranslations('companyAuthentication');
  const locale = useLocale();
  const toast = useToast();
  const [emptyForm] = useState<CompanyAuthenticationFormValues>(() => ({
    companyCode: '',
    companyName,
    companyEmail: '',
    province: '',
    city: '',
    address: '',
    legalPerson: '',
    contacts: '',
    zipCode: '',
    contactPhone: '',
    licenseAttachmentId: null,
    billAttachmentId: null,
  }));
  const form = useBffForm(companyAuthenticationForms.schemas, 'companyAuthenticationFormSchema', emptyForm);
  const draft = useFormDraft(form, draftKey, emptyForm);
  const { control } = form;

  const submit = form.submitWith(async (values) => {
    const { licenseAttachmentId, billAttachmentId, ...company } = values;
    await callEndpoint(
      companyAuthenticationApi.submit,
      {
        ...company,
        licenseAttachmentId: licenseAttachmentId?.id ?? '',
        billAttachmentId: billAttachmentId?.id ?? '',
      },
      { locale },
    );
    draft.forget();
    toast(t('submitted'), { tone: 'success' });
    form.leave('/user', { refresh: true });
  });

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-8">
      {draft.restored ? (
        <DraftNotice
          message={t('draftRestored')}
          discardLabel={t('draftDiscard')}
          onDiscard={draft.discard}
        />
      ) : null}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold text-steel-900">{t('companySection')}</legend>
        <TextField
          control={control}
          name="companyCode"
          label={t('field.companyCode')}
          autoComplete="off"
          maxLength={18}
        />
        <TextField
          control={control}
          name="companyName"
          label={t('field.companyName')}
          autoComplete="organization"
          maxLength={32}
        />
        <TextField
          control={control}
          name="companyEmail"
          label={t('field.companyEmail')}
          autoComplete="email"
          type="email"
          inputMode="email"
          maxLength={32}
        />
        <TextField
          control={control}
          name="legalPerson"
          label={t('field.legalPerson')}
          autoComplete="off"
          maxLength={32}
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold text-steel-900">{t('addressSection')}</legend>
        <div className="sm:col-span-2">
          <CascaderField
            control={control}
            names={['province', 'city']}
            labels={[t('field.province'), t('field.city')]}
            source={{
              kind: 'remote',
              roots: provinces,
              children: (province) => companyAuthenticationQueries.cities(province, locale),
            }}
          />
        </div>
        <TextField
          control={control}
          name="address"
          label={t('field.address')}
          autoComplete="street-address"
          maxLength={32}
          className="sm:col-span-2"
        />
        <TextField
          control={control}
          name="zipCode"
          label={t('field.zipCode')}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={6}
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold text-steel-900">{t('contactSection')}</legend>
        <TextField
          control={control}
          name="contacts"
          label={t('field.contacts')}
          autoComplete="name"
          maxLength={32}
        />
        <TextField
          control={control}
          name="contactPhone"
          label={t('field.contactPhone')}
          autoComplete="tel"
          inputMode="tel"
          maxLength={20}
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold text-steel-900">{t('documentsSection')}</legend>
        <UploadField
          control={control}
          name="licenseAttachmentId"
          kind="companyImage"
          businessType="COMPANY_LICENSE"
          label={t('field.licence')}
        />
        <UploadField
          control={control}
          name="billAttachmentId"
          kind="companyImage"
          businessType="COMPANY_BILL_INFO"
          label={t('field.bill')}
        />
      </fieldset>
      <FormAlert message={form.alert} />
      <div className="flex flex-wrap justify-end gap-3 border-t border-line pt-6">
        <Link href="/user" className={buttonClass('secondary', 'lg')}>
          {t('cancel')}
        </Link>
        <button type="submit" className={buttonClass('primary', 'lg', 'min-w-40')} disabled={form.busy}>
          {form.busy ? t('submitting') : t('submit')}
        </button>
      </div>
    </form>
  );
}
