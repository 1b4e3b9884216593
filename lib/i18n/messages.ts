import type { AbstractIntlMessages } from 'next-intl';
import type { Locale } from './routing';

/** China time: every date and time the platform shows (upstream answers in it). */
export const TIME_ZONE = 'Asia/Shanghai';

/** All messages of one language, for next-intl's request config and the Pages Router product page. */
export async function loadMessages(locale: Locale): Promise<AbstractIntlMessages> {
  return (await import(`../../messages/${locale}.json`)).default as AbstractIntlMessages;
}
