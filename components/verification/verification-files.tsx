'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { useLoaded } from '@/components/providers/use-loaded';
import { OpeningNotice } from '@/components/ui/opening-notice';
import { ProtectedDownload } from '@/components/downloads/protected-download';
import { buttonClass } from '@/components/ui/button-styles';
import { formatChinaDateTime } from '@/lib/content/china-time';
import type { VerificationFileDto } from '@/lib/verification/schemas';
import { fileUrl } from '@/lib/bff/file-url';
import * as verificationApi from '@/lib/verification/addresses';

// The PDF dialog loads only when a file is previewed.
const loadPdfDialog = () => import('@/components/epd/pdf-dialog');

/** Which of a request's files a pair opens: the EPD the user sent, or the platform's answer to it. */
type Which = 'submitted' | 'answer';
type Shown = { name: string; fileId: string; which: Which };

/** A request's attachments (business.md 2.2 "Verification detail"); PDFs download and preview through the BFF. */
export function VerificationFiles({ requestId, files }: { requestId: string; files: VerificationFileDto[] }) {
  const t = useTranslations('verification.detail');
  const locale = useLocale();
  const [shown, setShown] = useState<Shown | null>(null);
  const [open, setOpen] = useState(false);
  const pdf = useLoaded(loadPdfDialog, open);

  if (files.length === 0) return <p className="text-sm text-ink-muted">{t('filesEmpty')}</p>;

  function preview(file: Shown) {
    setShown(file);
    setOpen(true);
  }

  return (
    <>
      <table className="block w-full text-left text-sm lg:table lg:rounded-card lg:border lg:border-line lg:bg-surface lg:shadow-card">
        <caption className="sr-only">{t('files')}</caption>
        <thead className="hidden bg-surface-muted text-xs text-ink-muted lg:table-header-group">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('file')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('uploadDate')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('feedbackTime')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('feedbackMsg')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('actions')}
            </th>
          </tr>
        </thead>
        <tbody className="block space-y-4 lg:table-row-group lg:space-y-0 lg:divide-y lg:divide-line">
          {files.map((file) => (
            <tr
              key={file.id}
              data-testid="verification-file"
              className="block rounded-card border border-line bg-surface p-4 shadow-card lg:table-row lg:rounded-none lg:border-0 lg:p-0 lg:shadow-none"
            >
              <Cell label={t('file')}>
                <span dir="auto" className="font-medium [overflow-wrap:anywhere] text-steel-900">
                  {file.fileName}
                </span>
              </Cell>
              <Cell label={t('uploadDate')}>
                <span className="whitespace-nowrap tabular-nums">
                  {file.uploadDate ? formatChinaDateTime(file.uploadDate, locale) : t('none')}
                </span>
              </Cell>
              <Cell label={t('feedbackTime')}>
                <span className="whitespace-nowrap tabular-nums">
                  {file.feedbackTime ? formatChinaDateTime(file.feedbackTime, locale) : t('none')}
                </span>
              </Cell>
              <Cell label={t('feedbackMsg')}>
                <p className="whitespace-pre-line" data-testid="verification-feedback">
                  {file.feedbackMsg ?? <span className="text-ink-muted">{t('feedbackPending')}</span>}
                </p>
                {file.feedbackFileId ? (
                  <div className="mt-3 rounded-lg bg-surface-muted p-3">
                    <p className="text-xs text-ink-subtle">{t('feedbackFile')}</p>
                    <p className="mt-0.5 font-medium [overflow-wrap:anywhere] text-steel-900">
                      {file.feedbackFileName ?? file.feedbackFileId}
                    </p>
                    <div className="mt-2">
                      <FileActions
                        requestId={requestId}
                        fileId={file.feedbackFileId}
                        name={file.feedbackFileName ?? t('feedbackFile')}
                        which="answer"
                        onPreview={preview}
                      />
                    </div>
                  </div>
                ) : null}
              </Cell>
              <Cell label={t('actions')}>
                <FileActions
                  requestId={requestId}
                  fileId={file.id}
                  name={file.fileName}
                  which="submitted"
                  onPreview={preview}
                />
              </Cell>
            </tr>
          ))}
        </tbody>
      </table>
      {shown && pdf.module ? (
        <pdf.module.PdfDialog
          open={open}
          onOpenChange={setOpen}
          title={shown.which === 'answer' ? t('answerTitle') : t('submittedTitle')}
          subtitle={shown.name}
          src={fileUrl(verificationApi.file, { id: requestId, fileId: shown.fileId, disposition: 'inline' })}
        />
      ) : shown && open ? (
        <OpeningNotice failed={pdf.failed} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td className="grid grid-cols-[7.5rem_1fr] gap-3 py-1.5 align-top text-ink lg:table-cell lg:px-4 lg:py-3">
      <span className="text-ink-subtle lg:hidden">{label}</span>
      <div className="min-w-0">{children}</div>
    </td>
  );
}

const WORDS = {
  submitted: {
    preview: 'previewSubmitted',
    previewOf: 'previewSubmittedOf',
    download: 'downloadSubmitted',
    downloadOf: 'downloadSubmittedOf',
  },
  answer: {
    preview: 'previewAnswer',
    previewOf: 'previewAnswerOf',
    download: 'downloadAnswer',
    downloadOf: 'downloadAnswerOf',
  },
} as const;

/** A preview and a download that say which file they open, so the two pairs of an answered request differ. */
function FileActions({
  requestId,
  fileId,
  name,
  which,
  onPreview,
}: {
  requestId: string;
  fileId: string;
  name: string;
  which: Which;
  onPreview: (file: Shown) => void;
}) {
  const t = useTranslations('verification.detail');
  const words = WORDS[which];
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        aria-label={t(words.previewOf, { name })}
        onClick={() => onPreview({ name, fileId, which })}
      >
        {t(words.preview)}
      </button>
      <ProtectedDownload
        signedIn
        href={fileUrl(verificationApi.file, { id: requestId, fileId: fileId, disposition: 'attachment' })}
        label={t(words.download)}
        ariaLabel={t(words.downloadOf, { name })}
      />
    </div>
  );
}
