import type { ReactNode } from 'react';

/** A plain download link (a file the BFF streams): no script needed, an arrow before its words. */
export function DownloadLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} download className="inline-flex items-baseline gap-1.5 self-start text-sm font-medium text-steel-700 underline-offset-4 hover:text-leaf-700 hover:underline">
      <span aria-hidden="true">↓</span>
      {children}
    </a>
  );
}
