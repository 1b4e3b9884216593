import 'server-only';
import type { z } from 'zod';
import { DomainError } from '@/lib/errors/domain-error';
import { isSignedIn, type Viewer } from '@/lib/session/viewer';
import { callOperation } from '@/lib/upstream/operation';
import { refreshToken, supplementUser } from '@/lib/upstream/operations/accounts';
import type { supplementSchema } from '@/lib/validation/account';

/**
 * The supplement form after a first login (accounts.md 4.1): save it, then ask upstream for a
 * fresh token (the old one predates the new details). Returns the new token; the handler puts it
 * and the new names into the session.
 */
export async function supplementCompanyInformation(viewer: Viewer, form: z.output<typeof supplementSchema>): Promise<string> {
  if (!isSignedIn(viewer)) throw new DomainError('LOGIN_REQUIRED');
  const { locale, token } = viewer;
  const { iprofessionId, professionId, ...rest } = form;
  await callOperation(
    supplementUser,
    {
      ...rest,
      iprofessionId,
      professionId,
      // accounts.md 3: "productTypeHierarchy (JSON list of industry ids)"; the portal sends the
      // dictionary item codes it offers (business.md), as it always has.
      productTypeHierarchy: JSON.stringify([iprofessionId, professionId].filter(Boolean)),
    },
    { locale, token },
  );
  const refreshed = await callOperation(refreshToken, {}, { locale, token });
  return refreshed.tokenVO.token;
}
