'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import type { VerificationFileDto } from '@/lib/verification/dto';
import { verificationFileUrl } from '@/lib/verification/endpoints';

// pdf.js is heavy: the dialog and its viewer load only when a file is previewed.
const PdfDialog = dynamic(() => import('@/components/epd/pdf-dialog').then((module) => module.PdfDialog), { ssr: false });

type Shown = { name: string; fileId: string };

/**
 * The attachments of a request (business.md 2.2 "Verification detail"): file name, upload time,
 * feedback time and message, and for the applicant's PDF and the platform's feedback PDF a
 * download and an in-page preview, both through the BFF (no token in any address).
 */
export function VerificationFiles({ requestId, files }: { requestId: string; files: VerificationFileDto[] }) {
  const t = useTranslations('verification.detail');
  const [shown, setShown] = useState<Shown | null>(null);
  const [open, setOpen] = useState(false);

  if (files.length === 0) return <p className="text-sm text-ink-muted">{t('filesEmpty')}</p>;

  function preview(file: Shown) {
    setShown(file);
    setOpen(true);
  }

  return (
    <>
      <ul className="space-y-4">
        {files.map((file) => (
          <li key={file.id} data-testid="verification-file" className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[9rem_1fr]">
              <dt className="text-ink-subtle">{t('file')}</dt>
              <dd className="font-medium break-all text-steel-900">{file.fileName}</dd>
              <dt className="text-ink-subtle">{t('uploadDate')}</dt>
              <dd className="text-ink tabular-nums">{file.uploadDate ?? t('none')}</dd>
              <dt className="text-ink-subtle">{t('feedbackTime')}</dt>
              <dd className="text-ink tabular-nums">{file.feedbackTime ?? t('none')}</dd>
              <dt className="text-ink-subtle">{t('feedbackMsg')}</dt>
              <dd className="whitespace-pre-line text-ink" data-testid="verification-feedback">
                {file.feedbackMsg ?? <span className="text-ink-muted">{t('feedbackPending')}</span>}
              </dd>
            </dl>
            <FileActions requestId={requestId} fileId={file.id} name={file.fileName} onPreview={preview} />
            {file.feedbackFileId ? (
              <div className="mt-4 border-t border-line pt-4">
                <p className="text-sm text-ink-subtle">{t('feedbackFile')}</p>
                <p className="mt-0.5 text-sm font-medium break-all text-steel-900">{file.feedbackFileName ?? file.feedbackFileId}</p>
                <FileActions requestId={requestId} fileId={file.feedbackFileId} name={file.feedbackFileName ?? t('feedbackFile')} onPreview={preview} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {shown ? (
        <PdfDialog open={open} onOpenChange={setOpen} title={t('previewTitle')} subtitle={shown.name} src={verificationFileUrl(requestId, shown.fileId, 'inline')} />
      ) : null}
    </>
  );
}

function FileActions({ requestId, fileId, name, onPreview }: { requestId: string; fileId: string; name: string; onPreview: (file: Shown) => void }) {
  const t = useTranslations('verification.detail');
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <button type="button" className={buttonClass('secondary', 'sm')} aria-label={t('previewOf', { name })} onClick={() => onPreview({ name, fileId })}>
        {t('preview')}
      </button>
      {/* A plain link: the browser saves the file; the session cookie goes along, no token in the address. */}
      <a href={verificationFileUrl(requestId, fileId, 'attachment')} className={buttonClass('secondary', 'sm')} aria-label={t('downloadOf', { name })} download>
        {t('download')}
      </a>
    </div>
  );
}
