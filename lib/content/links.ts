import type { LinkRecord } from '@/lib/upstream/operations/links';
import { fileUrls } from './file-urls';

/** business.md 9: link types page by 10. */
export const LINK_TYPES_PAGE_SIZE = 10;

/** business.md 3: attachment id 3790 is the platform's "no logo" marker. */
export const NO_LOGO_ATTACHMENT_ID = 3790;

export type FriendlyLink = {
  id: number;
  name: string;
  url: string;
  host: string;
  logoUrl: string | null;
  initials: string;
};

/** Only web links leave the portal; anything else (javascript:, data:) is not a link. */
function webUrl(value: string): URL | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** Badge of a link without a logo: a Chinese name's first two characters, else an English name's initials. */
export function linkInitials(name: string): string {
  const trimmed = name.trim();
  if (/^[\u3400-\u9fff]/.test(trimmed)) return trimmed.slice(0, 2);
  const words = trimmed
    .split(/[\s\-–—/&,.()]+/)
    .filter((word) => /^[A-Za-z0-9]/.test(word) && !/^(of|the|and|for|de)$/i.test(word));
  const initials = words
    .slice(0, 3)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return initials || trimmed.slice(0, 2).toUpperCase();
}

export function toFriendlyLink(record: LinkRecord): FriendlyLink | null {
  const url = webUrl(record.link);
  if (!url) return null;
  const hasLogo = Boolean(record.attachmentId) && record.attachmentId !== NO_LOGO_ATTACHMENT_ID;
  return {
    id: record.id,
    name: record.companyName,
    url: url.toString(),
    host: url.host.replace(/^www\./, ''),
    logoUrl: hasLogo ? fileUrls.linkLogo(record.id) : null,
    initials: linkInitials(record.companyName),
  };
}
