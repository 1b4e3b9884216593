import { redirect } from '@/lib/i18n/navigation';
import { pageLocale, queryValue, type PageParams, type PageSearchParams } from '@/lib/i18n/page-params';
import { listQuerySchema } from '@/lib/verification/schemas';

// business.md 2.1: one verification list, at /epd/verification; this redirects there with page and size.
export default async function MyListsPage({ params, searchParams }: PageParams & PageSearchParams) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const page = queryValue(query, 'page');
  const size = queryValue(query, 'size');
  const paging = listQuerySchema.parse({ page, size });
  const search = page || size ? `?page=${paging.page}&size=${paging.size}` : '';
  redirect({ href: `/epd/verification${search}`, locale });
}
