/**
 * Numbers as the pages show them (GWP figures, scale ticks), with one `Intl.NumberFormat` per
 * language and options for the life of the process: building one costs more than formatting with
 * it, and next-intl's formatter builds a new one per request (issue 13's CPU profile).
 */
const formats = new Map<string, Intl.NumberFormat>();

export function formatNumber(value: number, locale: string, options: { maximumFractionDigits?: number } = {}): string {
  const key = `${locale}:${options.maximumFractionDigits ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'en' ? 'en' : 'zh-CN', options);
    formats.set(key, format);
  }
  return format.format(value);
}
