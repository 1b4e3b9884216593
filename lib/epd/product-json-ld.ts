import type { EpdSummary } from './epd-summary';

type Labels = {
  gwp: string;
  gwpUnit: string;
  registrationNumber: string;
  validUntil: string;
  certification: string;
  platform: string;
};

/** schema.org Product of a product page, with the declaration as its Certification. */
export function productJsonLd(epd: EpdSummary, url: string, labels: Labels): Record<string, unknown> {
  const gwp =
    epd.gwp100 === null
      ? []
      : [
          {
            '@type': 'PropertyValue',
            propertyID: 'GWP100',
            name: labels.gwp,
            value: epd.gwp100,
            unitText: labels.gwpUnit,
          },
        ];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: epd.productName,
    url,
    productID: epd.registrationNumber,
    ...(epd.pcr?.name ? { category: epd.pcr.name } : {}),
    manufacturer: {
      '@type': 'Organization',
      name: epd.companyName,
      ...(epd.productAddress ? { address: epd.productAddress } : {}),
    },
    additionalProperty: [
      ...gwp,
      { '@type': 'PropertyValue', name: labels.registrationNumber, value: epd.registrationNumber },
      ...(epd.expirationDate
        ? [{ '@type': 'PropertyValue', name: labels.validUntil, value: epd.expirationDate }]
        : []),
    ],
    hasCertification: {
      '@type': 'Certification',
      name: labels.certification,
      certificationIdentification: epd.registrationNumber,
      certificationStatus: epd.expired ? 'CertificationInactive' : 'CertificationActive',
      ...(epd.effectiveDate ? { validFrom: epd.effectiveDate } : {}),
      ...(epd.expirationDate ? { expires: epd.expirationDate } : {}),
      issuedBy: { '@type': 'Organization', name: labels.platform },
      ...(epd.gwp100 === null
        ? {}
        : {
            hasMeasurement: {
              '@type': 'QuantitativeValue',
              name: labels.gwp,
              value: epd.gwp100,
              unitText: labels.gwpUnit,
            },
          }),
    },
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
