import type { ReactNode } from 'react';

export function EmptyState({
  title,
  body,
  children,
}: {
  title: string;
  body?: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-card border border-dashed border-line bg-surface px-6 py-14 text-center">
      <span
        className="flex size-12 items-center justify-center rounded-full bg-steel-50 text-steel-500"
        aria-hidden="true"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.7"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M4 7h16M4 12h10M4 17h7" />
        </svg>
      </span>
      <p className="mt-4 text-base font-semibold text-steel-900">{title}</p>
      {body ? <p className="mt-1.5 max-w-md text-sm text-ink-muted">{body}</p> : null}
      {children ? <div className="mt-5">{children}</div> : null}
    </div>
  );
}
