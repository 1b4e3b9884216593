'use client';

import { useLocale, useTranslations } from 'next-intl';
import { FormAlert } from '@/components/forms/form-alert';
import { TextField } from '@/components/forms/text-field';
import { useBffForm } from '@/components/forms/use-bff-form';
import { buttonClass } from '@/components/ui/button-styles';
import { callEndpoint } from '@/lib/bff/client';
import { pcrApplicationEndpoints } from '@/lib/pcr-applications/pcr-application-endpoints';
import { PCR_COMPANY_MAX, PCR_PRODUCT_MAX, pcrApplicationSchema } from '@/lib/pcr-applications/pcr-application-schemas';

/** The PCR application (business.md 2.2, 5): the company (the user's own, editable) and the product. */
export function PcrApplyForm({ companyName }: { companyName: string }) {
  const t = useTranslations('pcrApplication');
  const locale = useLocale();
  const form = useBffForm(pcrApplicationSchema, { companyName, product: '' });
  const { control } = form;

  const submit = form.submitWith(async (values) => {
    const answer = await callEndpoint(pcrApplicationEndpoints.save, values, { locale });
    form.leave(`/Result?type=${answer.resultType}`);
  });

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-5 rounded-card border border-line bg-surface p-6 shadow-card sm:p-8">
      <TextField control={control} name="companyName" label={t('field.company')} hint={t('companyHint')} maxLength={PCR_COMPANY_MAX} autoComplete="organization" />
      <TextField control={control} name="product" label={t('field.product')} hint={t('productHint')} maxLength={PCR_PRODUCT_MAX} autoComplete="off" />
      <FormAlert message={form.alert} />
      <div className="flex justify-end border-t border-line pt-5">
        <button type="submit" className={buttonClass('primary', 'lg', 'min-w-40')} disabled={form.busy}>
          {form.busy ? t('submitting') : t('submit')}
        </button>
      </div>
    </form>
  );
}
