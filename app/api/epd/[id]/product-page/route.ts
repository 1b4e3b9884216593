import { withBff } from '@/lib/bff/with-bff';
import { productPageLocale, toEpdSummary } from '@/lib/epd/epd-summary';
import { epdEndpoints } from '@/lib/epd/endpoints';
import { loadPublishedEpd, recordProductVisit } from '@/lib/epd/product-page';
import { chinaToday } from '@/lib/epd/validity';

// GET /api/epd/{id}/product-page – the declaration behind /app/epd/{id} (business.md 2.2), in the
// language it renders in, and the visit recorded (`/n/access/records/create`). Asked by the product
// page's getServerSideProps (lib/epd/product-sheet.ts); public, like the page itself.
export const GET = withBff(epdEndpoints.productPage, async ({ input, locale, viewer }) => {
  const record = await loadPublishedEpd(input.id, locale);
  if (!record) return { state: 'missing' as const };
  const language = productPageLocale(record, locale);
  if (language !== locale) return { state: 'elsewhere' as const, locale: language };

  const epd = toEpdSummary(record, locale, chinaToday());
  const user = viewer.user ?? null;
  await recordProductVisit({ epdId: epd.id, registrationNumber: epd.registrationNumber, path: epd.productPath, locale, user });
  return { state: 'found' as const, epd, signedIn: user !== null };
});
