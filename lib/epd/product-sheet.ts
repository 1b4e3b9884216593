import type { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';
import type { BffAnswer } from '@/lib/bff/bff-error';
import { LOCALE_HEADER } from '@/lib/bff/request-locale-header';
import type { Locale } from '@/lib/i18n/routing';
import type { EpdSummary } from './epd-summary';

/**
 * What `GET /api/epd/{id}/product-page` answers for the product page a QR code opens: the
 * declaration as shown, a redirect to the language it exists in, or that it does not exist.
 */
export type ProductSheet =
  | { state: 'found'; epd: EpdSummary; signedIn: boolean }
  | { state: 'elsewhere'; locale: Locale }
  | { state: 'missing' };

/** Headers of the reader's request the BFF needs: the session, whether this is a prefetch, the request id. */
const FORWARDED = ['cookie', 'purpose', 'sec-purpose', 'next-router-prefetch', 'user-agent', 'x-request-id'] as const;

/**
 * The product page is rendered by the Pages Router without client JavaScript (README "The product
 * page"), and the Pages Router may not import the server-only modules behind the BFF. So its
 * getServerSideProps asks the BFF, in this same process, over loopback: one upstream client, one
 * session, one cache, and the visit is recorded where every other upstream call is made.
 */
export async function fetchProductSheet(req: IncomingMessage, id: string, locale: Locale): Promise<ProductSheet> {
  const { localAddress, localPort } = req.socket;
  const host = !localAddress ? '127.0.0.1' : isIPv6(localAddress) ? `[${localAddress}]` : localAddress;
  const headers = new Headers({ [LOCALE_HEADER]: locale });
  for (const name of FORWARDED) {
    const value = req.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  const response = await fetch(`http://${host}:${localPort}/api/epd/${encodeURIComponent(id)}/product-page`, {
    headers,
    signal: AbortSignal.timeout(30_000),
  });
  const answer = (await response.json()) as BffAnswer<ProductSheet>;
  if (!answer.ok) throw new Error(`product page ${id}: ${answer.error.code}`);
  return answer.data;
}
