/** RSS 2.0 with the Atom self link, built as text: every text is XML-escaped. */
export type RssItem = {
  title: string;
  link: string;
  description?: string | null;
  pubDate?: Date | null;
  category?: string | null;
};
export type RssChannel = {
  title: string;
  link: string;
  selfUrl: string;
  description: string;
  language: string;
  items: RssItem[];
};

export function escapeXml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const element = (name: string, value: string | null | undefined) =>
  value ? `<${name}>${escapeXml(value)}</${name}>` : '';

export function buildRss(channel: RssChannel): string {
  const newest = channel.items.map((item) => item.pubDate).find((date): date is Date => date instanceof Date);
  const items = channel.items.map((item) =>
    [
      '<item>',
      element('title', item.title),
      element('link', item.link),
      `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      element('description', item.description),
      element('category', item.category),
      item.pubDate ? element('pubDate', item.pubDate.toUTCString()) : '',
      '</item>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', channel.title),
    element('link', channel.link),
    `<atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    element('description', channel.description),
    element('language', channel.language),
    newest ? element('lastBuildDate', newest.toUTCString()) : '',
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
