import { useTranslations } from 'next-intl';

/** A grey A4 sheet while the viewer, the file or a page is on its way. */
export function PageSkeleton({ width }: { width: number }) {
  return (
    <div
      aria-hidden="true"
      className="mx-auto aspect-[210/297] max-w-full animate-pulse rounded-sm bg-steel-100"
      style={{ width }}
    />
  );
}

/** Said to screen readers until the first page is drawn (the skeleton itself is hidden from them). */
export function PdfLoadingStatus() {
  const t = useTranslations('pdfViewer');
  return (
    <p role="status" className="sr-only" data-testid="pdf-loading">
      {t('loadingDocument')}
    </p>
  );
}
