'use client';

import { useEffect, useRef } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { needsLogin } from '@/components/downloads/download-file';
import type { PdfFailure } from './pdf-viewer';
import { LazyPdfViewer } from './pdf-viewer-lazy';

/** business.md 2.2 and 8: a load failure shows "PDF load failed" for 3 seconds, then the dialog closes. */
export const PDF_FAILURE_SHOWN_MS = 3000;

type PdfDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  subtitle?: string;
  src: string;
  /** The session ended: the caller opens its login dialog. */
  onLoginRequired?: () => void;
};

export function PdfDialog({ open, onOpenChange, title, subtitle, src, onLoginRequired }: PdfDialogProps) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onFailed = (failure: PdfFailure) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      onOpenChange(false);
      if (needsLogin(failure.code)) onLoginRequired?.();
    }, PDF_FAILURE_SHOWN_MS);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={subtitle} width="lg">
      <LazyPdfViewer src={src} onFailed={onFailed} maxPageWidth={720} fit="dialog" />
    </Dialog>
  );
}
