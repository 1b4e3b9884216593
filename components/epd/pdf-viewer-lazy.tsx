'use client';

import dynamic from 'next/dynamic';
import { PageSkeleton, PdfLoadingStatus } from './pdf-viewer-skeleton';

// react-pdf cannot render on the server (stack-notes.md): loaded in the browser when a PDF opens.
export const LazyPdfViewer = dynamic(() => import('./pdf-viewer').then((module) => module.PdfViewer), {
  ssr: false,
  loading: () => (
    <>
      <PdfLoadingStatus />
      <PageSkeleton width={320} />
    </>
  ),
});
