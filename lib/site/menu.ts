import type { UpstreamMenuEntry } from '@/lib/upstream/operations/site';

/** A header menu entry as components see it: a label, where it goes, and its sub-menu. */
export type MenuItem = {
  label: string;
  href: string | null;
  external: boolean;
  children: MenuItem[];
};

/** The third-party agency entry (accounts.md 2.1) and who may see it. */
export const THIRD_AGENCY_PATH = '/thirdAgency';
export const THIRD_AGENCY_COMPANY_TYPE = '4';

type Viewer = { signedIn: boolean; companyType?: string | number | null };

function toMenuItem(entry: UpstreamMenuEntry): MenuItem {
  const url = entry.url?.trim() || null;
  return {
    label: entry.menuName,
    href: url,
    external: url !== null && /^https?:\/\//i.test(url),
    children: (entry.children ?? []).map(toMenuItem),
  };
}

function withoutThirdAgency(items: MenuItem[]): MenuItem[] {
  return items
    .filter((item) => item.href !== THIRD_AGENCY_PATH)
    .map((item) => ({ ...item, children: withoutThirdAgency(item.children) }));
}

/**
 * The header menu from the platform's answer (data[0].children, accounts.md 7), with the rules of
 * accounts.md 2.1: `/thirdAgency` only for company type 4, and when signed in the second and third
 * entries are left out of the header list.
 */
export function buildHeaderMenu(roots: UpstreamMenuEntry[], viewer: Viewer): MenuItem[] {
  let items = (roots[0]?.children ?? []).map(toMenuItem);
  if (String(viewer.companyType ?? '') !== THIRD_AGENCY_COMPANY_TYPE) items = withoutThirdAgency(items);
  if (viewer.signedIn) items = items.filter((_, index) => index !== 1 && index !== 2);
  return items;
}
