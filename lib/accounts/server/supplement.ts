import 'server-only';
import type * as z from '@/lib/validation/zod';
import { DomainError } from '@/lib/errors/domain-error';
import { isSignedIn, type Viewer } from '@/lib/session/viewer';
import { callOperation } from '@/lib/upstream/operation';
import { refreshToken, supplementUser } from '@/lib/upstream/operations/accounts';
import { getDictionaryTree, type DictItem } from '@/lib/upstream/operations/dict';
import type { supplementSchema } from '@/lib/accounts/schemas';

type SupplementForm = z.output<typeof supplementSchema>;

/** The form picks item codes, accounts.md 3 sends ids: looked up in the tree the form offered; an unknown code is bad input. */
function chosenIds(
  tree: DictItem[],
  [first, second]: [string | undefined, string | undefined],
  fields: [string, string],
): (string | number)[] {
  if (!first) return [];
  const parent = tree.find((item) => item.itemCode === first);
  if (!parent) throw new DomainError('INVALID_INPUT', { fields: { [fields[0]]: { key: 'invalid' } } });
  if (!second) return [parent.id];
  const child = (parent.childrens ?? []).find((item) => item.itemCode === second);
  if (!child) throw new DomainError('INVALID_INPUT', { fields: { [fields[1]]: { key: 'invalid' } } });
  return [parent.id, child.id];
}

const text = (id: string | number | undefined): string | undefined =>
  id === undefined ? undefined : String(id);

/** accounts.md 4.1: saves the form, then asks for a fresh token (the old one predates the new details). */
export async function supplementCompanyInformation(viewer: Viewer, form: SupplementForm): Promise<string> {
  if (!isSignedIn(viewer)) throw new DomainError('LOGIN_REQUIRED');
  const { locale, token } = viewer;
  const [industryTree, channelTree] = await Promise.all([
    callOperation(getDictionaryTree, { type: 'INDUSTRY_CLASSIFICATION' }, { locale, token }),
    callOperation(getDictionaryTree, { type: 'CHANNEL_CLASSIFICATION' }, { locale, token }),
  ]);
  const industry = chosenIds(industryTree, [form.industry, form.productType], ['industry', 'productType']);
  const channel = chosenIds(channelTree, [form.channel, form.channelDetail], ['channel', 'channelDetail']);
  // The platform's field names (accounts.md 3): the form's DTO never carries them to the browser.
  await callOperation(
    supplementUser,
    {
      userName: form.companyName,
      companyType: form.companyType,
      contacts: form.contactName,
      department: form.department,
      job: form.jobTitle,
      otherProfession: form.otherIndustry,
      demand: form.need,
      otherChannel: form.otherChannel,
      iprofessionId: text(industry[0]),
      professionId: text(industry[1]),
      productTypeHierarchy: JSON.stringify(industry),
      channelId: text(channel[0]),
      newchannelId: text(channel[1]),
    },
    { locale, token },
  );
  const refreshed = await callOperation(refreshToken, {}, { locale, token });
  return refreshed.tokenVO.token;
}
