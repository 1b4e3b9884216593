'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { LazyCaptchaDialog } from '@/components/captcha/lazy-captcha-dialog';
import { buttonClass } from '@/components/ui/button-styles';
import { useToast } from '@/components/ui/toast';
import { BffRequestError } from '@/lib/bff/client';
import { errorWords } from '@/lib/bff/error-words';

/** accounts.md 4.4: the send button becomes a 60-second countdown, then re-enables. */
export const CODE_COUNTDOWN_SECONDS = 60;

type SendCodeButtonProps = {
  /** No captcha is shown for an invalid target (accounts.md 5). */
  validateTarget: () => Promise<boolean> | boolean;
  send: (captchaVerification: string) => Promise<unknown>;
  /** These two return true when the form shows the refusal itself; else a toast. */
  onRefused?: (error: { code: string; message: string }) => boolean;
  onFieldRefusal?: (error: BffRequestError) => boolean;
};

export function SendCodeButton({ validateTarget, send, onRefused, onFieldRefusal }: SendCodeButtonProps) {
  const t = useTranslations('account');
  const te = useTranslations('errors');
  const toast = useToast();
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  async function onVerified(captchaVerification: string) {
    setSending(true);
    try {
      await send(captchaVerification);
      setSecondsLeft(CODE_COUNTDOWN_SECONDS);
      toast(t('codeSent'), { tone: 'success' });
    } catch (error) {
      if (!(error instanceof BffRequestError)) throw error;
      const message = errorWords(error, te);
      if (onRefused?.({ code: error.code, message }) || onFieldRefusal?.(error)) return;
      toast(message, { tone: 'error' });
    } finally {
      setSending(false);
    }
  }

  const counting = secondsLeft > 0;
  return (
    <>
      <button
        type="button"
        className={buttonClass('secondary', 'field', 'min-w-32 shrink-0 tabular-nums')}
        disabled={counting || sending}
        aria-live="polite"
        onClick={async () => (await validateTarget()) && setCaptchaOpen(true)}
      >
        {counting ? t('resendIn', { seconds: secondsLeft }) : sending ? t('sending') : t('getCode')}
      </button>
      <LazyCaptchaDialog
        open={captchaOpen}
        onOpenChange={setCaptchaOpen}
        onSuccess={(verification) => void onVerified(verification)}
      />
    </>
  );
}
