import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { fileUrl } from '@/lib/bff/file-url';
import { formatChinaDate } from '@/lib/content/china-time';
import * as epdApi from '@/lib/epd/addresses';
import { gwpPosition } from '@/lib/epd/gwp-benchmarks';
import { EXPIRING_WITHIN_DAYS } from '@/lib/epd/search-url';
import type { ComparedDeclaration } from '@/lib/epd/comparison';
import { formatNumber } from '@/lib/i18n/number-format';
import { isLocale, localizedPath, type Locale } from '@/lib/i18n/routing';
import { ChainProofs } from './chain-proofs';
import { ProductTypeBadge } from './epd-badges';

// Server components only: the comparison ships no client JavaScript of its own.

type Row = { key: string; label: string; cell: (column: ComparedDeclaration) => ReactNode };

/** Wide enough per declaration to read; a phone scrolls the table sideways under the sticky field names. */
const MIN_WIDTH = ['min-w-[20rem]', 'min-w-[33rem]', 'min-w-[46rem]', 'min-w-[59rem]'];

const LINK = 'font-medium text-steel-600 underline-offset-4 hover:underline';

function Muted({ children }: { children: ReactNode }) {
  return <span className="text-ink-muted">{children}</span>;
}

const zhText = (value: string) => <span lang="zh-CN">{value}</span>;

export function LowestBadge() {
  const t = useTranslations('compare');
  return (
    <span
      data-testid="compare-lowest"
      className="inline-flex items-center rounded-full bg-leaf-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-leaf-700 print:border print:border-leaf-600"
    >
      {t('lowest')}
    </span>
  );
}

function ValidityWord({ column }: { column: ComparedDeclaration }) {
  const t = useTranslations('compare');
  const { state, daysLeft } = column.validity;
  return (
    <span data-testid="compare-validity" data-state={state} className="grid justify-items-start gap-1">
      <span
        className={cn(
          'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap print:border',
          state === 'valid' && 'bg-leaf-50 text-leaf-700 print:border-leaf-600',
          state === 'expiring' && 'bg-warning-50 text-warning-600 print:border-warning-600',
          state === 'expired' && 'bg-danger-50 text-danger-600 print:border-danger-600',
        )}
      >
        {t(`validity.${state}`, { days: EXPIRING_WITHIN_DAYS })}
      </span>
      {daysLeft !== null && state !== 'valid' ? (
        <span className="text-xs text-ink-muted tabular-nums">
          {state === 'expired' ? t('expiredDaysAgo', { days: -daysLeft }) : t('daysLeft', { days: daysLeft })}
        </span>
      ) : null}
    </span>
  );
}

