import type { Locale } from '@/lib/i18n/routing';

/** business.md 9: PCR search pages hold 4 cards. */
export const PCR_PAGE_SIZE = 4;

export type PcrDocument = { lang: 'zh' | 'en'; url: string };

export type PcrCard = {
  id: number;
  pcrNumber: string;
  name: string;
  otherName: string | null;
  registerNo: string | null;
  author: string | null;
  productClass: string | null;
  description: string | null;
  documents: PcrDocument[];
};

export const trimmedText = (value: string | null | undefined) => value?.trim() || null;

export function pcrOptionLabel(
  option: { pcrNumber: string; productName?: string | null; enProductName?: string | null },
  locale: Locale,
): string {
  const name =
    locale === 'en'
      ? (trimmedText(option.enProductName) ?? trimmedText(option.productName))
      : (trimmedText(option.productName) ?? trimmedText(option.enProductName));
  return name ? `${option.pcrNumber} · ${name}` : option.pcrNumber;
}

/** A PCR in the search form's select: its number and its names (business.md 3). */
export type PcrOption = {
  id: string | number;
  pcrNumber: string;
  productName?: string | null;
  enProductName?: string | null;
};
