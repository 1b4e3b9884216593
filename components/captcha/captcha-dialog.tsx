'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { ClickWordCaptcha } from './click-word-captcha';
import { SliderCaptcha } from './slider-captcha';

/** The check before any SMS or e-mail code is sent (accounts.md 4.4): slider puzzle, or click-word. */
export function CaptchaDialog({
  open,
  onOpenChange,
  onSuccess,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSuccess: (captchaVerification: string) => void;
}) {
  const t = useTranslations('captcha');
  const [kind, setKind] = useState<'slider' | 'words'>('slider');
  const done = (verification: string) => {
    onOpenChange(false);
    onSuccess(verification);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('title')} width="sm">
      {open ? (
        kind === 'slider' ? (
          <SliderCaptcha onSuccess={done} />
        ) : (
          <ClickWordCaptcha onSuccess={done} />
        )
      ) : null}
      <button
        type="button"
        className="mt-1 text-sm text-steel-600 underline-offset-4 hover:underline"
        onClick={() => setKind(kind === 'slider' ? 'words' : 'slider')}
      >
        {kind === 'slider' ? t('switchToWords') : t('switchToSlider')}
      </button>
      {/* Both checks need sight (protocols.md): a phone number is the human alternative (WCAG 1.1.1). */}
      <p className="mt-3 border-t border-line pt-3 text-xs leading-relaxed text-ink-muted">
        {t.rich('help', {
          phone: (chunks) => (
            <a
              href={`tel:${chunks}`}
              className="whitespace-nowrap text-steel-600 underline underline-offset-2"
            >
              {chunks}
            </a>
          ),
          hours: (chunks) => <span className="whitespace-nowrap">{chunks}</span>,
        })}
      </p>
    </Dialog>
  );
}
