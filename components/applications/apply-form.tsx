'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useWatch, type Control } from 'react-hook-form';
import { CascaderField } from '@/components/forms/cascader-field';
import { DraftNotice } from '@/components/forms/draft-notice';
import { FormAlert } from '@/components/forms/form-alert';
import { AddProductRow, ProductCard, useProductList } from '@/components/forms/product-blocks';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { UploadField } from '@/components/forms/upload-field';
import { useBffForm, type BffForm } from '@/components/forms/use-bff-form';
import { useFormDraft } from '@/components/forms/use-form-draft';
import { buttonClass } from '@/components/ui/button-styles';
import { APPLY_DRAFT_SHAPE, emptyProduct, MAX_PRODUCTS, PRODUCT_NAME_MAX } from '@/lib/applications/dto';
import { applyQueries } from '@/lib/applications/queries';
import type { applyFormSchema, ApplyFormValues } from '@/lib/applications/schemas';
import type { ApplyCatalogue } from '@/lib/applications/dto';
import { callEndpoint } from '@/lib/bff/client';
import { Link } from '@/lib/i18n/navigation';
import { ApplyTour } from './apply-tour';
import * as applicationApi from '@/lib/applications/addresses';
import * as applicationForms from '@/lib/applications/forms';

/** The EPD or CFP application (business.md 2.2, 3, 5): one to three products. The company is shown, never sent:
 *  the platform files the application under the caller's own. */
export function ApplyForm({
  companyName,
  catalogue,
  draftKey,
}: {
  companyName: string;
  catalogue: ApplyCatalogue;
  draftKey: string;
}) {
  const t = useTranslations('applyForm');
  const locale = useLocale();
  const [emptyForm] = useState<ApplyFormValues>(() => ({ products: [emptyProduct()] }));
  const form = useBffForm(applicationForms.schemas, 'applyFormSchema', emptyForm);
  const draft = useFormDraft(form, `${draftKey}:${APPLY_DRAFT_SHAPE}`, emptyForm);
  const { control } = form;
  const { fields, add, removeAt, addButton } = useProductList(form, emptyProduct, 'productType');

  const submit = form.submitWith(async (values) => {
    const answer = await callEndpoint(
      applicationApi.save,
      {
        products: values.products.map((product) => ({
          productType: product.productType,
          pcrNumber: product.pcrNumber,
          productName:
            product.nameMode === 'category'
              ? categoryName(catalogue, product.categoryParent, product.categoryId)
              : product.productName,
          technologyId: product.technologyId || undefined,
          lcaAttachmentId: product.lca?.id,
          dataAttachment: product.data?.id,
          epdAttachmentId: product.epd?.id,
        })),
      },
      { locale },
    );
    draft.forget();
    form.leave(`/Result?type=${answer.resultType}`);
  });

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-6">
      <div className="flex flex-wrap items-center justify-end gap-3">
        {draft.restored ? (
          <DraftNotice
            className="mr-auto"
            message={t('draft.restored')}
            discardLabel={t('draft.discard')}
            onDiscard={draft.discard}
          />
        ) : null}
        <ApplyTour />
      </div>
      <div className="rounded-card border border-line bg-surface p-6 shadow-card sm:p-8">
        <div role="group" data-tour="company">
          <p className="text-sm font-medium text-ink">{t('field.company')}</p>
          <p
            className="mt-1 rounded-lg border border-line bg-surface-muted px-3 py-2 text-steel-900"
            data-testid="apply-company"
          >
            {companyName || '—'}
          </p>
          <p className="mt-1 text-xs text-ink-muted">{t('companyHint')}</p>
        </div>
      </div>

      <ol className="space-y-6">
        {fields.map((field, index) => (
          <ProductCard
            key={field.id}
            testId="apply-product"
            heading={t('productHeading', { number: index + 1 })}
            removeLabel={t('removeProduct', { number: index + 1 })}
            onRemove={fields.length > 1 ? () => removeAt(index) : undefined}
          >
            <ProductFields control={control} index={index} catalogue={catalogue} form={form} />
          </ProductCard>
        ))}
      </ol>

      <AddProductRow
        tourStep="add"
        label={t('addProduct')}
        limit={t('productLimit', { max: MAX_PRODUCTS })}
        disabled={fields.length >= MAX_PRODUCTS}
        onAdd={add}
        buttonRef={addButton}
      />

      <FormAlert message={form.alert} />
      <div className="flex flex-wrap justify-end gap-3 border-t border-line pt-6">
        <Link href="/Epd" className={buttonClass('secondary', 'lg')}>
          {t('cancel')}
        </Link>
        <button
          type="submit"
          data-tour="submit"
          className={buttonClass('primary', 'lg', 'min-w-40')}
          disabled={form.busy}
        >
          {form.busy ? t('submitting') : t('submit')}
        </button>
      </div>
    </form>
  );
}

