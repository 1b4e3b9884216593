'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { UploadField } from '@/components/forms/upload-field';
import { useBffForm } from '@/components/forms/use-bff-form';
import { buttonClass } from '@/components/ui/button-styles';
import { correctionFilesSchema } from '@/lib/applications/mine-correction-schema';
import type { ProductDto } from '@/lib/applications/mine-dto';
import { mineEndpoints } from '@/lib/applications/mine-endpoints';
import { invalidateMine } from '@/lib/applications/mine-queries';
import { declarationType } from '@/lib/applications/statuses';
import { callEndpoint } from '@/lib/bff/client';

/** LCA correction (business.md 4, lcaValidateStatus 2): each product's files may be sent again. */
export function MineCorrectionForms({ applicationId, products }: { applicationId: string; products: ProductDto[] }) {
  return (
    <div className="space-y-4">
      {products.map((product) => (
        <ProductFilesForm key={product.id} applicationId={applicationId} product={product} />
      ))}
    </div>
  );
}

function ProductFilesForm({ applicationId, product }: { applicationId: string; product: ProductDto }) {
  const t = useTranslations('mineEpd');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const form = useBffForm(correctionFilesSchema, { lca: null, data: null, epd: null });
  const [saved, setSaved] = useState(false);
  const submit = form.submitWith(async (values) => {
    setSaved(false);
    const replacements = [
      values.lca ? { field: 'lcaAttachmentCn' as const, attachmentId: values.lca.id } : null,
      values.data ? { field: 'dataAttachment' as const, attachmentId: values.data.id } : null,
      values.epd ? { field: 'epdAttachmentTest' as const, attachmentId: values.epd.id } : null,
    ];
    for (const replacement of replacements) {
      if (replacement) await callEndpoint(mineEndpoints.replaceFile, { id: applicationId, productId: product.id, ...replacement }, { locale });
    }
    form.reset({ lca: null, data: null, epd: null });
    setSaved(true);
    await invalidateMine(queryClient);
  });
  return (
    <form onSubmit={submit} noValidate aria-label={product.productName ?? undefined} className="rounded-lg border border-line p-4">
      <h3 className="font-semibold text-steel-900">{product.productName}</h3>
      <div className="mt-3 grid gap-4">
        <UploadField control={form.control} name="lca" kind="pdfReport" businessType="LCA" label={t('file.lcaNew')} />
        <UploadField control={form.control} name="data" kind="dataZip" businessType="DATA" label={t('file.dataNew')} />
        <UploadField control={form.control} name="epd" kind="pdfReport" businessType="EPD" label={t('file.epdNew', { type: declarationType(product.productType) })} />
      </div>
      <div className="mt-3">
        <FormAlert message={form.alert} />
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-end gap-3">
        {saved ? (
          <p role="status" className="text-sm text-leaf-700">
            {t('filesReplaced')}
          </p>
        ) : null}
        <button type="submit" className={buttonClass('primary', 'sm')} disabled={form.busy}>
          {t('replaceFiles')}
        </button>
      </div>
    </form>
  );
}
