'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ProtectedDownload } from '@/components/downloads/protected-download';
import { useLoaded } from '@/components/providers/use-loaded';
import { OpeningNotice } from '@/components/ui/opening-notice';
import { fileUrl } from '@/lib/bff/file-url';
import * as myEpdApi from '@/lib/my-epd/addresses';
import type { ProductFileField } from '@/lib/my-epd/dto';

// The PDF dialog loads only when a file is previewed.
const loadPdfDialog = () => import('@/components/epd/pdf-dialog');

/** A product file the platform holds, opened through the BFF: downloaded, and previewed where it is a PDF
 * (business.md 5, 7: the data collection sheet is a ZIP, every report a PDF). */
export function MineFileOpen({
  applicationId,
  productId,
  field,
  role,
  name,
}: {
  applicationId: string;
  productId: string;
  field: ProductFileField;
  role: string;
  name: string;
}) {
  const t = useTranslations('mineEpd');
  const [open, setOpen] = useState(false);
  const pdf = useLoaded(loadPdfDialog, open);
  const href = fileUrl(myEpdApi.download, { id: applicationId, kind: field, productId });
  return (
    <span className="flex min-w-0 flex-wrap items-baseline gap-x-3 gap-y-1">
      <ProtectedDownload
        signedIn
        variant="link"
        href={href}
        label={name}
        ariaLabel={t('downloadFileOf', { role, name })}
        className="min-w-0 text-left"
      />
      {field === 'dataAttachment' ? null : (
        <button
          type="button"
          className="text-sm font-medium text-steel-700 underline underline-offset-4 hover:text-leaf-700"
          aria-label={t('previewFileOf', { role, name })}
          onClick={() => setOpen(true)}
        >
          {t('preview')}
        </button>
      )}
      {open && pdf.module ? (
        <pdf.module.PdfDialog open={open} onOpenChange={setOpen} title={role} subtitle={name} src={href} />
      ) : open ? (
        <OpeningNotice failed={pdf.failed} onClose={() => setOpen(false)} />
      ) : null}
    </span>
  );
}
