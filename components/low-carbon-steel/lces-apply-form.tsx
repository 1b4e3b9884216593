'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useWatch, type Control } from 'react-hook-form';
import { CheckboxGroupField } from '@/components/forms/checkbox-group-field';
import { FormAlert } from '@/components/forms/form-alert';
import { DraftNotice } from '@/components/forms/draft-notice';
import { AddProductRow, ProductCard, useProductList } from '@/components/forms/product-blocks';
import { TextAreaField } from '@/components/forms/text-area-field';
import { TextField } from '@/components/forms/text-field';
import { UploadField } from '@/components/forms/upload-field';
import { useBffForm } from '@/components/forms/use-bff-form';
import { useFormDraft } from '@/components/forms/use-form-draft';
import { buttonClass } from '@/components/ui/button-styles';
import { callEndpoint } from '@/lib/bff/client';
import {
  emptyLcesProduct,
  LCES_DATA_BUSINESS_TYPE,
  LCES_INTRODUCTION_MAX,
  LCES_PRODUCT_NAME_MAX,
  MAX_LCES_PRODUCTS,
  missingItems,
  standardPdfShown,
  toLcesSaveInput,
} from '@/lib/low-carbon-steel/dto';
import type { LcesCatalogue, LcesFormValues } from '@/lib/low-carbon-steel/schemas';
import * as lcesApi from '@/lib/low-carbon-steel/addresses';
import * as lcesForms from '@/lib/low-carbon-steel/forms';

/** The low-carbon steel evaluation application (business.md 2.2, 5): the company is shown, never sent; one to
 *  three products, each with steps and a data file (a workbook, or the standard PDF under its own name). */
export function LcesApplyForm({
  companyName,
  catalogue,
  draftKey,
}: {
  companyName: string;
  catalogue: LcesCatalogue;
  draftKey: string;
}) {
  const t = useTranslations('lowCarbonApplication');
  const tv = useTranslations('validation');
  const locale = useLocale();
  const [emptyForm] = useState<LcesFormValues>(() => ({ introduction: '', products: [emptyLcesProduct()] }));
  const form = useBffForm(lcesForms.schemas, 'lcesFormSchema', emptyForm);
  const draft = useFormDraft(form, draftKey, emptyForm);
  const { control } = form;
  const { fields, add, removeAt, addButton } = useProductList(form, emptyLcesProduct);
  const products = useWatch({ control, name: 'products' });

  // business.md 5, 8: after a submit, the products still missing their steps or file, by number.
  const missing =
    form.formState.submitCount > 0
      ? missingItems(
          products.map((product) => ({ process: product.process, hasFile: Boolean(product.data) })),
        )
      : null;
  const missingLines = missing
    ? [
        ...missing.withoutProcess.map((number) => ({ number, text: tv('lcesProcessMissing', { number }) })),
        ...missing.withoutFile.map((number) => ({ number, text: tv('lcesFileMissing', { number }) })),
      ].sort((a, b) => a.number - b.number)
    : [];

  const submit = form.submitWith(async (values) => {
    const answer = await callEndpoint(lcesApi.save, toLcesSaveInput(values), { locale });
    draft.forget();
    form.leave(`/Result?type=${answer.resultType}`);
  });

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-6">
      {draft.restored ? (
        <DraftNotice
          message={t('draft.restored')}
          discardLabel={t('draft.discard')}
          onDiscard={draft.discard}
        />
      ) : null}

      <div className="grid gap-5 rounded-card border border-line bg-surface p-6 shadow-card sm:p-8">
        <div role="group" aria-labelledby="lces-company-label">
          <p id="lces-company-label" className="text-sm font-medium text-steel-900">
            {t('field.company')}
          </p>
          <p
            className="mt-1 rounded-lg border border-line bg-surface-muted px-3 py-2 text-steel-900"
            data-testid="lces-company"
          >
            {companyName || '—'}
          </p>
          <p className="mt-1 text-xs text-ink-muted">{t('companyHint')}</p>
        </div>
        <TextAreaField
          control={control}
          name="introduction"
          label={t('field.introduction')}
          hint={t('introductionHint', { max: LCES_INTRODUCTION_MAX })}
          maxLength={LCES_INTRODUCTION_MAX}
          rows={5}
        />
      </div>

      <ol className="space-y-6">
        {fields.map((field, index) => (
          <ProductCard
            key={field.id}
            testId="lces-product"
            heading={t('productHeading', { number: index + 1 })}
            removeLabel={t('removeProduct', { number: index + 1 })}
            onRemove={fields.length > 1 ? () => removeAt(index) : undefined}
          >
            <ProductFields control={control} index={index} catalogue={catalogue} />
          </ProductCard>
        ))}
      </ol>

      <AddProductRow
        label={t('addProduct')}
        limit={t('productLimit', { max: MAX_LCES_PRODUCTS })}
        disabled={fields.length >= MAX_LCES_PRODUCTS}
        onAdd={add}
        buttonRef={addButton}
      />

      {missingLines.length > 0 ? (
        <div
          role="alert"
          className="rounded-md bg-danger-50 px-3 py-2 text-sm text-danger-600"
          data-testid="lces-missing"
        >
          <p className="font-medium">{t('missingTitle')}</p>
          <ul className="mt-1 list-disc pl-5">
            {missingLines.map((line) => (
              <li key={line.text}>{line.text}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <FormAlert message={form.alert} />
      <div className="flex flex-wrap justify-end gap-3 border-t border-line pt-6">
        <button type="submit" className={buttonClass('primary', 'lg', 'min-w-40')} disabled={form.busy}>
          {form.busy ? t('submitting') : t('submit')}
        </button>
      </div>
    </form>
  );
}

function ProductFields({
  control,
  index,
  catalogue,
}: {
  control: Control<LcesFormValues>;
  index: number;
  catalogue: LcesCatalogue;
}) {
  const t = useTranslations('lowCarbonApplication');
  const standardPdf = standardPdfShown(catalogue.templates, catalogue.standardPdfNames);
  return (
    <div className="grid gap-5">
      <TextField
        control={control}
        name={`products.${index}.productName`}
        label={t('field.productName')}
        hint={t('productNameHint', { max: LCES_PRODUCT_NAME_MAX })}
        maxLength={LCES_PRODUCT_NAME_MAX}
        autoComplete="off"
      />
      <CheckboxGroupField
        control={control}
        name={`products.${index}.process`}
        label={t('field.process')}
        hint={t('processHint')}
        options={catalogue.processes}
        unavailable={t('processesUnavailable')}
      />
      <UploadField
        control={control}
        name={`products.${index}.data`}
        kind="excelSheet"
        businessType={LCES_DATA_BUSINESS_TYPE}
        label={t('field.dataFile')}
        hint={standardPdf ? t('dataFileHintWithPdf', { pdf: standardPdf }) : t('dataFileHint')}
        standardPdfNames={catalogue.standardPdfNames}
      />
    </div>
  );
}
