import { cn } from '@/components/ui/cn';

export type BadgeTone = 'ok' | 'pending' | 'problem' | 'neutral';

/** A status at a glance: green done, amber waiting, red needs action, grey nothing yet. */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: React.ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium',
        tone === 'ok' && 'bg-leaf-50 text-leaf-700',
        tone === 'pending' && 'bg-warning-50 text-warning-600',
        tone === 'problem' && 'bg-danger-50 text-danger-600',
        tone === 'neutral' && 'bg-steel-50 text-ink-muted',
      )}
    >
      <span className="size-1.5 rounded-full bg-current" aria-hidden="true" />
      {children}
    </span>
  );
}
