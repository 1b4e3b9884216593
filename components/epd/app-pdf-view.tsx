'use client';

import { useEffect, useRef } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import { needsLogin } from '@/components/downloads/download-file';
import { PDF_FAILURE_SHOWN_MS } from './pdf-dialog';
import type { PdfFailure } from './pdf-viewer';
import { LazyPdfViewer } from './pdf-viewer-lazy';

/**
 * /apppdf's viewer: the report of `businessId`, under the watermark (business.md 2.2). It offers no
 * download: the file would leave without the watermark the viewer draws over it. A failure shows
 * "PDF load failed" for 3 seconds, then leaves: back to where the user came from (the product
 * page); when the session has ended, the page is asked again, and the server sends the visitor
 * back to the product page (lib/epd/product-return.ts).
 */
export function AppPdfView({ businessId }: { businessId: string }) {
  const router = useRouter();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onFailed = (failure: PdfFailure) => {
    timer.current = setTimeout(() => {
      // The BFF has ended the session: a full load lets the guard pick the way back.
      if (needsLogin(failure.code)) window.location.replace(window.location.href);
      else if (window.history.length > 1) router.back();
      else router.replace('/');
    }, PDF_FAILURE_SHOWN_MS);
  };

  return <LazyPdfViewer src={`/api/files/apppdf/${encodeURIComponent(businessId)}?disposition=inline`} onFailed={onFailed} />;
}
