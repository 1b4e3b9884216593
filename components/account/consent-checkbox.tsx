'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

/**
 * "I have read and agree to…": each label opens its own text (underlined: inside a sentence, colour
 * alone would not tell a link from the words around it, WCAG 1.4.1), `/agreement` for the user agreement
 * and `/policy` for the privacy policy (DESIGN.md: the old product had them swapped). The checkbox
 * itself is the form kit's `CheckboxField` (see `ConsentField`).
 */
export function ConsentText() {
  const t = useTranslations('account');
  return t.rich('consent', {
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
  });
}
