import 'server-only';
import type { IronSession } from 'iron-session';
import type { z } from 'zod';
import { BffError } from '@/lib/bff/bff-error';
import type { Locale } from '@/lib/i18n/routing';
import type { SessionData } from '@/lib/session/session';
import { callOperation } from '@/lib/upstream/operation';
import { refreshToken, supplementUser } from '@/lib/upstream/operations/accounts';
import type { supplementSchema } from '@/lib/validation/account';

/**
 * The supplement form after a first login (accounts.md 4.1): save it, then ask upstream for a
 * fresh token (the old one predates the new details) and update the session.
 */
export async function supplementCompanyInformation(
  session: IronSession<SessionData>,
  form: z.infer<typeof supplementSchema>,
  locale: Locale,
): Promise<void> {
  if (!session.token || !session.user) throw new BffError(401, 'LOGIN_REQUIRED');
  const { iprofessionId, professionId, ...rest } = form;
  await callOperation(
    supplementUser,
    {
      ...rest,
      iprofessionId,
      professionId,
      // accounts.md 3: "productTypeHierarchy (JSON list of industry ids)".
      productTypeHierarchy: JSON.stringify([iprofessionId, professionId].filter(Boolean)),
    },
    { locale, token: session.token },
  );
  const refreshed = await callOperation(refreshToken, {}, { locale, token: session.token });
  session.token = refreshed.tokenVO.token;
  session.user = { ...session.user, userName: form.userName, companyType: form.companyType };
  await session.save();
}
