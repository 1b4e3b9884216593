'use client';

import dynamic from 'next/dynamic';
import { PageSkeleton } from './pdf-viewer-skeleton';

/**
 * react-pdf cannot render on the server (stack-notes.md), and pdf.js is heavy: the viewer is
 * loaded in the browser, on demand, only when a PDF is opened.
 */
export const LazyPdfViewer = dynamic(() => import('./pdf-viewer').then((module) => module.PdfViewer), {
  ssr: false,
  loading: () => <PageSkeleton width={320} />,
});
