'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

/** Each label opens its own text, underlined (WCAG 1.4.1): `/agreement` the user agreement, `/policy` the privacy policy (DESIGN.md). */
export function ConsentText() {
  const t = useTranslations('account');
  return t.rich('consent', {
    agreement: (chunks) => (
      <Link
        href="/agreement"
        target="_blank"
        className="text-steel-600 underline underline-offset-4 hover:text-steel-800"
      >
        {chunks}
      </Link>
    ),
    policy: (chunks) => (
      <Link
        href="/policy"
        target="_blank"
        className="text-steel-600 underline underline-offset-4 hover:text-steel-800"
      >
        {chunks}
      </Link>
    ),
  });
}
