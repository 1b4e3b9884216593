'use client';

import { driver, type Driver } from 'driver.js';
// A linked stylesheet, not an injected <style>: the nonce CSP stays strict.
import 'driver.js/dist/driver.css';
import { useTranslations } from 'next-intl';
import { useEffect, useEffectEvent, useRef } from 'react';
import { buttonClass } from '@/components/ui/button-styles';

const SEEN_KEY = 'applyForm.tourSeen';

const STEPS = ['company', 'type', 'pcr', 'name', 'technology', 'files', 'add', 'submit'] as const;

function alreadySeen(): boolean {
  try {
    return window.localStorage.getItem(SEEN_KEY) === '1';
  } catch {
    // Storage refused: no tour rather than one on every visit.
    return true;
  }
}

function remember() {
  try {
    window.localStorage.setItem(SEEN_KEY, '1');
  } catch {}
}

// business.md 4. driver.js marks targets `aria-expanded`, so plain boxes are `role="group"` (axe: aria-allowed-attr).
export function ApplyTour() {
  const t = useTranslations('applyForm.tour');
  const tour = useRef<Driver | null>(null);
  const helpButton = useRef<HTMLButtonElement>(null);

  function start() {
    tour.current?.destroy();
    const before = document.activeElement;
    tour.current = driver({
      animate: !window.matchMedia('(prefers-reduced-motion: reduce)').matches,
      showProgress: true,
      allowKeyboardControl: true,
      progressText: t('progress', { current: '{{current}}', total: '{{total}}' }),
      nextBtnText: t('next'),
      prevBtnText: t('previous'),
      doneBtnText: t('done'),
      popoverClass: 'apply-tour',
      // driver.js names its close button in English.
      onPopoverRender: (popover) => popover.closeButton.setAttribute('aria-label', t('close')),
      onDestroyed: () => {
        remember();
        const back =
          before instanceof HTMLElement && before !== document.body && before.isConnected
            ? before
            : helpButton.current;
        back?.focus();
      },
      steps: STEPS.map((step) => ({
        element: `[data-tour="${step}"]`,
        popover: { title: t(`${step}.title`), description: t(`${step}.body`) },
      })),
    });
    tour.current.drive();
  }

  // Once, on mount: the form's re-renders must not restart or end the tour.
  const offerOnFirstVisit = useEffectEvent(() => {
    if (!alreadySeen()) start();
  });
  useEffect(() => {
    offerOnFirstVisit();
    return () => tour.current?.destroy();
  }, []);

  return (
    <button ref={helpButton} type="button" className={buttonClass('secondary', 'sm')} onClick={start}>
      <span aria-hidden="true">?</span> {t('help')}
    </button>
  );
}
