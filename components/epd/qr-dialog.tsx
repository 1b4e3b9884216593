'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import * as epdApi from '@/lib/epd/addresses';
import { fileUrl } from '@/lib/bff/file-url';

type QrDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  epdId: string;
  registrationNumber: string;
  productName: string;
};

/** The printable QR label (business.md 6: the EPD's own company only; the BFF checks it again). */
export function QrDialog({ open, onOpenChange, epdId, registrationNumber, productName }: QrDialogProps) {
  const t = useTranslations('epdQr');
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const src = fileUrl(epdApi.qrLabelFile, { epdId });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('title')}
      description={t('description')}
      width="sm"
    >
      <figure className="flex flex-col items-center">
        <div className="relative w-full max-w-[240px]">
          {state === 'loading' ? (
            <div aria-hidden="true" className="absolute inset-0 animate-pulse rounded-lg bg-steel-100" />
          ) : null}
          {state === 'failed' ? (
            <p
              role="alert"
              className="flex aspect-[36/47] items-center justify-center rounded-lg bg-danger-50 p-4 text-center text-sm text-danger-600"
            >
              {t('failed')}
            </p>
          ) : (
            // eslint-disable-next-line @next/next/no-img-element -- a per-user BFF stream, not an optimisable asset
            <img
              src={`${src}?disposition=inline`}
              alt={t('imageAlt', { number: registrationNumber })}
              width={360}
              height={470}
              className="relative h-auto w-full rounded-lg border border-line"
              onLoad={() => setState('ready')}
              onError={() => setState('failed')}
            />
          )}
        </div>
        <figcaption className="mt-3 text-center text-sm">
          <span className="block font-medium text-steel-900">{productName}</span>
          <span className="font-mono text-xs text-ink-muted">{registrationNumber}</span>
        </figcaption>
      </figure>
      <div className="mt-5 flex justify-end gap-2">
        <button type="button" className={buttonClass('ghost', 'md')} onClick={() => onOpenChange(false)}>
          {t('close')}
        </button>
        <a
          href={`${src}?disposition=attachment`}
          download
          className={buttonClass('primary', 'md', state !== 'ready' ? 'pointer-events-none opacity-50' : '')}
          aria-disabled={state !== 'ready'}
        >
          {t('download')}
        </a>
      </div>
    </Dialog>
  );
}
