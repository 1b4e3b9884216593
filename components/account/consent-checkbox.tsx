'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

/**
 * "I have read and agree to…": each label opens its own text (underlined: inside a sentence, colour
 * alone would not tell a link from the words around it, WCAG 1.4.1), `/agreement` for the user agreement
 * and `/policy` for the privacy policy (DESIGN.md: the old product had them swapped).
 */
export function ConsentCheckbox({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}) {
  const t = useTranslations('account');
  return (
    <div>
      <label className="flex items-start gap-2.5 text-sm leading-relaxed text-ink-muted">
        <input
          type="checkbox"
          name="consent"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={Boolean(error)}
          className="mt-1 size-4 shrink-0 accent-steel-700"
        />
        <span>
          {t.rich('consent', {
            agreement: (chunks) => (
              <Link href="/agreement" target="_blank" className="text-steel-600 underline underline-offset-4 hover:text-steel-800">
                {chunks}
              </Link>
            ),
            policy: (chunks) => (
              <Link href="/policy" target="_blank" className="text-steel-600 underline underline-offset-4 hover:text-steel-800">
                {chunks}
              </Link>
            ),
          })}
        </span>
      </label>
      {error ? (
        <p role="alert" className="mt-1 text-xs font-medium text-danger-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
