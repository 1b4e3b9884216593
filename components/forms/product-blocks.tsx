'use client';

import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useFieldArray, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { buttonClass } from '@/components/ui/button-styles';

type ProductsForm<T extends FieldValues> = UseFormReturn<T, unknown, unknown>;

// Before the first submit the list is set as a value: `append`/`remove` would validate every untouched field.
export function useProductList<T extends FieldValues>(
  form: ProductsForm<T>,
  emptyProduct: () => object,
  firstField = 'productName',
) {
  const control = form.control as unknown as UseFormReturn<{ products: object[] }>['control'];
  const { fields, append, remove } = useFieldArray({ control, name: 'products' });
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<'add' | number | null>(null);
  const values = form as unknown as UseFormReturn<{ products: object[] }>;

  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === 'add') addButton.current?.focus();
    else if (target !== null) values.setFocus(`products.${target}.${firstField}` as never);
  }, [fields.length, values, firstField]);

  function add() {
    focusAfter.current = fields.length;
    if (form.formState.isSubmitted) append(emptyProduct(), { shouldFocus: false });
    else values.setValue('products', [...values.getValues('products'), emptyProduct()]);
  }

  function removeAt(index: number) {
    focusAfter.current = 'add';
    if (form.formState.isSubmitted) remove(index);
    else
      values.setValue(
        'products',
        values.getValues('products').filter((_, at) => at !== index),
      );
  }

  return { fields, add, removeAt, addButton };
}

/** A form of one to N products (EPD and low-carbon steel applications, business.md 5): remove shows while there are two or more. */
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
  buttonRef,
}: {
  label: string;
  limit: string;
  disabled: boolean;
  onAdd: () => void;
  tourStep?: string;
  buttonRef?: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <button
        ref={buttonRef}
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
