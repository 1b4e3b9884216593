import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { LoginButton } from '@/components/account/login-button';
import { HeaderUserMenu } from '@/components/account/header-user-menu';
import { HeaderBell } from '@/components/messages/header-bell';
import type { InitialUnread } from '@/components/messages/lazy-message-bell';
import type { MenuItem } from '@/lib/site/menu';
import type { UserSnapshot } from '@/lib/viewer/user';
import { HeaderDisclosures } from './header-disclosures';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { DesktopNav, MobileNav } from './nav-menu';

type SiteHeaderProps = { menu: MenuItem[]; user: UserSnapshot | null; unread: InitialUnread | null };

/** The header of every main page (accounts.md 2.1), rendered with the session known, so nothing shifts. */
export async function SiteHeader({ menu, user, unread }: SiteHeaderProps) {
  const t = await getTranslations('nav');
  const tAccount = await getTranslations('account');
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-steel-800 focus:px-3 focus:py-2 focus:text-white"
      >
        {t('skipToContent')}
      </a>
      <div className="container-page relative flex h-16 items-center gap-4">
        <Logo />
        <div className="ml-auto flex items-center gap-1 xl:ml-4 xl:flex-1 xl:justify-between">
          <DesktopNav items={menu} signedIn={user !== null} />
          <div className="flex items-center gap-1 sm:gap-2">
            <Suspense fallback={<span className="inline-block h-10 w-16" />}>
              <LanguageSwitch />
            </Suspense>
            {user ? (
              <>
                <HeaderBell initial={unread ?? { count: 0 }} />
                <HeaderUserMenu
                  label={user.companyName || user.userName || user.userAccount}
                  texts={{ personalCentre: tAccount('personalCentre'), logout: tAccount('logout') }}
                />
              </>
            ) : (
              <Suspense fallback={<span className="inline-block h-9 w-24" />}>
                <LoginButton />
              </Suspense>
            )}
            <MobileNav items={menu} signedIn={user !== null} />
            <HeaderDisclosures />
          </div>
        </div>
      </div>
    </header>
  );
}
