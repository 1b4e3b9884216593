'use client';

import { useTranslations } from 'next-intl';
import type { ComponentProps } from 'react';
import type { ChoiceOption } from '@/lib/site/dto';
import { inputClass } from './input-styles';

/** A dropdown of dictionary choices; `options: null` says DICT_ERROR instead of an empty list. */
export function ChoiceSelect({
  options,
  invalid,
  placeholder,
  ...props
}: Omit<ComponentProps<'select'>, 'children'> & {
  options: ChoiceOption[] | null;
  invalid: boolean;
  placeholder?: string;
}) {
  const t = useTranslations('common');
  if (options === null) {
    return (
      <p role="alert" className="rounded-lg bg-warning-50 px-3 py-2.5 text-sm text-warning-600">
        {t('dictError')}
      </p>
    );
  }
  return (
    <select {...props} className={`${inputClass(invalid)} appearance-auto pr-8`}>
      <option value="">{placeholder ?? t('choose')}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
