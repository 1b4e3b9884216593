import type { ReactNode } from 'react';

export function MessagePage({
  testId,
  title,
  children,
  actions,
}: {
  testId: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section
      className="container-page flex min-h-[55vh] flex-col items-center justify-center py-16 text-center"
      data-testid={testId}
    >
      <h1 className="text-2xl font-semibold text-steel-900">{title}</h1>
      <div className="mt-3 max-w-xl space-y-2 text-ink-muted">{children}</div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </section>
  );
}
