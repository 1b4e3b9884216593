// China has kept UTC+8 without daylight saving since 1991, so its wall clock
// converts to an instant with a fixed offset. Formatting instants back is in
// china-date-time.ts.

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/;

/** The instant of a China wall-clock time, "YYYY-MM-DD" (midnight) or "YYYY-MM-DD HH:mm[:ss]"; null if malformed. */
export function parseChinaTime(text: string): number | null {
  const trimmed = text.trim();
  let iso: string;
  if (DATE.test(trimmed)) iso = `${trimmed}T00:00:00+08:00`;
  else {
    const match = DATE_TIME.exec(trimmed);
    if (!match) return null;
    iso = `${match[1]}T${match[2]?.length === 5 ? `${match[2]}:00` : match[2]}+08:00`;
  }
  const instant = Date.parse(iso);
  return Number.isNaN(instant) ? null : instant;
}

/** Epoch milliseconds as the "YYYY-MM-DD" day in China. */
export function formatChinaDate(epochMs: number): string {
  return new Date(epochMs + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** The calendar day `years` years after `date`, less one day (a validity that ends the day before). */
export function validUntil(date: string, years: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const end = new Date(Date.UTC(year + years, month - 1, day) - 86_400_000);
  return end.toISOString().slice(0, 10);
}
