import { getTranslations } from 'next-intl/server';
import type { ChoiceOption } from '@/lib/site/endpoints';
import { LcaLoginButton, LcaSubscribed } from './lca-tool-actions';
import { LcaSubscribeForm } from './lazy-lca-subscribe-form';

/**
 * The LCA tool entry (accounts.md 2.1, 4.10; business.md 2.2): a visitor is asked to log in; a
 * subscriber confirms and the external tool opens with a one-time refer token; anyone else
 * subscribes first. The open button exists only when the platform enables it (LCA_HREF_BTN).
 *
 * Rendered on the server, so each reader's browser gets the part it can use: a visitor's and a
 * subscriber's page carry one button, not the subscription form's code (its validation, the
 * query client: 65 KiB gzip), which only someone who still has to subscribe is sent.
 */
export async function LcaToolPanel({
  signedIn,
  subscribed,
  buttonEnabled,
  industries,
  defaults,
}: {
  signedIn: boolean;
  subscribed: boolean;
  buttonEnabled: boolean;
  industries: ChoiceOption[] | null;
  defaults: { username: string; companyName: string };
}) {
  if (!signedIn) {
    const t = await getTranslations('lcaTools');
    return (
      <div className="rounded-card border border-line bg-surface p-6 text-center shadow-card">
        <p className="text-ink-muted">{t('loginFirst')}</p>
        <LcaLoginButton label={t('loginToSubscribe')} />
      </div>
    );
  }
  return (
    <div className="rounded-card border border-line bg-surface p-6 shadow-card">
      {subscribed ? <LcaSubscribed buttonEnabled={buttonEnabled} /> : <LcaSubscribeForm buttonEnabled={buttonEnabled} industries={industries} defaults={defaults} />}
    </div>
  );
}
