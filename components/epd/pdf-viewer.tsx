'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
// The text layer makes the page readable and selectable (WCAG 1.1.1: a canvas alone has no text).
import 'react-pdf/dist/Page/TextLayer.css';
import { buttonClass } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { BffRequestError, fetchBffFile } from '@/lib/bff/client';
import { PageSkeleton, PdfLoadingStatus } from './pdf-viewer-skeleton';

// stack-notes.md: the worker is set in the same module as <Document>, served from 'self' (CSP worker-src).
pdfjs.GlobalWorkerOptions.workerSrc = new URL(
  'pdfjs-dist/build/pdf.worker.min.mjs',
  import.meta.url,
).toString();

// CMaps and standard fonts (app/api/pdfjs): a Chinese PDF without embedded fonts still shows its text (DESIGN.md).
const assets = `/api/pdfjs/${pdfjs.version}`;
const PDF_OPTIONS = {
  cMapUrl: `${assets}/cmaps/`,
  cMapPacked: true,
  standardFontDataUrl: `${assets}/standard_fonts/`,
  wasmUrl: `${assets}/wasm/`,
};

export type PdfFailure = { code: string; message: string };

type PdfViewerProps = {
  /** A BFF file URL: the session cookie goes with it, never a token. */
  src: string;
  onFailed?: (failure: PdfFailure) => void;
  maxPageWidth?: number;
  fit?: 'dialog' | 'page';
};

type Source =
  { state: 'loading' } | { state: 'ready'; data: Uint8Array } | { state: 'failed'; failure: PdfFailure };

async function fetchPdf(src: string, locale: string, signal: AbortSignal): Promise<Source> {
  try {
    const response = await fetchBffFile(src, { locale, signal });
    return { state: 'ready', data: new Uint8Array(await response.arrayBuffer()) };
  } catch (error) {
    if (!(error instanceof BffRequestError)) throw error;
    return { state: 'failed', failure: { code: error.code, message: error.message } };
  }
}