function categoryName(catalogue: ApplyCatalogue, parent: string, child: string): string {
  const category = catalogue.productCategories
    ?.find((option) => option.value === parent)
    ?.children.find((option) => option.value === child);
  return category?.label ?? '';
}

type ApplyFormHandle = BffForm<typeof applyFormSchema>;

function ProductFields({
  control,
  index,
  catalogue,
  form,
}: {
  control: Control<ApplyFormValues>;
  index: number;
  catalogue: ApplyCatalogue;
  form: ApplyFormHandle;
}) {
  const t = useTranslations('applyForm');
  const locale = useLocale();
  const mode = useWatch({ control, name: `products.${index}.nameMode` });
  const first = index === 0;
  const typeOptions = [
    { value: 'EPD', label: t('productType.EPD'), children: [] },
    { value: 'CFP', label: t('productType.CFP'), children: [] },
  ];

  function switchMode() {
    // business.md 5: the toggle switches between free text and the category, and clears the name.
    const next = mode === 'category' ? 'text' : 'category';
    form.setValue(`products.${index}.nameMode`, next);
    form.setValue(`products.${index}.productName`, '');
    form.setValue(`products.${index}.categoryParent`, '');
    form.setValue(`products.${index}.categoryId`, '');
    form.clearErrors([`products.${index}.productName`, `products.${index}.categoryId`]);
  }

  return (
    <div className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <div role="group" data-tour={first ? 'type' : undefined}>
          <SelectField
            control={control}
            name={`products.${index}.productType`}
            label={t('field.productType')}
            options={typeOptions}
            placeholder={t('chooseType')}
          />
        </div>
        <div role="group" data-tour={first ? 'pcr' : undefined}>
          <SelectField
            control={control}
            name={`products.${index}.pcrNumber`}
            label={t('field.pcr')}
            options={catalogue.pcrs}
            placeholder={t('choosePcr')}
          />
        </div>
      </div>
      <div role="group" data-tour={first ? 'name' : undefined} className="grid gap-2">
        {mode === 'category' ? (
          <CascaderField
            control={control}
            names={[`products.${index}.categoryParent`, `products.${index}.categoryId`]}
            labels={[t('field.categoryParent'), t('field.category')]}
            source={{ kind: 'tree', tree: catalogue.productCategories }}
          />
        ) : (
          <TextField
            control={control}
            name={`products.${index}.productName`}
            label={t('field.productName')}
            // Required by the form's product rule (a name or a category), not by the field's own schema.
            required
            hint={t('productNameHint', { max: PRODUCT_NAME_MAX })}
            maxLength={PRODUCT_NAME_MAX}
            autoComplete="off"
          />
        )}
        <button
          type="button"
          className="justify-self-start text-sm font-medium text-steel-700 underline-offset-4 hover:underline"
          aria-pressed={mode === 'category'}
          onClick={switchMode}
        >
          {mode === 'category' ? t('nameByText') : t('nameByCategory')}
        </button>
      </div>
      <div role="group" data-tour={first ? 'technology' : undefined}>
        <CascaderField
          control={control}
          names={[`products.${index}.technologyCategory`, `products.${index}.technologyId`]}
          labels={[t('field.technologyFamily'), t('field.technology')]}
          source={{
            kind: 'remote',
            roots: catalogue.lcaCategories,
            children: (family) => applyQueries.technologies(family, locale),
          }}
        />
      </div>
      <div role="group" data-tour={first ? 'files' : undefined} className="grid gap-4 sm:grid-cols-3">
        <UploadField
          control={control}
          name={`products.${index}.lca`}
          kind="pdfReport"
          businessType="LCA"
          label={t('field.lcaReport')}
        />
        <UploadField
          control={control}
          name={`products.${index}.data`}
          kind="dataZip"
          businessType="LCA"
          label={t('field.dataSheet')}
        />
        <UploadField
          control={control}
          name={`products.${index}.epd`}
          kind="pdfReport"
          businessType="EPD"
          label={t('field.preliminary')}
        />
      </div>
      <p className="text-xs text-ink-muted">{t('filesHint')}</p>
    </div>
  );
}
