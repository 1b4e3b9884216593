import 'server-only';
import { DomainError } from '@/lib/errors/domain-error';
import { getEnv } from '@/lib/env';
import type { Locale } from '@/lib/i18n/routing';
import type { Viewer } from '@/lib/session/viewer';
import { callOperation } from '@/lib/upstream/operation';
import { getDictionaryItem } from '@/lib/upstream/operations/dict';
import { checkLcaSubscription, getLcaReferToken, subscribeLcaTool } from '@/lib/upstream/operations/personal-centre';

/** business.md 2.2: the LCA button shows only when dictionary item LCA_HREF_BTN is 1; a failed load hides it. */
export async function lcaButtonEnabled(locale: Locale): Promise<boolean> {
  if (!getEnv().lcaToolUrl) return false;
  const item = await callOperation(getDictionaryItem, { typeCode: 'LCA_HREF_BTN', itemCode: 'LCA_HREF_BTN' }, { locale }).catch(() => null);
  return item?.itemValue === '1';
}

/** Whether the viewer subscribes to the tool; null for a visitor or when the platform could not say. */
export async function isSubscribed(viewer: Viewer): Promise<boolean | null> {
  if (!viewer.token) return null;
  return callOperation(checkLcaSubscription, {}, { locale: viewer.locale, token: viewer.token }).catch(() => null);
}

export async function subscribe(viewer: Viewer, form: { username: string; companyName: string; industryCategory: string; position: string }): Promise<void> {
  if (!viewer.token || !viewer.user) throw new DomainError('LOGIN_REQUIRED');
  const mobile = viewer.user.userAccount.includes('@') ? undefined : viewer.user.userAccount;
  await callOperation(subscribeLcaTool, { ...form, mobile }, { locale: viewer.locale, token: viewer.token });
}

/** The address that opens the external tool: its URL with the refer token only, never the session token. */
export async function lcaToolAddress(viewer: Viewer): Promise<string> {
  const base = getEnv().lcaToolUrl;
  if (!viewer.token) throw new DomainError('LOGIN_REQUIRED');
  // The switch that shows the button also closes the way to the tool (not only the button).
  if (!base || !(await lcaButtonEnabled(viewer.locale))) throw new DomainError('LCA_TOOL_UNAVAILABLE');
  const { referToken } = await callOperation(getLcaReferToken, {}, { locale: viewer.locale, token: viewer.token });
  const url = new URL(base);
  url.searchParams.set('refer', referToken);
  url.searchParams.set('lang', viewer.locale);
  return url.toString();
}
