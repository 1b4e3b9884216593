import type { ReactNode } from 'react';

export function AuthCard({
  title,
  subtitle,
  children,
  wide = false,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <section className="bg-gradient-to-b from-steel-50 to-canvas px-4 py-10 sm:py-16">
      <div
        className={`mx-auto w-full ${wide ? 'max-w-2xl' : 'max-w-md'} rounded-card border border-line bg-surface p-6 shadow-card sm:p-8`}
      >
        <h1 className="text-xl font-semibold text-steel-900 sm:text-2xl">{title}</h1>
        {subtitle ? <p className="mt-1.5 text-sm text-ink-muted">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
