'use client';

import { useRef, type KeyboardEvent } from 'react';
import { cn } from './cn';

export type SegmentedTab<T extends string> = { value: T; label: string; id?: string; controls?: string };

/** A segmented control on the WAI-ARIA tabs pattern (one Tab stop, arrows, Home, End); tabs that change the address are `LinkTabs`. */
export function SegmentedTabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  className,
}: {
  label: string;
  tabs: SegmentedTab<T>[];
  selected: T;
  onSelect: (value: T) => void;
  className?: string;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent, index: number) {
    const last = tabs.length - 1;
    const to = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    onSelect(tabs[to]!.value);
    buttons.current[to]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      className={cn('grid grid-cols-2 rounded-lg bg-steel-50 p-1', className)}
    >
      {tabs.map((tab, index) => (
        <button
          key={tab.value}
          ref={(button) => {
            buttons.current[index] = button;
          }}
          type="button"
          role="tab"
          id={tab.id}
          aria-selected={selected === tab.value}
          aria-controls={tab.controls}
          tabIndex={selected === tab.value ? 0 : -1}
          onClick={() => onSelect(tab.value)}
          onKeyDown={(event) => onKeyDown(event, index)}
          className={cn(
            'h-9 rounded-md text-sm font-medium transition-colors',
            selected === tab.value
              ? 'bg-surface text-steel-800 shadow-card'
              : 'text-ink-muted hover:text-ink',
          )}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
