/** Atom 1.0 (RFC 4287) written as text: every text and attribute is XML-escaped, every date is RFC 3339. */
export type AtomLink = { href: string; rel: 'self' | 'alternate'; type: string; hreflang?: string };

export type AtomEntry = {
  /** A permanent IRI (RFC 4287 4.2.6): the same entry keeps it in every fetch of every feed. */
  id: string;
  title: string;
  updated: Date;
  published?: Date;
  link: AtomLink;
  summary: string;
  author?: string;
  categories?: string[];
};

export type AtomFeed = {
  id: string;
  /** The feed's language, `xml:lang` on the root (RFC 4287 2, XML 1.0 2.12). */
  lang: string;
  title: string;
  subtitle?: string;
  updated: Date;
  links: AtomLink[];
  author: { name: string; uri?: string };
  icon?: string;
  entries: AtomEntry[];
};

export const ATOM_CONTENT_TYPE = 'application/atom+xml; charset=utf-8';

export function escapeXml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** RFC 3339 in UTC, to the second: what RFC 4287 3.3 asks of a date construct. */
export const atomDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

const element = (name: string, text: string | undefined, attributes = '') =>
  text === undefined ? '' : `<${name}${attributes}>${escapeXml(text)}</${name}>`;

function link({ href, rel, type, hreflang }: AtomLink): string {
  const lang = hreflang ? ` hreflang="${escapeXml(hreflang)}"` : '';
  return `<link rel="${rel}" type="${escapeXml(type)}" href="${escapeXml(href)}"${lang}/>`;
}

function entry(item: AtomEntry): string {
  return [
    '<entry>',
    element('id', item.id),
    element('title', item.title, ' type="text"'),
    element('updated', atomDate(item.updated)),
    item.published ? element('published', atomDate(item.published)) : '',
    link(item.link),
    item.author ? `<author>${element('name', item.author)}</author>` : '',
    ...(item.categories ?? []).map((term) => `<category term="${escapeXml(term)}"/>`),
    element('summary', item.summary, ' type="text"'),
    '</entry>',
  ].join('');
}

export function buildAtom(feed: AtomFeed): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(feed.lang)}">`,
    element('id', feed.id),
    element('title', feed.title, ' type="text"'),
    element('subtitle', feed.subtitle, ' type="text"'),
    element('updated', atomDate(feed.updated)),
    ...feed.links.map(link),
    `<author>${element('name', feed.author.name)}${element('uri', feed.author.uri)}</author>`,
    element('icon', feed.icon),
    ...feed.entries.map(entry),
    '</feed>',
    '',
  ].join('\n');
}
