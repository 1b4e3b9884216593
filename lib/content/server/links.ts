import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { callOperation } from '@/lib/upstream/operation';
import {
  listLinks,
  listLinkTypes,
  type LinkRecord,
  type LinkTypeRecord,
} from '@/lib/upstream/operations/links';
import { LINK_TYPES_PAGE_SIZE, toFriendlyLink, type FriendlyLink } from '../links';

export type LinkDirectory = {
  types: LinkTypeRecord[];
  typePages: number;
  selected: LinkTypeRecord | null;
  links: FriendlyLink[];
};

export async function loadLinkDirectory(
  typeCode: string | undefined,
  typePage: number,
  locale: Locale,
): Promise<LinkDirectory> {
  const [types, links] = await Promise.all([
    callOperation(
      listLinkTypes,
      { pageNum: typePage, pageSize: LINK_TYPES_PAGE_SIZE, inlet: 'USER' },
      { locale },
    ),
    callOperation(listLinks, {}, { locale }),
  ]);
  const selected = types.list.find((type) => type.code === typeCode) ?? types.list[0] ?? null;
  return {
    types: types.list,
    typePages: Math.max(1, Math.ceil(types.totals / LINK_TYPES_PAGE_SIZE)),
    selected,
    links: selected
      ? links.filter((link) => link.typeCode === selected.code).flatMap((link) => toFriendlyLink(link) ?? [])
      : [],
  };
}

/** The logo route streams only the logo of a listed link. */
export async function findLink(id: number, locale: Locale): Promise<LinkRecord | null> {
  const links = await callOperation(listLinks, {}, { locale });
  return links.find((link) => link.id === id) ?? null;
}
