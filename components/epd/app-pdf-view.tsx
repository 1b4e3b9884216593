'use client';

import { useEffect, useRef } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import { needsLogin } from '@/components/downloads/download-file';
import { PDF_FAILURE_SHOWN_MS } from './pdf-dialog';
import type { PdfFailure } from './pdf-viewer';
import { LazyPdfViewer } from './pdf-viewer-lazy';
import * as epdApi from '@/lib/epd/addresses';
import { fileUrl } from '@/lib/bff/file-url';

/**
 * /apppdf's viewer (business.md 2.2): no download, the file would leave without its watermark. A failure is shown,
 * then the user goes back; an ended session reloads, and the server sends them to the product page (lib/guards/product-return.ts).
 */
export function AppPdfView({ businessId }: { businessId: string }) {
  const router = useRouter();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onFailed = (failure: PdfFailure) => {
    timer.current = setTimeout(() => {
      if (needsLogin(failure.code)) window.location.replace(window.location.href);
      else if (window.history.length > 1) router.back();
      else router.replace('/');
    }, PDF_FAILURE_SHOWN_MS);
  };

  return (
    <LazyPdfViewer
      src={fileUrl(epdApi.appPdfFile, { businessId, disposition: 'inline' })}
      onFailed={onFailed}
    />
  );
}
