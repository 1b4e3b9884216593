'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass, type ButtonVariant } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { useToast } from '@/components/ui/toast';
import { downloadThroughBff, needsLogin } from './download-file';
import { FileIcon } from './file-icon';
import { LazyLoginDialog } from '@/components/account/lazy-login-dialog';
import { useSignedInHere } from '@/components/account/use-signed-in-here';
import { LazyDialog } from '@/components/providers/lazy-dialog';

type ProtectedDownloadProps = {
  href: string;
  label: string;
  signedIn: boolean;
  variant?: ButtonVariant | 'link';
  /** The accessible name where the label alone is ambiguous. */
  ariaLabel?: string;
  className?: string;
};

const LINK_CLASSES =
  'inline-flex items-center gap-1.5 self-start text-sm font-medium text-steel-700 underline-offset-4 hover:text-leaf-700 hover:underline';

/** The one way to download a file that needs a signed-in user (business.md 2.2, 6): a visitor logs in first; refusals in a toast. */
export function ProtectedDownload({
  href,
  label,
  signedIn,
  variant = 'secondary',
  ariaLabel,
  className,
}: ProtectedDownloadProps) {
  const t = useTranslations('content');
  const locale = useLocale();
  const toast = useToast();
  const [askLogin, setAskLogin] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const session = useSignedInHere(signedIn);

  async function download() {
    setBusy(true);
    try {
      const outcome = await downloadThroughBff(href, locale, label);
      if (outcome.ok) return;
      if (needsLogin(outcome.code)) setAskLogin(true);
      toast(outcome.message || t('downloadFailed'), { tone: 'error' });
    } catch {
      toast(t('downloadFailed'), { tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  const classes = cn(variant === 'link' ? LINK_CLASSES : buttonClass(variant, 'sm'), className);
  return (
    <>
      {session.signedIn ? (
        <a
          href={href}
          className={classes}
          aria-label={ariaLabel}
          aria-busy={busy}
          onClick={(event) => {
            event.preventDefault();
            if (!busy) void download();
          }}
        >
          <FileIcon className="size-4 shrink-0" />
          <span className="min-w-0 [overflow-wrap:anywhere]">{busy ? t('downloading') : label}</span>
        </a>
      ) : (
        // Without JavaScript the BFF sends a visitor to the login and back (`loginPageFor`).
        <a
          href={href}
          className={classes}
          aria-label={ariaLabel}
          aria-haspopup="dialog"
          onClick={(event) => {
            event.preventDefault();
            setAskLogin(true);
          }}
        >
          <FileIcon className="size-4 shrink-0" />
          <span className="min-w-0 [overflow-wrap:anywhere]">{label}</span>
        </a>
      )}
      <LazyDialog open={askLogin} onOpenChange={setAskLogin} title={t('loginToDownload.title')} width="sm">
        <p className="text-sm leading-relaxed text-ink-muted">{t('loginToDownload.body')}</p>
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" className={buttonClass('secondary', 'md')} onClick={() => setAskLogin(false)}>
            {t('loginToDownload.cancel')}
          </button>
          <button
            type="button"
            className={buttonClass('primary', 'md')}
            onClick={() => {
              setAskLogin(false);
              setLoginOpen(true);
            }}
          >
            {t('loginToDownload.login')}
          </button>
        </div>
      </LazyDialog>
      <LazyLoginDialog
        open={loginOpen}
        onOpenChange={setLoginOpen}
        onSignedIn={() => {
          session.markSignedIn();
          void download();
        }}
      />
    </>
  );
}
