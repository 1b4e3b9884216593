import '@/lib/security/server-module';
import sanitizeHtml from 'sanitize-html';

/**
 * Server-supplied HTML (news bodies, messages, rejection reasons, static pages) is cleaned here,
 * on the server, before it reaches any page (DESIGN.md "The BFF is an allowlist").
 * Scripts, event handlers, styles that can overlay the page, frames and forms never survive.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img', 'figure', 'figcaption', 'picture', 'source', 'del', 'ins', 'sup', 'sub', 'u', 's',
  ],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    source: ['srcset', 'type', 'media'],
    td: ['colspan', 'rowspan', 'align'],
    th: ['colspan', 'rowspan', 'align', 'scope'],
    '*': ['lang', 'dir'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http', 'data'] },
  allowProtocolRelative: false,
  transformTags: {
    // The page owns its one <h1>: headings inside platform content start one level below.
    h1: 'h2',
    // Links in platform content leave the portal: never give them the opener.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }, true),
    img: sanitizeHtml.simpleTransform('img', { loading: 'lazy' }, true),
  },
};

export function sanitizePlatformHtml(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, options) : '';
}

/**
 * Sanitises the HTML fields of an answer in place, by dotted path; `[]` walks an array
 * (`list[].newsContent`). Used by the operation registry, which declares the paths per operation.
 */
export function sanitizeHtmlFields<T>(value: T, paths: readonly string[]): T {
  for (const path of paths) sanitizeAt(value, path.split('.'));
  return value;
}

function sanitizeAt(node: unknown, segments: string[]): void {
  const [head, ...rest] = segments;
  if (head === undefined || node === null || typeof node !== 'object') return;
  const isArrayStep = head.endsWith('[]');
  const key = isArrayStep ? head.slice(0, -2) : head;
  const record = node as Record<string, unknown>;
  const child = key === '' ? node : record[key];
  if (isArrayStep) {
    if (Array.isArray(child)) for (const item of child) sanitizeAt(item, rest);
    return;
  }
  if (rest.length === 0) {
    if (typeof child === 'string') record[key] = sanitizePlatformHtml(child);
    return;
  }
  sanitizeAt(child, rest);
}