function Reports({ column, locale }: { column: ComparedDeclaration; locale: Locale }) {
  const t = useTranslations('compare');
  if (column.reports.length === 0) return <Muted>{t('report.none')}</Muted>;
  return (
    <div>
      <ul className="space-y-1">
        {column.reports.map((report) => (
          <li
            key={report.lang}
            className="flex flex-wrap items-baseline gap-x-2"
            data-testid="compare-report"
          >
            <span>{t(`report.${report.lang}`)}</span>
            {/* The cards' links (components/epd/epd-card-actions.tsx): a visitor is asked to log in there. */}
            <a
              href={localizedPath(locale, `/apppdf/${encodeURIComponent(report.businessId)}`)}
              className={LINK}
            >
              {t('report.view')}
            </a>
            <a
              href={`${fileUrl(epdApi.reportFile, { attachmentId: report.attachmentId })}?disposition=attachment`}
              className={cn(LINK, 'print:hidden')}
            >
              {t('report.download')}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-1 text-xs text-ink-muted print:hidden">{t('report.login')}</p>
    </div>
  );
}

function useRows(): Row[] {
  const t = useTranslations('compare');
  const tCard = useTranslations('epdCards');
  const tProduct = useTranslations('productPage');
  const current = useLocale();
  const locale: Locale = isLocale(current) ? current : 'zh';
  const date = (value: string | null) =>
    value ? (
      <span className="tabular-nums">{formatChinaDate(value, locale)}</span>
    ) : (
      <Muted>{t('notGiven')}</Muted>
    );
  return [
    { key: 'nameZh', label: t('field.nameZh'), cell: (c) => zhText(c.names.zh) },
    {
      key: 'nameEn',
      label: t('field.nameEn'),
      cell: (c) => (c.names.en ? <span lang="en">{c.names.en}</span> : <Muted>{t('noEnglishName')}</Muted>),
    },
    {
      key: 'company',
      label: t('field.company'),
      cell: (c) => (
        <>
          {zhText(c.companyNames.zh)}
          {c.companyNames.en ? (
            <span lang="en" className="mt-0.5 block text-ink-muted">
              {c.companyNames.en}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'companyCode',
      label: t('field.companyCode'),
      cell: (c) =>
        c.companyCode ? (
          <span className="font-mono text-xs">{c.companyCode}</span>
        ) : (
          <Muted>{t('notGiven')}</Muted>
        ),
    },
    {
      key: 'registrationNumber',
      label: t('field.registrationNumber'),
      cell: (c) => <span className="font-mono">{c.summary.registrationNumber}</span>,
    },
    { key: 'type', label: t('field.type'), cell: (c) => tCard(`typeName.${c.summary.productType}`) },
    {
      key: 'pcr',
      label: t('field.pcr'),
      cell: (c) =>
        c.pcr ? (
          <>
            {c.pcr.number ? <span className="block font-mono text-xs">{c.pcr.number}</span> : null}
            {c.pcr.zh ? <span className="block">{zhText(c.pcr.zh)}</span> : null}
            {c.pcr.en ? (
              <span lang="en" className="block text-ink-muted">
                {c.pcr.en}
              </span>
            ) : null}
          </>
        ) : (
          <Muted>{t('notGiven')}</Muted>
        ),
    },
    {
      key: 'gwp',
      label: t('field.gwp'),
      cell: (c) =>
        c.summary.gwp100 === null ? (
          <Muted>{t('notGiven')}</Muted>
        ) : (
          <>
            <span className="flex flex-wrap items-center gap-2">
              <span
                className="text-xl font-semibold text-steel-900 tabular-nums print:text-[10pt]!"
                data-testid="compare-gwp-value"
              >
                {formatNumber(c.summary.gwp100, locale)}
              </span>
              {c.lowest ? <LowestBadge /> : null}
            </span>
            <span className="mt-1 block text-xs text-ink-muted">
              {tProduct(`gwpPosition.${gwpPosition(c.summary.gwp100)}`)}
            </span>
          </>
        ),
    },
    { key: 'validity', label: t('field.validity'), cell: (c) => <ValidityWord column={c} /> },
    { key: 'effectiveDate', label: t('field.effectiveDate'), cell: (c) => date(c.summary.effectiveDate) },
    { key: 'expirationDate', label: t('field.expirationDate'), cell: (c) => date(c.summary.expirationDate) },
    {
      key: 'chain',
      label: t('field.chain'),
      // Printed without the field labels, so four declarations fit one A4 landscape sheet.
      cell: (c) => (
        <div className="print:[&_dl]:mt-0.5 print:[&_dt]:sr-only print:[&>ul]:space-y-1.5">
          <ChainProofs proofs={c.summary.chain} variant="full" />
        </div>
      ),
    },
    { key: 'reports', label: t('field.reports'), cell: (c) => <Reports column={c} locale={locale} /> },
    {
      key: 'links',
      label: t('field.links'),
      cell: (c) => (
        <ul className="space-y-1">
          <li>
            <a href={c.summary.productPath} className={LINK} data-testid="compare-product-link">
              {t('productPage')}
            </a>
          </li>
          <li>
            <a href={c.jsonPath} type="application/json" className={LINK} data-testid="compare-json-link">
              {t('json')}
            </a>
          </li>
        </ul>
      ),
    },
  ];
}

/** The declarations side by side, one column each, every public field of business.md 3 "EPD (public)" a row. */
export function CompareTable({ columns }: { columns: ComparedDeclaration[] }) {
  const t = useTranslations('compare');
  const current = useLocale();
  const locale: Locale = isLocale(current) ? current : 'zh';
  const rows = useRows();
  const sticky =
    'sticky left-0 z-10 border-r border-line bg-canvas text-left align-top print:static print:bg-transparent';
  return (
    <div
      className="relative overflow-x-auto rounded-card border border-line bg-surface shadow-card print:overflow-visible print:rounded-none print:border-0 print:shadow-none"
      role="region"
      aria-labelledby="compare-caption"
      tabIndex={0}
    >
      <table
        className={cn(
          'w-full table-fixed border-separate border-spacing-0 text-sm print:min-w-0 print:[&_*]:text-[8pt]',
          MIN_WIDTH[columns.length - 1],
        )}
        data-testid="compare-table"
      >
        <caption id="compare-caption" className="sr-only">
          {t('tableCaption', { count: columns.length })}
        </caption>
        <colgroup>
          <col className="w-28 sm:w-44 print:w-32" />
          {columns.map((column) => (
            <col key={column.summary.id} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th
              scope="col"
              className={cn(
                sticky,
                'border-b p-3 text-xs font-medium text-ink-muted sm:px-4 print:px-1.5 print:py-1',
              )}
            >
              {t('field.declaration')}
            </th>
            {columns.map((column) => (
              <th
                key={column.summary.id}
                scope="col"
                className="border-b border-line p-3 text-left align-top font-normal sm:px-4 print:px-1.5 print:py-1"
                data-testid="compare-column"
                data-epd-id={column.summary.id}
              >
                <div className="flex items-center justify-between gap-2 print:hidden">
                  <ProductTypeBadge type={column.summary.productType} />
                  <a
                    href={localizedPath(locale, column.removePath)}
                    className="rounded px-1.5 py-0.5 text-xs text-ink-muted hover:bg-danger-50 hover:text-danger-600 print:hidden"
                    aria-label={t('removeLabel', { name: column.summary.productName })}
                    data-testid="compare-remove"
                  >
                    <span aria-hidden="true">× </span>
                    {t('remove')}
                  </a>
                </div>
                <a
                  href={column.summary.productPath}
                  lang={column.summary.productNameLang === 'en' ? 'en' : 'zh-CN'}
                  className="mt-2 block leading-snug font-semibold text-steel-900 hover:text-steel-600 hover:underline hover:underline-offset-4 print:mt-0"
                >
                  {column.summary.productName}
                </a>
                <span className="mt-1 block text-xs text-ink-muted">{column.summary.companyName}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-testid={`compare-row-${row.key}`} className="break-inside-avoid">
              <th
                scope="row"
                className={cn(
                  sticky,
                  'border-b p-3 text-xs font-medium text-ink-muted sm:px-4 print:px-1.5 print:py-1',
                )}
              >
                {row.label}
              </th>
              {columns.map((column) => (
                <td
                  key={column.summary.id}
                  className="border-b border-line p-3 align-top break-words text-ink sm:px-4 print:px-1.5 print:py-1"
                  data-epd-id={column.summary.id}
                >
                  {row.cell(column)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
