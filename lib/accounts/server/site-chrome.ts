import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { getEnv } from '@/lib/env/server/env';
import { initialUnreadCount } from '@/lib/messages/server/messages';
import { describeError, logger } from '@/lib/observability/server/logger';
import { pageViewer } from './page-viewer';
import type { UserSnapshot } from '@/lib/viewer/user';
import { callOperation } from '@/lib/upstream/operation';
import { getMenu, getPlatformTexts } from '@/lib/upstream/operations/site';
import { buildHeaderMenu, type MenuItem } from '@/lib/site/menu';

/** What the header and footer need from upstream; `degraded` when upstream could not be reached. */
export type SiteChrome = {
  menu: MenuItem[];
  texts: Record<string, string>;
  degraded: boolean;
  /** UPSTREAM_URL unset (the reference upstream's invented data): the footer says so; otherwise no demo marker anywhere. */
  demo: boolean;
};

export async function getSiteChrome(locale: Locale, user: UserSnapshot | null): Promise<SiteChrome> {
  const [menu, texts] = await Promise.allSettled([
    callOperation(getMenu, {}, { locale }),
    callOperation(getPlatformTexts, {}, { locale }),
  ]);
  for (const result of [menu, texts]) {
    if (result.status === 'rejected')
      logger.warn({ error: describeError(result.reason) }, 'site chrome: menu or texts unavailable');
  }
  return {
    menu:
      menu.status === 'fulfilled'
        ? buildHeaderMenu(menu.value, { signedIn: user !== null, companyType: user?.companyType })
        : [],
    texts:
      texts.status === 'fulfilled'
        ? Object.fromEntries(texts.value.map((text) => [text.textCode, text.textValue ?? '']))
        : {},
    degraded: menu.status === 'rejected',
    demo: getEnv().demo,
  };
}

export async function loadMainChrome(locale: Locale) {
  const { token, user: snapshot } = await pageViewer(locale);
  const user = token && snapshot ? snapshot : null;
  const [chrome, unread] = await Promise.all([
    getSiteChrome(locale, user),
    token && user ? initialUnreadCount({ locale, token, user }) : null,
  ]);
  return { chrome, user, unread };
}
