import type { Locale } from '@/lib/i18n/routing';

/** Upstream times are China wall-clock text (upstream/README.md): every date is shown in Asia/Shanghai, on server and browser alike. */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
const CHINA_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/;

export function parseChinaTime(text: string | null | undefined): Date | null {
  const match = text ? CHINA_TIME.exec(text.trim()) : null;
  if (!match) return null;
  const [, year, month, day, hour = '0', minute = '0', second = '0'] = match;
  const utc = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
  );
  return Number.isNaN(utc) ? null : new Date(utc - CHINA_OFFSET_MS);
}

export function chinaDay(text: string | null | undefined): string {
  const match = text ? CHINA_TIME.exec(text.trim()) : null;
  return match ? `${match[1]}-${match[2]}-${match[3]}` : '';
}

export function chinaIsoTime(text: string | null | undefined): string | null {
  const match = text ? CHINA_TIME.exec(text.trim()) : null;
  if (!match) return null;
  const [, year, month, day, hour = '00', minute = '00', second = '00'] = match;
  return `${year}-${month}-${day}T${hour}:${minute}:${second}+08:00`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = locale + JSON.stringify(options);
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'zh-CN', {
      ...options,
      timeZone: 'Asia/Shanghai',
    });
    formatters.set(key, format);
  }
  return format;
}

export function formatChinaDate(text: string, locale: Locale, month: 'long' | 'short' = 'short'): string {
  const instant = parseChinaTime(text);
  if (!instant) return text;
  return formatter(locale, {
    year: 'numeric',
    month: locale === 'en' ? month : 'long',
    day: 'numeric',
  }).format(instant);
}

export function chinaDateParts(text: string, locale: Locale): { day: string; monthYear: string } {
  const instant = parseChinaTime(text);
  if (!instant) return { day: '', monthYear: text };
  return {
    day: formatter(locale, { day: '2-digit' }).format(instant).replace(/\D/g, ''),
    monthYear: formatter(locale, { year: 'numeric', month: locale === 'en' ? 'short' : 'long' }).format(
      instant,
    ),
  };
}

/** To the minute, Beijing time; a text without a time is shown as a date, an unreadable one as it is. */
export function formatChinaDateTime(text: string, locale: Locale): string {
  const instant = parseChinaTime(text);
  if (!instant) return text;
  if (CHINA_TIME.exec(text.trim())?.[4] === undefined) return formatChinaDate(text, locale);
  return formatter(locale, {
    year: 'numeric',
    month: locale === 'en' ? 'short' : 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}
