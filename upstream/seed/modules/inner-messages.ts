import { sendInnerMessage } from '../../accounts/inner-messages.ts';
import type { SeedModule } from '../seed-module.ts';
import { accountMessages } from './inner-messages-data.ts';

const HOUR_MS = 60 * 60 * 1000;

/** 3–8 system messages per demo account over the last weeks, some already read. */
export const innerMessagesSeed: SeedModule = {
  name: 'inner-messages',
  run({ db }) {
    const now = Date.now();
    for (const account of accountMessages) {
      for (const message of account.messages) {
        sendInnerMessage(db, {
          userId: account.userId,
          zh: message.zh,
          en: message.en,
          sentAt: now - (message.ago.days * 24 + (message.ago.hours ?? 0)) * HOUR_MS,
          read: message.read,
        });
      }
    }
  },
};
