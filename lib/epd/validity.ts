/**
 * Whether a declaration is still valid: its expiry date (`YYYY-MM-DD`) against today's date in
 * China, where the platform issues them (a declaration valid "until 2026-11-21" is expired on the
 * 22nd in Shanghai, whatever the server's time zone).
 */
const chinaDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in China as `YYYY-MM-DD`. */
export function chinaToday(now: Date = new Date()): string {
  return chinaDate.format(now);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

/** Expired when the last valid day is before today; an unknown expiry counts as not expired. */
export function isExpired(expirationDate: string | null | undefined, today: string): boolean {
  if (!expirationDate || !ISO_DATE.test(expirationDate)) return false;
  return expirationDate.slice(0, 10) < today;
}
