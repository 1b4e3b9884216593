'use client';

import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** Bumped when a form's values change shape, so an old draft is dropped rather than misread. */
const DRAFT_VERSION = 1;

type StoredDraft = { version: number; values: unknown };

function storageKey(key: string): string {
  return `formDraft:${key}`;
}

function readDraft(key: string): unknown {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(storageKey(key)) ?? 'null') as StoredDraft | null;
    return stored?.version === DRAFT_VERSION ? stored.values : null;
  } catch {
    return null;
  }
}

function writeDraft(key: string, values: unknown) {
  try {
    window.sessionStorage.setItem(storageKey(key), JSON.stringify({ version: DRAFT_VERSION, values } satisfies StoredDraft));
  } catch {
    // Storage full or refused: the form still works, it only cannot come back.
  }
}

function dropDraft(key: string) {
  try {
    window.sessionStorage.removeItem(storageKey(key));
  } catch {
    // Nothing stored.
  }
}

/**
 * Keeps what a long form holds (uploaded files by their platform ids, not their bytes) in this
 * tab's session storage as it is filled in, so that a session that ends before it is sent loses
 * nothing: after signing in again the form comes back as it was. Session storage, not local: the
 * draft leaves with the tab, and is never seen by a later user of a shared computer. `key` names
 * the form and the account, so one account's draft never fills another's form.
 *
 * `restored` says a draft was put back (the form says so, with a way to start over); `discard`
 * empties the form and forgets the draft; `forget` (after a successful submission) only forgets.
 *
 * `adoptFrom` names another key whose draft this form takes over (and removes) when it has none
 * of its own: a form a visitor may fill in (/Feedback) keeps the visitor's draft under a visitor
 * key, and after signing in the user's form adopts it, so nothing typed is lost across the sign-in.
 */
export function useFormDraft<T extends FieldValues, TParsed extends FieldValues>(
  form: UseFormReturn<T, unknown, TParsed>,
  key: string,
  emptyValues: T,
  { adoptFrom }: { adoptFrom?: string } = {},
): { restored: boolean; discard: () => void; forget: () => void } {
  const [restored, setRestored] = useState(false);
  const saving = useRef(false);
  const { reset, watch } = form;

  // After hydration (the server has no session storage), once per key.
  const restore = useEffectEvent(() => {
    let draft = readDraft(key);
    if (!draft && adoptFrom && adoptFrom !== key) {
      draft = readDraft(adoptFrom);
      if (draft) {
        writeDraft(key, draft);
        dropDraft(adoptFrom);
      }
    }
    if (draft && typeof draft === 'object') {
      // What was typed before the page's code ran (components/forms/use-early-input.ts) is newer than the draft.
      const defaults: Record<string, unknown> = form.formState.defaultValues ?? {};
      const typed = Object.entries(form.getValues()).filter(([name, value]) => typeof value !== 'object' && value !== defaults[name]);
      reset({ ...(draft as T), ...Object.fromEntries(typed) });
      setRestored(true);
    }
  });
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- storage exists only after hydration; the one extra render is the point
    restore();
    saving.current = true;
    const empty = JSON.stringify(emptyValues);
    const subscription = watch((values) => {
      if (!saving.current) return;
      // An emptied form (start over, or everything deleted) is no draft.
      if (JSON.stringify(values) === empty) dropDraft(key);
      else writeDraft(key, values);
    });
    return () => subscription.unsubscribe();
  }, [key, reset, watch, emptyValues]);

  const forget = useCallback(() => {
    saving.current = false;
    dropDraft(key);
  }, [key]);

  const discard = useCallback(() => {
    dropDraft(key);
    reset(emptyValues);
    setRestored(false);
  }, [key, reset, emptyValues]);

  return { restored, discard, forget };
}
