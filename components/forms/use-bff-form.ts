'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn, type UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { BffRequestError } from '@/lib/bff/client';
import { errorWords } from '@/lib/bff/error-words';
import { useLeave } from '@/lib/i18n/use-leave';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

export type BffForm<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>> & {
  /** The server's refusal of the whole form, in the user's language (shown by `<FormAlert>`). */
  alert: string | null;
  setAlert: (message: string | null) => void;
  /**
   * Wraps a submit handler: validates with the schema, focuses the first invalid field, runs the
   * handler with the parsed values; a `BffRequestError` puts its field messages on the same fields
   * and its message in the alert. Nothing typed is cleared.
   */
  submitWith: (handler: (values: z.output<S>) => Promise<void>) => (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** Validates some fields now (a step of a multi-step form, the phone before a code): true when valid. */
  check: (...names: Path<z.input<S>>[]) => Promise<boolean>;
  /**
   * After a successful submit, goes to `href` (the result page, the personal centre) and keeps the
   * form `busy` until that page has arrived; `refresh` also re-reads the server's parts of the page
   * (the header's account after a change to it).
   */
  leave: (href: string, options?: { refresh?: boolean }) => void;
  /**
   * Sending, or leaving for the next page: the submit button is disabled and says so. Until the
   * next page arrives the form is still on screen, and a second tap on a button that had come back
   * would send the application twice.
   */
  busy: boolean;
};

/**
 * Puts a refusal's field messages under their fields, focusing the first; true when the refusal's
 * own message is one of them (then nothing else needs to say it).
 */
export function sayAtFields<T extends FieldValues>(setError: UseFormSetError<T>, error: BffRequestError): boolean {
  for (const [name, message] of Object.entries(error.fields ?? {})) {
    setError(name as Path<T>, { type: 'server', message }, { shouldFocus: true });
  }
  return Object.values(error.fields ?? {}).includes(error.message);
}

/**
 * After a submit the schema refused, react-hook-form focuses the first invalid field (right after
 * this runs), and the browser scrolls it just into view: above the screen, that is under the sticky
 * header, its label hidden (the accessibility review found such fields off screen). Once focused,
 * the field is scrolled to the middle of the screen, with its label and message.
 */
function showFocusedField(): void {
  setTimeout(() => {
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused !== document.body) focused.scrollIntoView({ block: 'center', behavior: 'instant' });
  });
}

/**
 * The one form pattern (STYLE.md habit 7): react-hook-form with the zod resolver and the schema the
 * BFF uses. A field shows its error once it has been left (or the form submitted), then follows
 * every keystroke (`mode: 'onTouched'`). Schemas carry message keys; the bound fields of
 * `components/forms/` word them.
 */
export function useBffForm<S extends FormSchema>(schema: S, defaultValues: DefaultValues<z.input<S>>): BffForm<S> {
  const te = useTranslations('errors');
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues });
  const [alert, setAlert] = useState<string | null>(null);
  const { handleSubmit, setError, trigger } = form;

  const submitWith = useCallback(
    (handler: (values: z.output<S>) => Promise<void>) =>
      handleSubmit(async (values) => {
        setAlert(null);
        try {
          await handler(values);
        } catch (error) {
          if (!(error instanceof BffRequestError)) throw error;
          // A refusal worded under its field already (a wrong code) is not said a second time above the button.
          const saidAtField = sayAtFields(setError, error);
          setAlert(saidAtField ? null : errorWords(error, te, 'generic'));
        }
      }, showFocusedField),
    [handleSubmit, setError, te],
  );

  const check = useCallback((...names: Path<z.input<S>>[]) => trigger(names, { shouldFocus: true }), [trigger]);

  const { leaving, leave } = useLeave();
  const busy = form.formState.isSubmitting || leaving;

  return Object.assign(form, { alert, setAlert, submitWith, check, leave, busy });
}
