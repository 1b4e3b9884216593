import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/account/auth-card';
import { LoginPagePanels, type LoginPanel } from '@/components/account/login-page-panels';
import { registrationChoices, supplementChoices } from '@/lib/accounts/server/form-choices';
import { pageViewer } from '@/lib/accounts/server/page-viewer';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { pageLocale, queryValue, type PageParams, type PageSearchParams } from '@/lib/i18n/page-params';
import { safeReturnPath } from '@/lib/security/safe-return-path';
import { ClientMessages } from '@/components/providers/client-messages';

export const generateMetadata = ({ params }: PageParams) =>
  pageMetadata(params, { path: '/logins', titleKey: 'logins', index: false });

const PANELS: readonly LoginPanel[] = ['login', 'forgot', 'register', 'supplement'];

// /logins – the desktop login page with its panels (accounts.md 2.2).
const CLIENT_NAMESPACES = ['login', 'account', 'captcha', 'validation', 'common'] as const;

export default async function LoginsPage({ params, searchParams }: PageParams & PageSearchParams) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const requested = queryValue(query, 'panel') as LoginPanel | undefined;
  const viewer = await pageViewer(locale);
  let panel: LoginPanel = requested && PANELS.includes(requested) ? requested : 'login';
  if (panel === 'supplement' && !viewer.user) panel = 'login';
  const t = await getTranslations('account');

  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES}>
      <AuthCard
        title={t(`panelTitle.${panel}`)}
        subtitle={t(`panelSubtitle.${panel}`)}
        wide={panel === 'supplement' || panel === 'register'}
      >
        <LoginPagePanels
          panel={panel}
          passwordChanged={queryValue(query, 'changed') === '1'}
          supplementChoices={panel === 'supplement' ? await supplementChoices(viewer) : null}
          registrationChoices={panel === 'register' ? await registrationChoices(viewer) : null}
          returnTo={safeReturnPath(queryValue(query, 'redirect'), '/')}
        />
      </AuthCard>
    </ClientMessages>
  );
}
