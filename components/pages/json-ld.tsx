import { headers } from 'next/headers';

/**
 * Structured data for search engines (schema.org as JSON-LD). The script is data, never run, but
 * it still carries the page's nonce, and `<` is escaped so no text in it can close the element.
 */
export async function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />;
}
