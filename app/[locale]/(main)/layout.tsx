import type { ReactNode } from 'react';
import { MainChrome } from '@/components/layout/main-chrome';
import { ClientMessages } from '@/components/providers/client-messages';
import { isLocale } from '@/lib/i18n/routing';
import { loadMainChrome } from '@/lib/accounts/server/site-chrome';

// The bell, the login dialog and the LCA confirmation load their own words (components/providers/lazy-messages.tsx).
const CLIENT_NAMESPACES = ['common', 'nav', 'language', 'login', 'guards.notice'] as const;

/** The main layout (business.md 2.1): header with the platform menu, and the footer. */
export default async function MainLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  const chrome = await loadMainChrome(isLocale(locale) ? locale : 'zh');
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES}>
      <MainChrome {...chrome}>{children}</MainChrome>
    </ClientMessages>
  );
}
