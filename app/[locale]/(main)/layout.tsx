import { Suspense, type ReactNode } from 'react';
import { NoticeToast } from '@/components/guards/notice-toast';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { UpstreamNotice } from '@/components/layout/upstream-notice';
import { ClientMessages } from '@/components/providers/client-messages';
import { initialUnreadCount } from '@/lib/messages/server/messages';
import { isLocale } from '@/lib/i18n/routing';
import { getLiveSession } from '@/lib/session/session';
import { getSiteChrome } from '@/lib/site/site-chrome';

// The header's client parts (menu, language, login button) and the notice toast. The bell brings
// its words on signed-in pages only (components/messages/header-bell.tsx); the login dialog and
// the LCA confirmation bring theirs when they open (components/providers/lazy-messages.tsx).
const CLIENT_NAMESPACES = ['common', 'nav', 'language', 'login', 'guards.notice'] as const;

/** The main layout (business.md 2.1): header with the platform menu, and the footer. */
export default async function MainLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const lang = isLocale(locale) ? locale : 'zh';
  const { token, user: snapshot } = await getLiveSession(lang);
  const user = token && snapshot ? snapshot : null;
  const [chrome, unread] = await Promise.all([getSiteChrome(lang, user), token && user ? initialUnreadCount({ locale: lang, token, user }) : null]);
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES}>
      <SiteHeader menu={chrome.menu} user={user} unread={unread} />
      <Suspense>
        <NoticeToast />
      </Suspense>
      {chrome.degraded ? <UpstreamNotice /> : null}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter texts={chrome.texts} demo={chrome.demo} />
    </ClientMessages>
  );
}
