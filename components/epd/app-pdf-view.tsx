'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { useToast } from '@/components/ui/toast';
import { useRouter } from '@/lib/i18n/navigation';
import { downloadThroughBff, needsLogin } from './download-file';
import { PDF_FAILURE_SHOWN_MS } from './pdf-dialog';
import type { PdfFailure } from './pdf-viewer';
import { LazyPdfViewer } from './pdf-viewer-lazy';

/**
 * /apppdf's viewer: the report of `businessId`, with a download. A failure shows "PDF load
 * failed" for 3 seconds (business.md 2.2), then leaves: back to where the user came from (the
 * product page), or to the mobile login when the session has ended.
 */
export function AppPdfView({ businessId }: { businessId: string }) {
  const t = useTranslations('pdfViewer');
  const locale = useLocale();
  const router = useRouter();
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const src = `/api/files/apppdf/${encodeURIComponent(businessId)}`;

  const onFailed = (failure: PdfFailure) => {
    timer.current = setTimeout(() => {
      if (needsLogin(failure.code)) router.replace(`/Loginapp?id=${encodeURIComponent(businessId)}`);
      else if (window.history.length > 1) router.back();
      else router.replace('/');
    }, PDF_FAILURE_SHOWN_MS);
  };

  const download = async () => {
    setDownloading(true);
    const outcome = await downloadThroughBff(`${src}?disposition=attachment`, locale, `${businessId}.pdf`);
    setDownloading(false);
    if (!outcome.ok) toast(outcome.message || t('failed'), { tone: 'error' });
  };

  return (
    <div>
      <div className="mb-3 flex justify-end">
        <button type="button" onClick={download} disabled={downloading} className={buttonClass('secondary', 'sm')}>
          {downloading ? t('downloading') : t('download')}
        </button>
      </div>
      <LazyPdfViewer src={`${src}?disposition=inline`} onFailed={onFailed} />
    </div>
  );
}
