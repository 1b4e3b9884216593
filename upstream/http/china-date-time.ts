// The platform writes instants as China wall-clock text, "YYYY-MM-DD HH:mm:ss"
// (accounts.md 2.1 shows "the first 10 characters" of such a time as the date).
const chinaClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Epoch milliseconds as "YYYY-MM-DD HH:mm:ss" in Asia/Shanghai, whatever the server's zone. */
export function formatChinaDateTime(epochMs: number): string {
  const parts = chinaClock.formatToParts(epochMs);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((item) => item.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}
