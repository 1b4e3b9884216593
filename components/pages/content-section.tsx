import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

export function ContentSection({
  id,
  title,
  lead,
  children,
  className,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={cn('py-10 sm:py-12', className)}>
      <h2 id={id} className="text-xl font-semibold tracking-tight text-steel-900 sm:text-2xl">
        {title}
      </h2>
      {lead ? <p className="mt-2 max-w-3xl text-ink-muted">{lead}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}

export function NumberedSteps({ steps }: { steps: { key: string; title: string; body: string }[] }) {
  return (
    // More than six steps go in rows of four, so none is left alone on a row.
    <ol
      className={cn(
        'grid gap-4 sm:grid-cols-2',
        steps.length > 6 ? 'lg:grid-cols-4' : 'lg:grid-cols-[repeat(auto-fit,minmax(12rem,1fr))]',
      )}
    >
      {steps.map((step, index) => (
        <li key={step.key} className="relative rounded-card border border-line bg-surface p-5 shadow-card">
          <span
            className="flex size-8 items-center justify-center rounded-full bg-steel-700 text-sm font-semibold text-white tabular-nums"
            aria-hidden="true"
          >
            {index + 1}
          </span>
          <p className="mt-3 font-semibold text-steel-900">{step.title}</p>
          <p className="mt-1.5 text-sm leading-relaxed text-ink-muted">{step.body}</p>
        </li>
      ))}
    </ol>
  );
}

export function FactList({ facts }: { facts: { key: string; label: string; value: string }[] }) {
  return (
    <dl className="divide-y divide-line rounded-card border border-line bg-surface shadow-card">
      {facts.map((fact) => (
        <div
          key={fact.key}
          className="flex flex-col gap-0.5 px-5 py-3.5 sm:flex-row sm:items-baseline sm:gap-4"
        >
          <dt className="text-sm text-ink-muted sm:w-36 sm:shrink-0">{fact.label}</dt>
          <dd className="text-sm font-medium text-ink">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
