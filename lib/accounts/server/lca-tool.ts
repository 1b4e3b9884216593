import 'server-only';
import type { IronSession } from 'iron-session';
import { BffError } from '@/lib/bff/bff-error';
import { getEnv } from '@/lib/env';
import type { Locale } from '@/lib/i18n/routing';
import type { SessionData } from '@/lib/session/session';
import { callOperation } from '@/lib/upstream/operation';
import { getDictionaryItem } from '@/lib/upstream/operations/dict';
import { checkLcaSubscription, getLcaReferToken, subscribeLcaTool } from '@/lib/upstream/operations/personal-centre';

/** business.md 2.2: the LCA button shows only when dictionary item LCA_HREF_BTN is 1; a failed load hides it. */
export async function lcaButtonEnabled(locale: Locale): Promise<boolean> {
  if (!getEnv().lcaToolUrl) return false;
  const item = await callOperation(getDictionaryItem, { typeCode: 'LCA_HREF_BTN', itemCode: 'LCA_HREF_BTN' }, { locale }).catch(() => null);
  return item?.itemValue === '1';
}

export async function isSubscribed(session: IronSession<SessionData>, locale: Locale): Promise<boolean | null> {
  if (!session.token) return null;
  return callOperation(checkLcaSubscription, {}, { locale, token: session.token }).catch(() => null);
}

export async function subscribe(
  session: IronSession<SessionData>,
  form: { username: string; companyName: string; industryCategory: string; position: string },
  locale: Locale,
): Promise<void> {
  if (!session.token || !session.user) throw new BffError(401, 'LOGIN_REQUIRED');
  const mobile = session.user.userAccount.includes('@') ? undefined : session.user.userAccount;
  await callOperation(subscribeLcaTool, { ...form, mobile }, { locale, token: session.token });
}

/** The address that opens the external tool: its URL with the refer token only, never the session token. */
export async function lcaToolAddress(session: IronSession<SessionData>, locale: Locale): Promise<string> {
  const base = getEnv().lcaToolUrl;
  if (!session.token) throw new BffError(401, 'LOGIN_REQUIRED');
  if (!base) throw new BffError(404, 'UNKNOWN_OPERATION');
  const { referToken } = await callOperation(getLcaReferToken, {}, { locale, token: session.token });
  const url = new URL(base);
  url.searchParams.set('refer', referToken);
  url.searchParams.set('lang', locale);
  return url.toString();
}
