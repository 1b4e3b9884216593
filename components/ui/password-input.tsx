'use client';

import { useTranslations } from 'next-intl';
import { useState, type ComponentProps } from 'react';
import { inputClass } from '@/components/ui/input-styles';

/** A password field with a show/hide toggle (accounts.md 2.2). */
export function PasswordInput({ invalid, ...props }: ComponentProps<'input'> & { invalid: boolean }) {
  const t = useTranslations('account');
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input {...props} type={visible ? 'text' : 'password'} className={`${inputClass(invalid)} pr-16`} />
      <button
        type="button"
        onClick={() => setVisible(!visible)}
        aria-pressed={visible}
        className="absolute inset-y-1 right-1 rounded-md px-2.5 text-xs font-medium text-steel-600 hover:bg-steel-50"
      >
        {visible ? t('hidePassword') : t('showPassword')}
      </button>
    </div>
  );
}
