'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { toFieldErrors, type FieldErrors } from '@/lib/validation/field-errors';

type Values = Record<string, unknown>;

/**
 * The one form pattern (STYLE.md habit 7). The zod schema the BFF uses validates here as the user
 * types: a field shows its error once it has been left (or the form submitted), then follows every
 * keystroke. The BFF's field errors land on the same fields. Nothing typed is ever cleared by a
 * refusal: values only change when the user changes them.
 */
export function useSchemaForm<S extends z.ZodType<Values>>(schema: S, initial: Values) {
  const t = useTranslations('validation');
  const [values, setValues] = useState<Values>(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const clientErrors: FieldErrors = useMemo(() => {
    const result = schema.safeParse(values);
    return result.success ? {} : toFieldErrors(result.error);
  }, [schema, values]);

  const errorOf = useCallback(
    (name: string): string | undefined => {
      if (serverErrors[name]) return serverErrors[name];
      const error = clientErrors[name];
      if (!error || !(touched[name] || submitted)) return undefined;
      return t(error.key as never, error.values as never);
    },
    [clientErrors, serverErrors, submitted, t, touched],
  );

  const setValue = useCallback((name: string, value: unknown) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  const touch = useCallback((name: string) => setTouched((current) => ({ ...current, [name]: true })), []);

  /** Validates one field now (e.g. the phone before a code is sent); true when it is valid. */
  const checkField = useCallback(
    (name: string): boolean => {
      touch(name);
      return !clientErrors[name];
    },
    [clientErrors, touch],
  );

  /** Wraps a submit handler: validate everything, focus the first invalid field, else run it. */
  const onSubmit = useCallback(
    (handler: (data: z.output<S>) => Promise<{ fields?: Record<string, string>; message?: string } | void>) =>
      async (event?: FormEvent) => {
        event?.preventDefault();
        const formElement = event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : null;
        setSubmitted(true);
        setFormError(null);
        const result = schema.safeParse(values);
        if (!result.success) {
          const first = Object.keys(toFieldErrors(result.error))[0];
          formElement?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
          return;
        }
        setPending(true);
        try {
          const refusal = await handler(result.data);
          if (refusal) {
            setServerErrors(refusal.fields ?? {});
            setFormError(refusal.message ?? null);
          }
        } finally {
          setPending(false);
        }
      },
    [schema, values],
  );

  return { values, setValue, touch, errorOf, checkField, onSubmit, pending, formError, setFormError };
}

export type SchemaForm = ReturnType<typeof useSchemaForm>;
