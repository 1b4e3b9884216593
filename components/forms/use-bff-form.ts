'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import type * as z from '@/lib/validation/zod';
import { BffRequestError } from '@/lib/bff/client';
import { errorWords } from '@/lib/bff/error-words';
import { useLeave } from '@/lib/i18n/use-leave';
import { publishRequiredFields } from './required-fields';

type FormSchema = z.ZodMiniType<FieldValues, FieldValues>;

export type BffForm<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>> & {
  /** The server's refusal of the whole form, in the user's language (shown by `<FormAlert>`). */
  alert: string | null;
  setAlert: (message: string | null) => void;
  /** Validates, then runs the handler; a `BffRequestError` goes to its fields and the alert. Nothing typed is cleared. */
  submitWith: (
    handler: (values: z.output<S>) => Promise<void>,
  ) => (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** Validates some fields now (a step of a multi-step form, the phone before a code): true when valid. */
  check: (...names: Path<z.input<S>>[]) => Promise<boolean>;
  /** Goes to `href` after a successful submit, `busy` until it arrives; `refresh` also re-reads the server's parts. */
  leave: (href: string, options?: { refresh?: boolean }) => void;
  /** Sending or leaving: the submit stays disabled until the next page arrives, so nothing is sent twice. */
  busy: boolean;
};

/** Puts a refusal's field messages under their fields; true when its own message is one of them. */
export function sayAtFields<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: BffRequestError,
): boolean {
  for (const [name, message] of Object.entries(error.fields ?? {})) {
    setError(name as Path<T>, { type: 'server', message }, { shouldFocus: true });
  }
  return Object.values(error.fields ?? {}).includes(error.message);
}

/** Centres the first invalid field once focused, so the sticky header hides neither its label nor its message. */
function showFocusedField(): void {
  setTimeout(() => {
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused !== document.body)
      focused.scrollIntoView({ block: 'center', behavior: 'instant' });
  });
}

type SchemaLoader<S extends FormSchema> = () => Promise<S>;

/** A domain's schemas module loader (`lib/<domain>/forms.ts`: `schemas`). */
type SchemasModule = () => Promise<Record<string, unknown>>;
export type FormSchemaName<M extends SchemasModule> = {
  [N in keyof Awaited<ReturnType<M>>]: Awaited<ReturnType<M>>[N] extends FormSchema ? N : never;
}[keyof Awaited<ReturnType<M>>] &
  string;
type NamedSchema<M extends SchemasModule, N extends FormSchemaName<M>> = Awaited<
  ReturnType<M>
>[N] extends infer S extends FormSchema
  ? S
  : never;

/** The schema's zod resolver, loaded on demand. While it cannot load (offline) the form is refused via
 *  `onUnavailable(true)`; once loaded, the fields missed meanwhile are re-checked through `recheckWith`. */
function lazySchemaResolver<S extends FormSchema>(
  load: SchemaLoader<S>,
  onUnavailable: (unavailable: boolean) => void,
) {
  type Values = z.input<S>;
  let loading: Promise<Resolver<Values, unknown, z.output<S>>> | null = null;
  let failed = false;
  let loaded: S | null = null;
  let onLoaded: (schema: S) => void = () => undefined;
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
        loaded = schema;
        onLoaded(schema);
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
      return {
        values: {},
        errors: { root: { type: 'unavailable', message: 'unavailable' } } as FieldErrors<Values>,
      };
    }
    return resolve(values, context, options);
  };
  return {
    resolver,
    preload: () => void ready().catch(() => undefined),
    recheckWith: (trigger: (names: string[]) => void) => void (recheck = trigger),
    /** `listener` hears of the schema once it has loaded (at once when it already has). */
    whenLoaded: (listener: (schema: S) => void) => {
      onLoaded = listener;
      if (loaded) listener(loaded);
    },
  };
}

/** The one form pattern (STYLE.md habit 7): react-hook-form with the BFF's zod schema, named by module and export
 *  (`useBffForm(applicationForms.schemas, 'applyFormSchema', …)`); schemas carry message keys, `components/forms/` words them. */
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
    // Preload when idle, so the schema is in by the time a field is left.
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(lazy.preload, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(lazy.preload, 200);
    return () => clearTimeout(id);
  }, [lazy]);
  const { handleSubmit, setError, trigger } = form;
  useEffect(() => lazy.recheckWith((names) => void trigger(names as Path<z.input<S>>[])), [lazy, trigger]);
  // The fields mark themselves required from the schema (components/forms/required-fields.ts).
  const { control } = form;
  useEffect(() => lazy.whenLoaded((schema) => publishRequiredFields(control, schema)), [lazy, control]);

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

  const check = useCallback(
    (...names: Path<z.input<S>>[]) => trigger(names, { shouldFocus: true }),
    [trigger],
  );

  const { leaving, leave } = useLeave();
  const busy = form.formState.isSubmitting || leaving;

  return Object.assign(form, { alert, setAlert, submitWith, check, leave, busy });
}
