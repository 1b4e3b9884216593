import type { Locale } from '@/lib/i18n/routing';
import type messages from './messages/en.json';

// Message keys are typed from messages/en.json (STYLE.md habit 10).
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
