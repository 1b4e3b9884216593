import { cn } from './cn';

/** A count on a header icon, at most "9+" (accounts.md 2.1: "shows at most 9"): the bell's unread messages (accounts.md 2.1), the account's waiting acts. */
export function CountBadge({
  count,
  className,
  testId,
}: {
  count: number;
  className: string;
  testId: string;
}) {
  return (
    <span
      data-testid={testId}
      className={cn(
        'absolute min-w-4.5 rounded-full bg-ember-600 px-1 text-center text-[11px] leading-4.5 font-semibold text-white tabular-nums',
        className,
      )}
    >
      {count > 9 ? '9+' : String(count)}
    </span>
  );
}
