// What one rendered page weighs, as the browser gets it: gzip of its HTML, of the client messages
// inlined in its RSC payload, and of the scripts it loads first. Used by `npm run bench` and by
// tests/e2e/page-budgets.spec.ts; scripts/check-budgets.ts reads the build instead.
import { gzipSync } from 'node:zlib';

/** The RSC payload a page inlines (`self.__next_f.push([1, "…"])`), joined. */
export function flightData(html: string): string {
  return [...html.matchAll(/<script[^>]*>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)]
    .map((match) => JSON.parse(match[1]!) as [number, string?])
    .filter((entry) => entry[0] === 1 && typeof entry[1] === 'string')
    .map((entry) => entry[1])
    .join('');
}

/** Every `"messages":{…}` object of the payload (the props of next-intl's providers), outermost only. */
export function inlineMessages(flight: string): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  let from = 0;
  for (;;) {
    const at = flight.indexOf('"messages":{', from);
    if (at < 0) return found;
    const start = at + '"messages":'.length;
    let depth = 0;
    let inString = false;
    let end = start;
    for (; end < flight.length; end++) {
      const char = flight[end];
      if (inString) {
        if (char === '\\') end++;
        else if (char === '"') inString = false;
      } else if (char === '"') inString = true;
      else if (char === '{') depth++;
      else if (char === '}' && --depth === 0) break;
    }
    found.push(JSON.parse(flight.slice(start, end + 1)) as Record<string, unknown>);
    from = end + 1;
  }
}

export const gzipSize = (data: string | Uint8Array) => gzipSync(data).length;

/** Gzip size of the messages a page carries inline, and their namespaces. */
export function inlineMessagesWeight(html: string): {
  providers: number;
  namespaces: string[];
  gzip: number;
} {
  const providers = inlineMessages(flightData(html));
  return {
    providers: providers.length,
    namespaces: providers.flatMap((messages) => Object.keys(messages)),
    gzip: gzipSize(providers.map((messages) => JSON.stringify(messages)).join('')),
  };
}

/** Scripts the HTML loads at once (`nomodule` polyfills excluded: modern browsers skip them). */
export function firstLoadScripts(html: string): string[] {
  return [
    ...new Set(
      [...html.matchAll(/<script\b([^>]*)\bsrc="([^"]+)"[^>]*>/g)]
        .filter((m) => !/nomodule/i.test(m[1]! + m[0]))
        .map((m) => m[2]!),
    ),
  ];
}

/** Everything about one page: fetched uncompressed, its first-load scripts fetched and gzipped. */
export async function pageWeight(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ htmlGzip: number; messagesGzip: number; firstLoadJsGzip: number; scripts: number }> {
  const html = await (await fetch(url, { headers: { ...headers, 'accept-encoding': 'identity' } })).text();
  let js = 0;
  const scripts = firstLoadScripts(html);
  for (const src of scripts)
    js += gzipSize(
      new Uint8Array(
        await (await fetch(new URL(src, url), { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
      ),
    );
  return {
    htmlGzip: gzipSize(html),
    messagesGzip: inlineMessagesWeight(html).gzip,
    firstLoadJsGzip: js,
    scripts: scripts.length,
  };
}
