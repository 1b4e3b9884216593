import '@/lib/security/server-module';
import sanitizeHtml from 'sanitize-html';

// Server-supplied HTML is cleaned on the server before it reaches any page (DESIGN.md "The BFF is an allowlist"):
// scripts, event handlers, styles that can overlay the page, frames and forms never survive.
const baseOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'figure',
    'figcaption',
    'picture',
    'source',
    'del',
    'ins',
    'sup',
    'sub',
    'u',
    's',
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
};

/** The `name`s of the anchors a fragment link (`#fees`) can lead to; ids do not survive sanitising. */
function anchorNames(html: string): Set<string> {
  return new Set([...html.matchAll(/<a\b[^>]*?\sname\s*=\s*["']?([^"'\s>]+)/gi)].map((match) => match[1]!));
}

function fragmentOf(href: string): string {
  try {
    return decodeURIComponent(href.slice(1));
  } catch {
    return href.slice(1);
  }
}

function optionsFor(html: string): sanitizeHtml.IOptions {
  const targets = anchorNames(html);
  return {
    ...baseOptions,
    transformTags: {
      // The page owns its one <h1>: headings inside platform content start one level below.
      h1: 'h2',
      a: (tagName, attribs): sanitizeHtml.Tag => {
        const href = attribs.href?.trim();
        // A fragment link to no anchor in this HTML leads nowhere: keep its words, not the link.
        if (href?.startsWith('#') && !targets.has(fragmentOf(href))) {
          const name = attribs.name;
          return name ? { tagName: 'a', attribs: { name } } : { tagName: 'span', attribs: {} };
        }
        // Links in platform content leave the portal: never give them the opener.
        return { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } };
      },
      img: sanitizeHtml.simpleTransform('img', { loading: 'lazy' }, true),
    },
  };
}

// Tables scroll sideways in a keyboard-scrollable box (app/globals.css `.table-scroll`); sanitised text cannot fake `<table`.
function wrapTables(html: string): string {
  return html
    .replace(/<table\b/g, '<div class="table-scroll" tabindex="0"><table')
    .replace(/<\/table>/g, '</table></div>');
}

export function sanitizePlatformHtml(html: string | null | undefined): string {
  return html ? wrapTables(sanitizeHtml(html, optionsFor(html))) : '';
}

/** Sanitises an answer's HTML fields in place, by dotted path; `[]` walks an array (`list[].newsContent`). */
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
