'use client';

import { useId } from 'react';
import { buttonClass } from './button-styles';
import { cn } from './cn';

export type PagerLabels = {
  label: string;
  previous: string;
  next: string;
  page: (page: number) => string;
  summary: (total: number, page: number, pages: number) => string;
  size: string;
  sizeOption: (size: number) => string;
};

/** The first, the last, the current page and its neighbours; `null` is a gap. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const shown = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const n of sorted) {
    const last = result.at(-1);
    if (typeof last === 'number' && n - last > 1) result.push(n - last === 2 ? n - 1 : null);
    result.push(n);
  }
  return result;
}

/** Real paging with a page-size selector; the caller keeps page and size, a new size starts at page 1. */
export function Pager({
  page,
  size,
  total,
  sizes,
  onPage,
  onSize,
  labels,
  busy = false,
  className,
}: {
  page: number;
  size: number;
  total: number;
  sizes: readonly number[];
  onPage: (page: number) => void;
  onSize: (size: number) => void;
  labels: PagerLabels;
  busy?: boolean;
  className?: string;
}) {
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <nav
      aria-label={labels.label}
      className={cn('flex flex-wrap items-center justify-between gap-3 text-sm', className)}
    >
      <p className="text-ink-muted" aria-live="polite">
        {labels.summary(total, Math.min(page, pages), pages)}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={busy || page <= 1}
          onClick={() => onPage(page - 1)}
          aria-label={labels.previous}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <ul className="flex items-center gap-1">
          {pageWindow(page, pages).map((n, index) =>
            n === null ? (
              <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-subtle">
                …
              </li>
            ) : (
              <li key={n}>
                <button
                  type="button"
                  className={buttonClass(n === page ? 'primary' : 'ghost', 'sm', 'min-w-9 tabular-nums')}
                  aria-label={labels.page(n)}
                  aria-current={n === page ? 'page' : undefined}
                  disabled={busy && n !== page}
                  onClick={() => n !== page && onPage(n)}
                >
                  {n}
                </button>
              </li>
            ),
          )}
        </ul>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={busy || page >= pages}
          onClick={() => onPage(page + 1)}
          aria-label={labels.next}
        >
          <span aria-hidden="true">›</span>
        </button>
        <label htmlFor={sizeId} className="sr-only">
          {labels.size}
        </label>
        <select
          id={sizeId}
          value={size}
          onChange={(event) => onSize(Number(event.target.value))}
          className="h-9 rounded-lg border border-field bg-surface px-2 text-sm text-ink"
        >
          {sizes.map((option) => (
            <option key={option} value={option}>
              {labels.sizeOption(option)}
            </option>
          ))}
        </select>
      </div>
    </nav>
  );
}
