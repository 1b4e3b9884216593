import type { ReactNode } from 'react';

export function InlineCode({ children }: { children: ReactNode }) {
  return (
    <code className="rounded bg-steel-50 px-1.5 py-0.5 font-mono text-[0.85em] break-all text-steel-800">
      {children}
    </code>
  );
}

/** A command to copy: wrapped, never wider than a phone's screen. */
export function CodeBlock({ children }: { children: string }) {
  return (
    <pre className="rounded-lg bg-steel-950 px-4 py-3 text-xs leading-relaxed break-all whitespace-pre-wrap text-steel-100 sm:text-sm">
      <code className="font-mono">{children}</code>
    </pre>
  );
}
