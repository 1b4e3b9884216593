'use client';

import { driver, type Driver } from 'driver.js';
// A stylesheet the bundler links, not a <style> the library injects: the nonce CSP stays strict.
import 'driver.js/dist/driver.css';
import { useTranslations } from 'next-intl';
import { useEffect, useEffectEvent, useRef } from 'react';
import { buttonClass } from '@/components/ui/button-styles';

/** Remembered once the tour has been offered, so it starts by itself only on the first visit. */
const SEEN_KEY = 'applyForm.tourSeen';

const STEPS = ['company', 'type', 'pcr', 'name', 'technology', 'files', 'add', 'submit'] as const;

function alreadySeen(): boolean {
  try {
    return window.localStorage.getItem(SEEN_KEY) === '1';
  } catch {
    // Storage refused (private mode): offer nothing rather than a tour on every visit.
    return true;
  }
}

function remember() {
  try {
    window.localStorage.setItem(SEEN_KEY, '1');
  } catch {
    // Nothing to remember it in; the help button still offers it.
  }
}

/**
 * The application form's guided tour of 8 steps (business.md 4): started on the first visit and
 * from the help button. driver.js moves focus into its popover and takes ←, → and Esc. It marks the
 * highlighted element `aria-expanded`, which only some roles carry: the form's step targets that are
 * plain boxes are `role="group"` for that reason (axe: aria-allowed-attr).
 */
export function ApplyTour() {
  const t = useTranslations('applyForm.tour');
  const tour = useRef<Driver | null>(null);
  const helpButton = useRef<HTMLButtonElement>(null);

  function start() {
    tour.current?.destroy();
    // Where the focus goes back when the tour ends: what had it, or (on the first visit, when
    // nothing had) the help button that offers the tour again, not the page's <body>.
    const before = document.activeElement;
    tour.current = driver({
      // Moving between steps is animated unless the user asked for less motion; keys pressed
      // while it moves are ignored by driver.js.
      animate: !window.matchMedia('(prefers-reduced-motion: reduce)').matches,
      showProgress: true,
      allowKeyboardControl: true,
      progressText: t('progress', { current: '{{current}}', total: '{{total}}' }),
      nextBtnText: t('next'),
      prevBtnText: t('previous'),
      doneBtnText: t('done'),
      popoverClass: 'apply-tour',
      // driver.js names its close button in English; the page's language names it here.
      onPopoverRender: (popover) => popover.closeButton.setAttribute('aria-label', t('close')),
      onDestroyed: () => {
        remember();
        const back = before instanceof HTMLElement && before !== document.body && before.isConnected ? before : helpButton.current;
        back?.focus();
      },
      steps: STEPS.map((step) => ({
        element: `[data-tour="${step}"]`,
        popover: { title: t(`${step}.title`), description: t(`${step}.body`) },
      })),
    });
    tour.current.drive();
  }

  // Once, on mount: the form re-renders as it is filled in, and that must not restart or end the tour.
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
