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
    window.sessionStorage.setItem(
      storageKey(key),
      JSON.stringify({ version: DRAFT_VERSION, values } satisfies StoredDraft),
    );
  } catch {
    // Storage full or refused: the form works without a draft.
  }
}

function dropDraft(key: string) {
  try {
    window.sessionStorage.removeItem(storageKey(key));
  } catch {}
}

/** Keeps a long form in session storage (a shared computer's next user never sees it); `adoptFrom`: a visitor's draft. */
export function useFormDraft<T extends FieldValues, TParsed extends FieldValues>(
  form: UseFormReturn<T, unknown, TParsed>,
  key: string,
  emptyValues: T,
  { adoptFrom }: { adoptFrom?: string } = {},
): { restored: boolean; discard: () => void; forget: () => void } {
  const [restored, setRestored] = useState(false);
  const saving = useRef(false);
  const { reset, watch } = form;

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
      // What was typed before hydration (use-early-input.ts) is newer than the draft.
      const defaults: Record<string, unknown> = form.formState.defaultValues ?? {};
      const typed = Object.entries(form.getValues()).filter(
        ([name, value]) => typeof value !== 'object' && value !== defaults[name],
      );
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
