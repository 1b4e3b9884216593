import { withBff } from '@/lib/bff/with-bff';
import { productPageLocale, toEpdSummary } from '@/lib/epd/epd-summary';
import { loadPublishedEpd, recordProductVisit } from '@/lib/epd/product-page';
import type { ProductSheet } from '@/lib/epd/product-sheet';
import { chinaToday } from '@/lib/epd/validity';

// GET /api/epd/{id}/product-page – the declaration behind /app/epd/{id} (business.md 2.2), in the
// language it renders in, and the visit recorded (`/n/access/records/create`). Asked by the product
// page's getServerSideProps (lib/epd/product-sheet.ts); public, like the page itself.
export const GET = withBff<{ id: string }>(async ({ params, locale, session }) => {
  const record = await loadPublishedEpd(params.id, locale);
  if (!record) return { data: { state: 'missing' } satisfies ProductSheet };
  const language = productPageLocale(record, locale);
  if (language !== locale) return { data: { state: 'elsewhere', locale: language } satisfies ProductSheet };

  const epd = toEpdSummary(record, locale, chinaToday());
  const user = session.token && session.user ? session.user : null;
  await recordProductVisit({ epdId: epd.id, registrationNumber: epd.registrationNumber, path: epd.productPath, locale, user });
  return { data: { state: 'found', epd, signedIn: user !== null } satisfies ProductSheet };
});
