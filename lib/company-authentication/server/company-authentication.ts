import 'server-only';
import type * as z from '@/lib/validation/zod';
import { DomainError } from '@/lib/errors/domain-error';
import { CompanyStatus } from '@/lib/viewer/statuses';
import type { UserSnapshot } from '@/lib/viewer/user';
import type { Viewer } from '@/lib/session/viewer';
import { callOperation } from '@/lib/upstream/operation';
import { insertCompany, listRegions } from '@/lib/upstream/operations/personal-centre';
import type { companyAuthenticationSchema } from '@/lib/company-authentication/schemas';

type Region = { value: string; label: string; children: never[] };

export async function listRegionChoices(
  viewer: Viewer,
  parent: string,
  signal?: AbortSignal,
): Promise<Region[]> {
  const regions = await callOperation(
    listRegions,
    { code: parent },
    { locale: viewer.locale, token: viewer.token, signal },
  );
  return regions.map((region) => ({ value: region.code, label: region.name, children: [] }));
}

/** business.md 4: submitted, the company waits for review (status 0); answers the new user snapshot. */
export async function authenticateCompany(
  viewer: Viewer,
  form: z.output<typeof companyAuthenticationSchema>,
): Promise<UserSnapshot> {
  if (!viewer.token || !viewer.user) throw new DomainError('LOGIN_REQUIRED');
  await callOperation(insertCompany, form, { locale: viewer.locale, token: viewer.token });
  return { ...viewer.user, companyName: form.companyName, companyStatus: CompanyStatus.UnderReview };
}
