import { cn } from '@/components/ui/cn';

export function DraftNotice({
  message,
  discardLabel,
  onDiscard,
  className,
}: {
  message: string;
  discardLabel: string;
  onDiscard: () => void;
  className?: string;
}) {
  return (
    <p
      role="status"
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md bg-leaf-50 px-3 py-2 text-sm text-leaf-800',
        className,
      )}
    >
      {message}
      <button type="button" className="font-medium underline underline-offset-4" onClick={onDiscard}>
        {discardLabel}
      </button>
    </p>
  );
}
