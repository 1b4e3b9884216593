'use client';

import { useTranslations } from 'next-intl';
import {
  useFormState,
  type Control,
  type FieldError,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { decodeErrorText, isValidationKey } from '@/lib/validation/error-text';

/** A field's error in words: a server message as it came, a schema's key through `validation`. */
export function useFieldError<T extends FieldValues>(
  control: Control<T>,
  name: FieldPath<T>,
): string | undefined {
  const t = useTranslations('validation');
  const { errors } = useFormState({ control, name });
  const error = name
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], errors) as
    FieldError | undefined;
  if (!error?.message) return undefined;
  if (error.type === 'server') return error.message;
  const text = decodeErrorText(error.message);
  return isValidationKey(t.has, text.key) ? t(text.key, text.values) : t('invalid');
}
