import { Suspense, type ReactNode } from 'react';
import { NoticeToast } from '@/components/guards/notice-toast';
import type { InitialUnread } from '@/components/messages/lazy-message-bell';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { UpstreamNotice } from '@/components/layout/upstream-notice';
import type { UserSnapshot } from '@/lib/viewer/user';
import type { MenuItem } from '@/lib/site/menu';

export type MainChromeProps = {
  chrome: { menu: MenuItem[]; texts: Record<string, string>; degraded: boolean; demo: boolean };
  user: UserSnapshot | null;
  unread: InitialUnread | null;
  children: ReactNode;
};

/**
 * The main layout's header and footer (business.md 2.1). The caller loads them (`loadMainChrome`) and sends the
 * client messages 'common', 'nav', 'language', 'login', 'guards.notice'.
 */
export function MainChrome({ chrome, user, unread, children }: MainChromeProps) {
  return (
    <>
      <SiteHeader menu={chrome.menu} user={user} unread={unread} />
      <Suspense>
        <NoticeToast />
      </Suspense>
      {chrome.degraded ? <UpstreamNotice /> : null}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter texts={chrome.texts} demo={chrome.demo} />
    </>
  );
}
