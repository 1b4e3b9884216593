'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { useToast } from '@/components/ui/toast';
import { errorWords } from '@/lib/bff/error-words';
import type { EpdCardData } from '@/lib/epd/epd-summary';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { downloadThroughBff, needsLogin } from '@/components/downloads/download-file';
import { LazyLoginDialog } from '@/components/account/lazy-login-dialog';
import { useSignedInHere } from '@/components/account/use-signed-in-here';
import { useLoaded } from '@/components/providers/use-loaded';
import { OpeningNotice } from '@/components/ui/opening-notice';
import * as epdApi from '@/lib/epd/addresses';
import { fileUrl } from '@/lib/bff/file-url';
import { DownloadIcon } from '@/components/ui/icons';

// The dialogs load when first opened.
const loadPdfDialog = () => import('./pdf-dialog');
const loadQrDialog = () => import('./qr-dialog');

type Open = 'login' | 'pdf' | 'qr' | null;

/** A card's report and QR buttons; a visitor logs in first (business.md 6), then gets what was asked. Plain links without JavaScript. */
export function EpdCardActions({
  card,
  signedIn,
  compare = null,
}: {
  card: EpdCardData;
  signedIn: boolean;
  /** The search's "Compare" link, drawn at the row's end. */
  compare?: ReactNode;
}) {
  const t = useTranslations('epdCards');
  const tLogin = useTranslations('login');
  const tErrors = useTranslations('errors');
  const locale = useLocale() as Locale;
  const toast = useToast();
  const [open, setOpen] = useState<Open>(null);
  const [downloading, setDownloading] = useState(false);
  // `asked` is what the login interrupted, done once it succeeds.
  const session = useSignedInHere(signedIn);
  const [asked, setAsked] = useState<'view' | 'download'>('view');
  const close = (value: boolean) => !value && setOpen(null);
  const pdf = useLoaded(loadPdfDialog, open === 'pdf');
  const qr = useLoaded(loadQrDialog, open === 'qr');

  const report = card.report;
  const reportUrl = report ? fileUrl(epdApi.reportFile, { attachmentId: report.attachmentId }) : '';
  const otherLanguage = report !== null && report.lang !== locale;

  const askLogin = (action: 'view' | 'download') => {
    setAsked(action);
    setOpen('login');
  };

  const onView = (event: MouseEvent) => {
    event.preventDefault();
    if (session.signedIn) setOpen('pdf');
    else askLogin('view');
  };

  const download = async () => {
    if (downloading) return;
    setDownloading(true);
    const outcome = await downloadThroughBff(
      `${reportUrl}?disposition=attachment`,
      locale,
      `${card.registrationNumber}.pdf`,
    );
    setDownloading(false);
    if (outcome.ok) return;
    toast(errorWords(outcome, tErrors, 'generic'), { tone: 'error' });
    if (needsLogin(outcome.code)) askLogin('download');
  };

  const onDownload = (event: MouseEvent) => {
    event.preventDefault();
    if (session.signedIn) void download();
    else askLogin('download');
  };

  const onSignedIn = () => {
    session.markSignedIn();
    if (asked === 'view') setOpen('pdf');
    else void download();
  };

  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-line pt-4">
      {report ? (
        <>
          <a
            href={localizedPath(locale, `/apppdf/${encodeURIComponent(report.businessId)}`)}
            onClick={onView}
            className={buttonClass('primary', 'sm')}
            aria-haspopup="dialog"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 16 16"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
            >
              <path d="M1.5 8s2.4-4.5 6.5-4.5S14.5 8 14.5 8 12.1 12.5 8 12.5 1.5 8 1.5 8z" />
              <circle cx="8" cy="8" r="2" />
            </svg>
            {t('view')}
            {otherLanguage ? (
              <span className="text-xs font-normal text-white/75">{t('inChinese')}</span>
            ) : null}
          </a>
          <a
            href={`${reportUrl}?disposition=attachment`}
            onClick={onDownload}
            className={buttonClass('secondary', 'sm')}
            aria-busy={downloading || undefined}
          >
            <DownloadIcon />
            {downloading ? t('downloading') : t('download')}
          </a>
        </>
      ) : (
        <span className="text-xs text-ink-muted">{t('noReport')}</span>
      )}
      {compare || card.qr ? (
        <div className="ml-auto flex items-center gap-1">
          {compare}
          {card.qr ? (
            <button
              type="button"
              onClick={() => setOpen('qr')}
              className={buttonClass('ghost', 'sm')}
              aria-haspopup="dialog"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 16 16"
                className="size-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
              >
                <path d="M2 2h4v4H2zM10 2h4v4h-4zM2 10h4v4H2zM10 10h1.5v1.5H10zM12.5 12.5H14V14h-1.5zM12.5 10H14M10 14h1" />
              </svg>
              {t('qr')}
            </button>
          ) : null}
        </div>
      ) : null}

      {open === 'login' ? (
        <LazyLoginDialog open onOpenChange={close} notice={tLogin('required')} onSignedIn={onSignedIn} />
      ) : null}
      {open === 'pdf' && report ? (
        pdf.module ? (
          <pdf.module.PdfDialog
            open
            onOpenChange={close}
            title={card.productName}
            subtitle={card.registrationNumber}
            src={`${reportUrl}?disposition=inline`}
            onLoginRequired={() => askLogin('view')}
          />
        ) : (
          <OpeningNotice failed={pdf.failed} onClose={() => setOpen(null)} />
        )
      ) : null}
      {open === 'qr' ? (
        qr.module ? (
          <qr.module.QrDialog
            open
            onOpenChange={close}
            epdId={card.id}
            registrationNumber={card.registrationNumber}
            productName={card.productName}
          />
        ) : (
          <OpeningNotice failed={qr.failed} onClose={() => setOpen(null)} />
        )
      ) : null}
    </div>
  );
}
