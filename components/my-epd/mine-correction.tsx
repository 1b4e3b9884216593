'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useEffectEvent } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { UploadField } from '@/components/forms/upload-field';
import { useBffForm } from '@/components/forms/use-bff-form';
import type { ProductDto } from '@/lib/my-epd/schemas';
import * as myEpdApi from '@/lib/my-epd/addresses';
import { PRODUCT_FILE_FIELDS, type ProductFileField } from '@/lib/my-epd/dto';
import { callEndpoint } from '@/lib/bff/client';
import type { UploadKind } from '@/lib/uploads/upload-policy';
import { fileLabel, newFileLabel } from './mine-file-label';
import { MineFileOpen } from './mine-file-open';
import * as myEpdForms from '@/lib/my-epd/forms';

/** True when all of a product's chosen files went (or none was chosen). */
export type SendChosenFiles = () => Promise<boolean>;

/** LCA correction (business.md 4, lcaValidateStatus 2): each product's files may be sent again, then the change confirmed. */
export function MineCorrectionForms({
  applicationId,
  products,
  register,
}: {
  applicationId: string;
  products: ProductDto[];
  register: (productId: string, send: SendChosenFiles | null) => void;
}) {
  return (
    <div className="space-y-4">
      {products.map((product) => (
        <ProductFilesForm
          key={product.id}
          applicationId={applicationId}
          product={product}
          register={register}
        />
      ))}
    </div>
  );
}

const NONE = {
  lcaAttachmentCn: null,
  dataAttachment: null,
  epdAttachmentTest: null,
  epdAttachmentCn: null,
  epdAttachmentEn: null,
};

// business.md 5 and 7: reports are PDF, the data collection sheet a ZIP uploaded as business type LCA.
const UPLOADS: Record<ProductFileField, { kind: UploadKind; businessType: 'LCA' | 'EPD' }> = {
  lcaAttachmentCn: { kind: 'pdfReport', businessType: 'LCA' },
  dataAttachment: { kind: 'dataZip', businessType: 'LCA' },
  epdAttachmentTest: { kind: 'pdfReport', businessType: 'EPD' },
  epdAttachmentCn: { kind: 'pdfReport', businessType: 'EPD' },
  epdAttachmentEn: { kind: 'pdfReport', businessType: 'EPD' },
};

function ProductFilesForm({
  applicationId,
  product,
  register,
}: {
  applicationId: string;
  product: ProductDto;
  register: (productId: string, send: SendChosenFiles | null) => void;
}) {
  const t = useTranslations('mineEpd');
  const locale = useLocale();
  const form = useBffForm(myEpdForms.schemas, 'correctionFilesSchema', NONE);
  const chosen = () => Object.values(form.getValues()).some(Boolean);
  const submit = form.submitWith(async (values) => {
    for (const field of PRODUCT_FILE_FIELDS) {
      const file = values[field];
      if (!file) continue;
      await callEndpoint(
        myEpdApi.replaceFile,
        { id: applicationId, productId: product.id, field, attachmentId: file.id },
        { locale },
      );
      form.setValue(field, null);
    }
    form.reset(NONE);
  });
  const send = useEffectEvent(async () => (chosen() ? (await submit(), !chosen()) : true));
  useEffect(() => {
    register(product.id, () => send());
    return () => register(product.id, null);
  }, [register, product.id]);

  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      aria-label={product.productName ?? undefined}
      className="rounded-lg border border-line p-4"
    >
      <h3 className="font-semibold text-steel-900">{product.productName}</h3>
      {product.files.length > 0 ? (
        <div className="mt-2 text-xs">
          <p className="font-medium text-ink-muted">{t('currentFiles')}</p>
          <dl className="mt-1 space-y-0.5">
            {product.files.map((file) => (
              <div key={file.field} className="flex flex-wrap gap-x-2">
                <dt className="text-ink-muted">{fileLabel(t, file.field, product.productType)}</dt>
                <dd dir="auto" className="wrap-anywhere text-ink">
                  <MineFileOpen
                    applicationId={applicationId}
                    productId={product.id}
                    field={file.field}
                    role={fileLabel(t, file.field, product.productType)}
                    name={file.fileName ?? t('fileOnRecord')}
                  />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        {PRODUCT_FILE_FIELDS.map((field) => (
          <UploadField
            key={field}
            control={form.control}
            name={field}
            kind={UPLOADS[field].kind}
            businessType={UPLOADS[field].businessType}
            label={newFileLabel(t, field, product.productType)}
          />
        ))}
      </div>
      <div className="mt-3">
        <FormAlert message={form.alert} />
      </div>
    </form>
  );
}
