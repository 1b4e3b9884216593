import type { Address } from './address';
import { placeUrl } from './client';

/** The URL of a file endpoint (a GET that streams a file): path parameters filled, the rest as its query. */
export function fileUrl<In>(address: Address<In, unknown>, input: NoInfer<In>): string {
  const { url, rest } = placeUrl(address, (input ?? {}) as Record<string, unknown>);
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(rest))
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  return query.size ? `${url}?${query}` : url;
}
