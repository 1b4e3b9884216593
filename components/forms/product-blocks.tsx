'use client';

import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-styles';

/**
 * The pieces of a form that holds one to N products (the EPD and the low-carbon steel
 * applications, business.md 5): a product's card with its heading and a remove button shown only
 * while there is more than one, the add button with its limit, and the "draft restored" notice of
 * `useFormDraft`.
 */
export function ProductCard({
  heading,
  removeLabel,
  onRemove,
  testId,
  children,
}: {
  heading: string;
  removeLabel: string;
  onRemove?: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <li className="rounded-card border border-line bg-surface p-6 shadow-card sm:p-8" data-testid={testId}>
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 className="text-base font-semibold text-steel-900">{heading}</h2>
        {onRemove ? (
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={onRemove}>
            {removeLabel}
          </button>
        ) : null}
      </div>
      {children}
    </li>
  );
}

export function AddProductRow({
  label,
  limit,
  disabled,
  onAdd,
  tourStep,
}: {
  label: string;
  limit: string;
  disabled: boolean;
  onAdd: () => void;
  tourStep?: string;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <button
        type="button"
        data-tour={tourStep}
        className={buttonClass('secondary')}
        disabled={disabled}
        onClick={onAdd}
      >
        {label}
      </button>
      <p className="text-sm text-ink-muted">{limit}</p>
    </div>
  );
}
