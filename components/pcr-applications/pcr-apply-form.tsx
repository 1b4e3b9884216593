'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { DraftNotice } from '@/components/forms/draft-notice';
import { FormAlert } from '@/components/forms/form-alert';
import { TextField } from '@/components/forms/text-field';
import { useBffForm } from '@/components/forms/use-bff-form';
import { useFormDraft } from '@/components/forms/use-form-draft';
import { buttonClass } from '@/components/ui/button-styles';
import { callEndpoint } from '@/lib/bff/client';
import { PCR_COMPANY_MAX, PCR_PRODUCT_MAX } from '@/lib/pcr-applications/dto';
import type { PcrApplicationValues } from '@/lib/pcr-applications/schemas';
import * as pcrApplicationApi from '@/lib/pcr-applications/addresses';
import * as pcrApplicationForms from '@/lib/pcr-applications/forms';

/** The PCR application (business.md 2.2, 5): the company (the user's own, editable) and the product. */
export function PcrApplyForm({ companyName, draftKey }: { companyName: string; draftKey: string }) {
  const t = useTranslations('pcrApplication');
  const locale = useLocale();
  const [emptyForm] = useState<PcrApplicationValues>(() => ({ companyName, product: '' }));
  const form = useBffForm(pcrApplicationForms.schemas, 'pcrApplicationSchema', emptyForm);
  const draft = useFormDraft(form, draftKey, emptyForm);
  const { control } = form;

  const submit = form.submitWith(async (values) => {
    const answer = await callEndpoint(pcrApplicationApi.save, values, { locale });
    draft.forget();
    form.leave(`/Result?type=${answer.resultType}`);
  });

  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      className="space-y-5 rounded-card border border-line bg-surface p-6 shadow-card sm:p-8"
    >
      {draft.restored ? (
        <DraftNotice
          message={t('draftRestored')}
          discardLabel={t('draftDiscard')}
          onDiscard={draft.discard}
        />
      ) : null}
      <TextField
        control={control}
        name="companyName"
        label={t('field.company')}
        hint={t('companyHint')}
        maxLength={PCR_COMPANY_MAX}
        autoComplete="organization"
      />
      <TextField
        control={control}
        name="product"
        label={t('field.product')}
        hint={t('productHint')}
        maxLength={PCR_PRODUCT_MAX}
        autoComplete="off"
      />
      <FormAlert message={form.alert} />
      <div className="flex justify-end border-t border-line pt-5">
        <button type="submit" className={buttonClass('primary', 'lg', 'min-w-40')} disabled={form.busy}>
          {form.busy ? t('submitting') : t('submit')}
        </button>
      </div>
    </form>
  );
}
