/** Validity is judged by China's date, where the platform issues declarations, whatever the server's time zone. */
const chinaDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function chinaToday(now: Date = new Date()): string {
  return chinaDate.format(now);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

/** Expired when the last valid day is before today; an unknown expiry counts as not expired. */
export function isExpired(expirationDate: string | null | undefined, today: string): boolean {
  if (!expirationDate || !ISO_DATE.test(expirationDate)) return false;
  return expirationDate.slice(0, 10) < today;
}
