import 'server-only';
import type { LcaTrialBlock } from '@/lib/lca/statuses';
import { AuditStatus, statusOf } from '@/lib/viewer/statuses';
import { DomainError } from '@/lib/errors/domain-error';
import { getEnv } from '@/lib/env/server/env';
import { statusCheckFailure } from '@/lib/guards/server/api-access';
import type { Locale } from '@/lib/i18n/routing';
import { isSignedIn, type SignedInViewer, type Viewer } from '@/lib/session/viewer';
import { UpstreamError } from '@/lib/upstream/errors';
import { callOperation } from '@/lib/upstream/operation';
import { getUserDetail } from '@/lib/upstream/operations/accounts';
import { getDictionaryItem } from '@/lib/upstream/operations/dict';
import {
  checkLcaSubscription,
  getLcaReferToken,
  subscribeLcaTool,
} from '@/lib/upstream/operations/personal-centre';

/** business.md 2.2: the LCA button shows only when dictionary item LCA_HREF_BTN is 1; a failed load hides it. */
export async function lcaButtonEnabled(locale: Locale): Promise<boolean> {
  if (!getEnv().lcaToolUrl) return false;
  const item = await callOperation(
    getDictionaryItem,
    { typeCode: 'LCA_HREF_BTN', itemCode: 'LCA_HREF_BTN' },
    { locale },
  ).catch(() => null);
  return item?.itemValue === '1';
}

export async function isSubscribed(viewer: Viewer): Promise<boolean | null> {
  if (!viewer.token) return null;
  return callOperation(checkLcaSubscription, {}, { locale: viewer.locale, token: viewer.token }).catch(
    () => null,
  );
}

/** The trial is "offered to logged-in users" (accounts.md 1) whose registration was approved: audit status 0 and 2 block
 * it (accounts.md 4.2, 6). Asked of upstream now, not the snapshot. */
export async function lcaTrialBlock(viewer: SignedInViewer): Promise<LcaTrialBlock | null> {
  const detail = await callOperation(
    getUserDetail,
    { id: viewer.user.id },
    { locale: viewer.locale, token: viewer.token },
  );
  const audit = statusOf(detail.auditStatus ?? viewer.user.auditStatus);
  if (audit === AuditStatus.UnderReview) return 'auditPending';
  if (audit === AuditStatus.Rejected) return 'auditRejected';
  return null;
}

async function requireLcaTrial(viewer: Viewer): Promise<SignedInViewer> {
  if (!isSignedIn(viewer)) throw new DomainError('LOGIN_REQUIRED');
  const block = await lcaTrialBlock(viewer).catch((error: unknown) => {
    throw error instanceof UpstreamError && error.isUnauthorized ? error : statusCheckFailure(error);
  });
  if (block) throw new DomainError('GUARD_REFUSED', { notice: block });
  return viewer;
}

export async function subscribe(
  viewer: Viewer,
  form: { username: string; companyName: string; industryCategory: string; position: string },
): Promise<void> {
  const { token, user, locale } = await requireLcaTrial(viewer);
  const mobile = user.userAccount.includes('@') ? undefined : user.userAccount;
  await callOperation(subscribeLcaTool, { ...form, mobile }, { locale, token });
}

/** The address that opens the external tool: its URL with the refer token only, never the session token. */
export async function lcaToolAddress(viewer: Viewer): Promise<string> {
  const base = getEnv().lcaToolUrl;
  if (!viewer.token) throw new DomainError('LOGIN_REQUIRED');
  // The switch that shows the button also closes the way to the tool (not only the button).
  if (!base || !(await lcaButtonEnabled(viewer.locale))) throw new DomainError('LCA_TOOL_UNAVAILABLE');
  const { token } = await requireLcaTrial(viewer);
  const { referToken } = await callOperation(getLcaReferToken, {}, { locale: viewer.locale, token });
  const url = new URL(base);
  url.searchParams.set('refer', referToken);
  url.searchParams.set('lang', viewer.locale);
  return url.toString();
}