/** The PDF viewer of the cards' dialog and of /apppdf (business.md 2.2): page turning and a watermark on every page. */
export function PdfViewer({ src, onFailed, maxPageWidth = 860, fit = 'page' }: PdfViewerProps) {
  const t = useTranslations('pdfViewer');
  const locale = useLocale();
  const [source, setSource] = useState<Source>({ state: 'loading' });
  const [pageCount, setPageCount] = useState(0);
  const [page, setPage] = useState(1);
  const [width, setWidth] = useState(0);
  const [drawn, setDrawn] = useState(0);
  const frame = useRef<HTMLDivElement>(null);
  const reported = useRef(false);

  const fail = useCallback(
    (failure: PdfFailure) => {
      setSource({ state: 'failed', failure });
      if (!reported.current) {
        reported.current = true;
        onFailed?.(failure);
      }
    },
    [onFailed],
  );

  useEffect(() => {
    const controller = new AbortController();
    fetchPdf(src, locale, controller.signal)
      .then((result) => (result.state === 'failed' ? fail(result.failure) : setSource(result)))
      .catch(() => controller.signal.aborted || fail({ code: 'OFFLINE', message: '' }));
    return () => controller.abort();
  }, [src, locale, fail]);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    if (fit === 'dialog') element.scrollTop = 0;
    else if (element.getBoundingClientRect().top < 0) element.scrollIntoView({ block: 'start' });
  }, [page, fit]);

  // pdf.js takes the bytes over (it transfers them to its worker): hand it a copy of its own.
  const file = useMemo(() => (source.state === 'ready' ? { data: source.data.slice() } : null), [source]);
  const pageWidth = Math.min(width, maxPageWidth);
  const go = (delta: number) => setPage((current) => Math.min(Math.max(current + delta, 1), pageCount || 1));
  // A button disabled at the first or last page would drop the focus: it moves to the other button.
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const focusAfterTurn = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    focusAfterTurn.current?.focus();
    focusAfterTurn.current = null;
  }, [page]);
  const turn = (delta: number) => {
    const target = page + delta;
    if (target >= pageCount) focusAfterTurn.current = previousButton.current;
    else if (target <= 1) focusAfterTurn.current = nextButton.current;
    go(delta);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'PageDown') go(1);
    else if (event.key === 'ArrowLeft' || event.key === 'PageUp') go(-1);
    else return;
    event.preventDefault();
  };

  if (source.state === 'failed') {
    return (
      <div
        role="alert"
        data-testid="pdf-failed"
        className="flex min-h-48 flex-col items-center justify-center gap-2 rounded-lg bg-danger-50 px-6 py-10 text-center"
      >
        <p className="font-semibold text-danger-600">{t('failed')}</p>
        {source.failure.message ? (
          <p className="max-w-md text-sm text-ink-muted">{source.failure.message}</p>
        ) : null}
      </div>
    );
  }

  // Until a page is drawn its sheet would be blank under the watermark: the skeleton stands in, and says so.
  const pageDrawn = drawn === page;
  return (
    <div className="flex flex-col" data-testid="pdf-viewer" data-drawn-page={drawn || undefined}>
      {drawn === 0 ? <PdfLoadingStatus /> : null}
      <div
        ref={frame}
        className={cn(
          'w-full',
          fit === 'dialog' &&
            'max-h-[calc(90dvh-12rem)] overflow-y-auto overscroll-contain rounded-md bg-canvas p-2 sm:p-3',
        )}
        tabIndex={0}
        onKeyDown={onKeyDown}
        aria-label={t('document')}
        role="group"
      >
        {file && pageWidth > 0 ? (
          <Document
            file={file}
            options={PDF_OPTIONS}
            suspense={false}
            loading={<PageSkeleton width={pageWidth} />}
            error={<span />}
            onLoadSuccess={(pdf) => {
              setPageCount(pdf.numPages);
              setPage(1);
            }}
            onLoadError={() => fail({ code: 'PDF_INVALID', message: '' })}
            onSourceError={() => fail({ code: 'PDF_INVALID', message: '' })}
            className="flex justify-center"
          >
            <div
              className={cn(
                'relative overflow-hidden rounded-sm shadow-card ring-1 ring-line',
                pageDrawn ? 'bg-white' : 'bg-steel-100',
              )}
            >
              {pageDrawn ? null : (
                <div className="absolute inset-0 z-10">
                  <PageSkeleton width={pageWidth} />
                </div>
              )}
              <Page
                key={page}
                pageNumber={page}
                width={pageWidth}
                suspense={false}
                renderTextLayer
                renderAnnotationLayer={false}
                loading={<PageSkeleton width={pageWidth} />}
                onRenderSuccess={() => setDrawn(page)}
                onRenderError={() => fail({ code: 'PDF_RENDER', message: '' })}
              />
              {pageDrawn ? <Watermark text={t('watermark')} /> : null}
            </div>
          </Document>
        ) : (
          <PageSkeleton width={pageWidth || 320} />
        )}
      </div>
      <nav
        aria-label={t('pages')}
        className={cn(
          'flex items-center justify-center gap-2 sm:gap-4',
          fit === 'dialog'
            ? 'pt-4'
            : 'sticky bottom-0 mt-3 border-t border-line bg-surface/95 py-3 backdrop-blur-sm',
        )}
      >
        <button
          ref={previousButton}
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => turn(-1)}
          disabled={page <= 1 || pageCount === 0}
        >
          <span aria-hidden="true">‹</span> {t('previous')}
        </button>
        <span
          className="min-w-24 text-center text-sm text-ink-muted tabular-nums"
          aria-live="polite"
          data-testid="pdf-page-counter"
        >
          {pageCount > 0 ? t('pageOf', { page, pages: pageCount }) : t('loading')}
        </span>
        <button
          ref={nextButton}
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => turn(1)}
          disabled={pageCount === 0 || page >= pageCount}
        >
          {t('next')} <span aria-hidden="true">›</span>
        </button>
      </nav>
    </div>
  );
}

function Watermark({ text }: { text: string }) {
  return (
    <div
      aria-hidden="true"
      data-testid="pdf-watermark"
      className="pointer-events-none absolute inset-0 overflow-hidden select-none"
    >
      <div className="absolute top-1/2 left-1/2 grid w-[220%] -translate-x-1/2 -translate-y-1/2 -rotate-[30deg] grid-cols-3 gap-x-10 gap-y-24">
        {Array.from({ length: 24 }, (_, index) => (
          <span
            key={index}
            className="text-center text-lg font-semibold tracking-widest whitespace-nowrap text-steel-900/[0.09] sm:text-2xl"
          >
            {text}
          </span>
        ))}
      </div>
    </div>
  );
}
