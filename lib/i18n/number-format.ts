// One `Intl.NumberFormat` per language and options for the process's life: next-intl's formatter builds one per request.
const formats = new Map<string, Intl.NumberFormat>();

export function formatNumber(
  value: number,
  locale: string,
  options: { maximumFractionDigits?: number } = {},
): string {
  const key = `${locale}:${options.maximumFractionDigits ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'en' ? 'en' : 'zh-CN', options);
    formats.set(key, format);
  }
  return format.format(value);
}
