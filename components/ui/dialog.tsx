'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { cn } from './cn';

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  width?: 'sm' | 'md' | 'lg';
};

// Phones get 92% of the viewport rather than accounts.md 2.8's 80%, which leaves the text too little room.
const widths = { sm: 'sm:max-w-sm', md: 'sm:max-w-[580px]', lg: 'sm:max-w-3xl' };

/** The one dialog: focus trapped and restored, Escape and overlay close, scroll locked (Radix). */
export function Dialog({ open, onOpenChange, title, description, children, width = 'md' }: DialogProps) {
  const t = useTranslations('common');
  // The opener gets the focus back (else <main>): Radix returns it only to a Trigger, and these open by state.
  const opener = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement;
  }, [open]);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-steel-950/50 backdrop-blur-[2px]" />
        <RadixDialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[92vw] -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
            'rounded-card bg-surface p-6 shadow-pop focus:outline-none',
            widths[width],
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            const back = opener.current;
            if (back instanceof HTMLElement && back.isConnected && back !== document.body) {
              event.preventDefault();
              back.focus();
              return;
            }
            // Where the page has put the focus already, it stays; else the keyboard goes on from the content.
            const active = document.activeElement;
            if (
              active instanceof HTMLElement &&
              active !== document.body &&
              !active.closest('[role="dialog"]')
            ) {
              event.preventDefault();
              return;
            }
            const main = document.getElementById('main');
            if (main) {
              event.preventDefault();
              main.focus({ preventScroll: true });
            }
          }}
        >
          <div className="sticky -top-6 z-10 -mx-6 -mt-6 mb-0 flex items-start justify-between gap-4 bg-surface px-6 pt-6 pb-4">
            <RadixDialog.Title className="text-lg font-semibold text-steel-900">{title}</RadixDialog.Title>
            <RadixDialog.Close
              className="-mt-1 -mr-2 rounded-md p-2 text-ink-subtle hover:bg-steel-50 hover:text-ink"
              aria-label={t('close')}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
              >
                <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
              </svg>
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="mb-4 text-sm text-ink-muted">
              {description}
            </RadixDialog.Description>
          ) : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
