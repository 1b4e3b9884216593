'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type ComponentProps } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { QueryFallback } from '@/components/ui/query-fallback';
import { Pager } from '@/components/ui/pager';
import { Link } from '@/lib/i18n/navigation';
import type { VerificationPageDto, VerificationRequestDto } from '@/lib/verification/schemas';
import { verificationQueries } from '@/lib/verification/queries';
import { PAGE_SIZES } from '@/lib/verification/dto';
import { useVerificationWords } from './verification-words';
import { VerifyStateBadge } from './verify-state';
import { QueryProvider } from '@/components/ui/query-provider';

export function VerificationList(props: ComponentProps<typeof VerificationListReading>) {
  return (
    <QueryProvider>
      <VerificationListReading {...props} />
    </QueryProvider>
  );
}

/** The user's verification requests (business.md 2.2), paged; page and size live in the URL (`?page=&size=`). */
function VerificationListReading({
  page: firstPage,
  size: firstSize,
  initial,
}: {
  page: number;
  size: number;
  initial: VerificationPageDto | undefined;
}) {
  const t = useTranslations('verification');
  const locale = useLocale();
  const [{ page, size }, setPaging] = useState({ page: firstPage, size: firstSize });
  const list = useQuery({
    ...verificationQueries.list(locale, page, size),
    initialData: page === firstPage && size === firstSize ? initial : undefined,
  });

  function go(next: { page: number; size: number }) {
    setPaging(next);
    const url = new URL(window.location.href);
    url.searchParams.set('page', String(next.page));
    url.searchParams.set('size', String(next.size));
    window.history.replaceState(null, '', url);
  }

  if (!list.data) {
    return (
      <QueryFallback
        error={list.isError ? list.error : null}
        onRetry={() => void list.refetch()}
        retryLabel={t('retry')}
        loadingLabel={t('loading')}
      />
    );
  }
  const { items, total } = list.data;
  if (total === 0) {
    return (
      <div className="mt-8 flex flex-col items-center rounded-card border border-dashed border-line bg-surface px-6 py-14 text-center">
        <p className="text-base font-medium text-steel-900">{t('empty')}</p>
        <p className="mt-1 max-w-md text-sm text-ink-muted">{t('emptyLead')}</p>
        <Link href="/epd/verification?new=1" className={buttonClass('green', 'md', 'mt-6')}>
          {t('newRequest')}
        </Link>
      </div>
    );
  }
  const offset = (list.data.page - 1) * list.data.size;
  return (
    <div className="mt-6 space-y-4" aria-busy={list.isFetching}>
      <RequestTable items={items} offset={offset} />
      <RequestCards items={items} offset={offset} />
      <Pager
        page={page}
        size={size}
        total={total}
        sizes={PAGE_SIZES}
        busy={list.isFetching}
        onPage={(next) => go({ page: next, size })}
        onSize={(next) => go({ page: 1, size: next })}
        labels={{
          label: t('pager.label'),
          previous: t('pager.previous'),
          next: t('pager.next'),
          page: (n) => t('pager.page', { page: n }),
          summary: (count, current, pages) => t('pager.summary', { total: count, page: current, pages }),
          size: t('pager.size'),
          sizeOption: (n) => t('pager.sizeOption', { size: n }),
        }}
      />
    </div>
  );
}

function DetailsLink({ request }: { request: VerificationRequestDto }) {
  const t = useTranslations('verification');
  return (
    <Link
      href={`/myDetails?id=${request.id}`}
      className={buttonClass('secondary', 'sm')}
      aria-label={t('detailsOf', { number: request.registrationNumber })}
    >
      {t('details')}
    </Link>
  );
}

function RequestTable({ items, offset }: { items: VerificationRequestDto[]; offset: number }) {
  const t = useTranslations('verification');
  const words = useVerificationWords();
  return (
    <div className="hidden overflow-x-auto rounded-card border border-line bg-surface shadow-card lg:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('listLabel')}</caption>
        <thead className="bg-surface-muted text-xs text-ink-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium whitespace-nowrap">
              {t('column.index')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('column.registrationNumber')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('column.position')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('column.companyName')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium whitespace-nowrap">
              {t('column.country')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('column.email')}
            </th>
            <th scope="col" className="min-w-32 px-4 py-3 font-medium">
              {t('column.relationship')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium whitespace-nowrap">
              {t('column.state')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              <span className="sr-only">{t('column.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {items.map((request, index) => (
            <tr key={request.id} data-testid="verification-row">
              <td className="px-4 py-3 tabular-nums text-ink-muted">{offset + index + 1}</td>
              <td className="px-4 py-3 font-medium whitespace-nowrap text-steel-900">
                {request.registrationNumber}
              </td>
              <td className="min-w-28 px-4 py-3 text-ink">{request.position ?? '—'}</td>
              <td className="min-w-48 px-4 py-3 text-ink">{request.companyName}</td>
              <td className="px-4 py-3 whitespace-nowrap text-ink">{words.country(request.country)}</td>
              <td className="min-w-44 px-4 py-3 [overflow-wrap:anywhere] text-ink">{request.email ?? '—'}</td>
              <td className="px-4 py-3 whitespace-nowrap text-ink">
                {words.relationship(request.relationship)}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <VerifyStateBadge state={request.state} />
              </td>
              <td className="px-4 py-3 text-right">
                <DetailsLink request={request} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RequestCards({ items, offset }: { items: VerificationRequestDto[]; offset: number }) {
  const t = useTranslations('verification');
  const words = useVerificationWords();
  return (
    <ol className="space-y-3 lg:hidden" aria-label={t('listLabel')}>
      {items.map((request, index) => (
        <li
          key={request.id}
          data-testid="verification-card"
          className="rounded-card border border-line bg-surface p-4 shadow-card"
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <p className="font-semibold whitespace-nowrap text-steel-900">
              <span className="mr-2 text-sm font-normal text-ink-subtle tabular-nums">
                {offset + index + 1}.
              </span>
              {request.registrationNumber}
            </p>
            <VerifyStateBadge state={request.state} />
          </div>
          <dl className="mt-3 grid grid-cols-[fit-content(7.5rem)_1fr] gap-x-4 gap-y-1.5 text-sm">
            <dt className="text-ink-subtle">{t('column.companyName')}</dt>
            <dd className="text-ink">{request.companyName}</dd>
            <dt className="text-ink-subtle">{t('column.position')}</dt>
            <dd className="text-ink">{request.position ?? '—'}</dd>
            <dt className="text-ink-subtle">{t('column.country')}</dt>
            <dd className="text-ink">{words.country(request.country)}</dd>
            <dt className="text-ink-subtle">{t('column.email')}</dt>
            <dd className="[overflow-wrap:anywhere] text-ink">{request.email ?? '—'}</dd>
            <dt className="text-ink-subtle">{t('column.relationship')}</dt>
            <dd className="text-ink">{words.relationship(request.relationship)}</dd>
          </dl>
          <div className="mt-3 flex justify-end">
            <DetailsLink request={request} />
          </div>
        </li>
      ))}
    </ol>
  );
}
