'use client';

import { useSearchParams } from 'next/navigation';
import { usePathname } from '@/lib/i18n/navigation';
import { LanguageMenu } from './language-menu';

/** The language dropdown of the app's pages, for the path and query being shown. */
export function LanguageSwitch() {
  const pathname = usePathname();
  const search = useSearchParams()?.toString() ?? '';
  return <LanguageMenu current={pathname + (search ? `?${search}` : '')} />;
}
