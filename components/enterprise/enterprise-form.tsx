'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { FileUploadField } from '@/components/ui/file-upload-field';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { useBff } from '@/components/ui/use-bff';
import { useSchemaForm } from '@/components/ui/use-schema-form';
import { useRouter } from '@/lib/i18n/navigation';
import { enterpriseSchema } from '@/lib/validation/account';

type Region = { code: string; name: string };

/**
 * Company authentication (business.md 2.2, 5): credit code, name, e-mail, the address with the
 * province and city cascade, legal representative, contact, zip code, phone, and the business
 * licence and billing information images. On submit the company waits for review; back to /user.
 */
export function EnterpriseForm({ provinces }: { provinces: Region[] | null }) {
  const t = useTranslations('enterprise');
  const tc = useTranslations('common');
  const bff = useBff();
  const router = useRouter();
  const toast = useToast();
  const [cities, setCities] = useState<Region[]>([]);
  const form = useSchemaForm(enterpriseSchema, {
    companyCode: '',
    companyName: '',
    companyEmail: '',
    province: '',
    city: '',
    address: '',
    legalPerson: '',
    contacts: '',
    zipCode: '',
    contactPhone: '',
    licenseAttachmentId: '',
    billAttachmentId: '',
  });
  const text = (name: string) => String(form.values[name] ?? '');

  async function pickProvince(code: string) {
    form.setValue('province', code);
    form.setValue('city', '');
    setCities([]);
    if (!code) return;
    const answer = await bff<Region[]>(`/api/ops/regions.list?code=${code}`);
    if (answer.ok) setCities(answer.data);
    else toast(answer.error.message, { tone: 'error' });
  }

  const submit = form.onSubmit(async (data) => {
    const answer = await bff('/api/account/enterprise', data);
    if (!answer.ok) return { fields: answer.error.fields, message: answer.error.message };
    toast(t('submitted'), { tone: 'success' });
    router.push('/user');
    router.refresh();
  });

  const input = (name: string, options: { autoComplete?: string; maxLength?: number; inputMode?: 'numeric' | 'tel' | 'email'; type?: string } = {}) => (
    <FormField label={t(`field.${name}` as never)} error={form.errorOf(name)}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete ?? 'off'}
          inputMode={options.inputMode}
          maxLength={options.maxLength}
          value={text(name)}
          onChange={(event) => form.setValue(name, event.target.value)}
          onBlur={() => {
            form.setValue(name, text(name).trim());
            form.touch(name);
          }}
          className={inputClass(control['aria-invalid'])}
        />
      )}
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-8">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold text-steel-900">{t('companySection')}</legend>
        {input('companyCode', { maxLength: 18 })}
        {input('companyName', { autoComplete: 'organization', maxLength: 32 })}
        {input('companyEmail', { autoComplete: 'email', type: 'email', inputMode: 'email' })}
        {input('legalPerson', { maxLength: 32 })}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold text-steel-900">{t('addressSection')}</legend>
        <FormField label={t('field.province')} error={form.errorOf('province')}>
          {(control) =>
            provinces === null ? (
              <p role="alert" className="rounded-lg bg-warning-50 px-3 py-2.5 text-sm text-warning-600">{tc('dictError')}</p>
            ) : (
              <select
                {...control}
                name="province"
                value={text('province')}
                onChange={(event) => void pickProvince(event.target.value)}
                onBlur={() => form.touch('province')}
                className={inputClass(control['aria-invalid'])}
              >
                <option value="">{tc('choose')}</option>
                {provinces.map((region) => (
                  <option key={region.code} value={region.code}>
                    {region.name}
                  </option>
                ))}
              </select>
            )
          }
        </FormField>
        <FormField label={t('field.city')} error={form.errorOf('city')}>
          {(control) => (
            <select
              {...control}
              name="city"
              value={text('city')}
              disabled={cities.length === 0}
              onChange={(event) => form.setValue('city', event.target.value)}
              className={inputClass(control['aria-invalid'])}
            >
              <option value="">{tc('choose')}</option>
              {cities.map((region) => (
                <option key={region.code} value={region.code}>
                  {region.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="sm:col-span-2">{input('address', { autoComplete: 'street-address', maxLength: 100 })}</div>
        {input('zipCode', { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 6 })}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold text-steel-900">{t('contactSection')}</legend>
        {input('contacts', { autoComplete: 'name', maxLength: 32 })}
        {input('contactPhone', { autoComplete: 'tel', inputMode: 'tel', maxLength: 20 })}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold text-steel-900">{t('documentsSection')}</legend>
        <FileUploadField
          kind="companyImage"
          businessType="COMPANY_LICENSE"
          label={t('field.licence')}
          error={form.errorOf('licenseAttachmentId')}
          onUploaded={(attachmentId) => form.setValue('licenseAttachmentId', attachmentId)}
        />
        <FileUploadField
          kind="companyImage"
          businessType="COMPANY_BILL_INFO"
          label={t('field.bill')}
          error={form.errorOf('billAttachmentId')}
          onUploaded={(attachmentId) => form.setValue('billAttachmentId', attachmentId)}
        />
      </fieldset>
      {form.formError ? (
        <p role="alert" className="rounded-md bg-danger-50 px-3 py-2 text-sm text-danger-600">
          {form.formError}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3 border-t border-line pt-6">
        <button type="button" className={buttonClass('secondary', 'lg')} onClick={() => router.push('/user')}>
          {t('cancel')}
        </button>
        <button type="submit" className={buttonClass('primary', 'lg', 'min-w-40')} disabled={form.pending}>
          {form.pending ? t('submitting') : t('submit')}
        </button>
      </div>
    </form>
  );
}
