import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button-styles';
import { Link } from '@/lib/i18n/navigation';
import type { LcaTrialBlock } from '@/lib/lca/statuses';
import type { ChoiceOption } from '@/lib/site/dto';
import { LcaLoginButton, LcaSubscribed } from './lca-tool-actions';
import { LcaSubscribeForm } from './lazy-lca-subscribe-form';

// The LCA tool entry (accounts.md 2.1, 4.10; business.md 2.2); the open button exists only with LCA_HREF_BTN.
export function LcaToolPanel({
  signedIn,
  subscribed,
  blocked,
  buttonEnabled,
  industries,
  defaults,
}: {
  signedIn: boolean;
  subscribed: boolean;
  blocked: LcaTrialBlock | null;
  buttonEnabled: boolean;
  industries: ChoiceOption[] | null;
  defaults: { username: string; companyName: string };
}) {
  const t = useTranslations('lcaTools');
  if (signedIn && blocked) return <LcaTrialBlocked blocked={blocked} />;
  if (!signedIn) {
    return (
      <div className="rounded-card border border-line bg-surface p-6 text-center shadow-card">
        <p className="text-ink-muted">{t('loginFirst')}</p>
        <LcaLoginButton label={t('loginToSubscribe')} />
      </div>
    );
  }
  return (
    <div className="rounded-card border border-line bg-surface p-6 shadow-card">
      {subscribed ? (
        <LcaSubscribed buttonEnabled={buttonEnabled} />
      ) : (
        <LcaSubscribeForm buttonEnabled={buttonEnabled} industries={industries} defaults={defaults} />
      )}
    </div>
  );
}

/** The trial waits for an approved registration (lib/accounts/server/lca-tool.ts). */
function LcaTrialBlocked({ blocked }: { blocked: LcaTrialBlock }) {
  const t = useTranslations('lcaTools');
  const tg = useTranslations('guards');
  const next =
    blocked === 'auditRejected'
      ? { href: '/userinfo', label: tg('toUserinfo') }
      : { href: '/user', label: tg('toUser') };
  return (
    <div
      className="rounded-card border border-line bg-surface p-6 text-center shadow-card"
      data-lca-blocked={blocked}
    >
      <p className="text-ink-muted">{t(blocked)}</p>
      <Link href={next.href} className={buttonClass('primary', 'lg', 'mt-4')}>
        {next.label}
      </Link>
    </div>
  );
}
