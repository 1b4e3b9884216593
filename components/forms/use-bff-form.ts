'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type Resolver, type UseFormReturn, type UseFormSetError } from 'react-hook-form';
import type * as z from '@/lib/validation/zod';
import { BffRequestError } from '@/lib/bff/client';
import { errorWords } from '@/lib/bff/error-words';
import { useLeave } from '@/lib/i18n/use-leave';

type FormSchema = z.ZodMiniType<FieldValues, FieldValues>;

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

type SchemaLoader<S extends FormSchema> = () => Promise<S>;

/** A domain's schemas module as its loader gives it (`lib/<domain>/forms.ts`: `schemas`). */
type SchemasModule = () => Promise<Record<string, unknown>>;
/** The names in a schemas module that are form schemas. */
export type FormSchemaName<M extends SchemasModule> = {
  [N in keyof Awaited<ReturnType<M>>]: Awaited<ReturnType<M>>[N] extends FormSchema ? N : never;
}[keyof Awaited<ReturnType<M>>] &
  string;
type NamedSchema<M extends SchemasModule, N extends FormSchemaName<M>> = Awaited<ReturnType<M>>[N] extends infer S extends FormSchema ? S : never;

/**
 * The zod resolver of a schema, loaded on demand with @hookform/resolvers' code (about 1 KiB gzip off
 * each form page's first load, which no form needs before its first check), and a way to start
 * loading them. While they cannot be
 * loaded (the connection is gone), validating says so (`onUnavailable`, true) and refuses the form
 * without a field error; once they have come, `onUnavailable(false)`, and the fields whose check
 * could not be made meanwhile (left while offline) are checked again with the form's `trigger`,
 * given by `recheckWith` once the form exists.
 */
function lazySchemaResolver<S extends FormSchema>(load: SchemaLoader<S>, onUnavailable: (unavailable: boolean) => void) {
  type Values = z.input<S>;
  let loading: Promise<Resolver<Values, unknown, z.output<S>>> | null = null;
  let failed = false;
  const missed = new Set<string>();
  let recheck: (names: string[]) => void = () => undefined;
  const ready = () =>
    (loading ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => {
        if (failed) {
          onUnavailable(false);
          const names = [...missed];
          // After the check under way (the one that brought the schema) has finished.
          if (names.length > 0) setTimeout(() => recheck(names));
        }
        failed = false;
        missed.clear();
        return zodResolver(schema);
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const resolver: Resolver<Values, unknown, z.output<S>> = async (values, context, options) => {
    let resolve: Resolver<Values, unknown, z.output<S>>;
    try {
      resolve = await ready();
    } catch {
      failed = true;
      for (const name of options.names ?? []) missed.add(name);
      onUnavailable(true);
      return { values: {}, errors: { root: { type: 'unavailable', message: 'unavailable' } } as FieldErrors<Values> };
    }
    return resolve(values, context, options);
  };
  return {
    resolver,
    preload: () => void ready().catch(() => undefined),
    recheckWith: (trigger: (names: string[]) => void) => void (recheck = trigger),
  };
}

/**
 * The one form pattern (STYLE.md habit 7): react-hook-form with the zod resolver and the schema the
 * BFF uses. A field shows its error once it has been left (or the form submitted), then follows
 * every keystroke (`mode: 'onTouched'`). Schemas carry message keys; the bound fields of
 * `components/forms/` word them.
 *
 * The form names its schema: its domain's schemas module and the export (`useBffForm(applicationForms.schemas,
 * 'applyFormSchema', …)`). zod, the schema and the resolver load once the page is idle or at the first check.
 */
export function useBffForm<M extends SchemasModule, N extends FormSchemaName<M>>(
  schemas: M,
  name: N,
  defaultValues: DefaultValues<z.input<NamedSchema<M, N>>>,
): BffForm<NamedSchema<M, N>> {
  type S = NamedSchema<M, N>;
  const te = useTranslations('errors');
  const [alert, setAlert] = useState<string | null>(null);
  const [lazy] = useState(() =>
    lazySchemaResolver<S>(
      () => schemas().then((module) => module[name] as S),
      (unavailable) => setAlert(unavailable ? te('offline') : null),
    ),
  );
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: lazy.resolver,
    mode: 'onTouched',
    defaultValues,
  });
  useEffect(() => {
    // After the page's own work: the schema is in by the time a field is left.
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(lazy.preload, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(lazy.preload, 200);
    return () => clearTimeout(id);
  }, [lazy]);
  const { handleSubmit, setError, trigger } = form;
  useEffect(() => lazy.recheckWith((names) => void trigger(names as Path<z.input<S>>[])), [lazy, trigger]);

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
