import 'server-only';
import type { NextRequest } from 'next/server';
import * as z from 'zod';
import type { emailCodeRequestSchema, smsCodeRequestSchema } from '../schemas';
import { DomainError } from '@/lib/errors/domain-error';
import { clientKey, giveTokenBack, RateLimitStoreDown, takeToken } from '@/lib/bff/server/rate-limit';
import type { Locale } from '@/lib/i18n/routing';
import { callOperation } from '@/lib/upstream/operation';
import { UpstreamError } from '@/lib/upstream/errors';
import {
  sendPasswordResetEmailCode,
  sendRegistrationEmailCode,
  sendSmsCodeSimple,
  sendSmsCodeWithCaptcha,
} from '@/lib/upstream/operations/accounts';
import { verifyCaptcha } from '@/lib/upstream/operations/captcha';

const HOUR = 60 * 60 * 1000;
const PER_TARGET = 6;
const targetKey = (target: string) => `code:target:${target}`;

/** Per number and per client (DESIGN.md "Deliberate deviations"), failing closed when the shared counters are down. A number's
 * allowance counts codes sent: a refused request gives its token back, so a made-up captcha spends no stranger's codes. */
async function limitedCodeSending(
  req: NextRequest,
  target: string,
  send: () => Promise<void>,
): Promise<void> {
  try {
    const allowed =
      (await takeToken(targetKey(target), PER_TARGET, HOUR, { whenStoreDown: 'refuse' })) &&
      (await takeToken(`code:client:${clientKey(req)}`, 30, HOUR, { whenStoreDown: 'refuse' }));
    if (!allowed) throw new DomainError('TOO_MANY_CODES');
  } catch (error) {
    if (error instanceof RateLimitStoreDown) throw new DomainError('CODE_SENDING_UNAVAILABLE');
    throw error;
  }
  try {
    await send();
  } catch (error) {
    if (notSent(error)) await giveTokenBack(targetKey(target), PER_TARGET, HOUR, { whenStoreDown: 'refuse' });
    throw error;
  }
}

/** A refusal, as opposed to a timeout or an outage, after which a code may have gone out. */
function notSent(error: unknown): boolean {
  return error instanceof DomainError || (error instanceof UpstreamError && error.kind === 'rejected');
}

/** accounts.md 4.1, 8: SMS-send code 0 means the number has no account, whatever the message says. */
function notRegistered(error: unknown): boolean {
  return error instanceof UpstreamError && error.kind === 'rejected' && error.code === '0';
}

export async function sendSmsCode(
  req: NextRequest,
  request: z.infer<typeof smsCodeRequestSchema>,
  locale: Locale,
): Promise<void> {
  await limitedCodeSending(req, request.mobile, async () => {
    try {
      if (request.purpose === 'register') {
        // /simple carries no captcha: the BFF spends the verification itself first (DESIGN.md).
        await callOperation(
          verifyCaptcha,
          { captchaVerification: request.captchaVerification },
          { locale },
        ).catch(() => {
          throw new DomainError('CAPTCHA_EXPIRED');
        });
        await callOperation(
          sendSmsCodeSimple,
          { smsTemplateType: 'register', inlet: 'REGISTER', phoneNumber: request.mobile },
          { locale },
        );
        return;
      }
      const loginOrRegister = request.purpose === 'appLogin';
      await callOperation(
        sendSmsCodeWithCaptcha,
        {
          smsTemplateType: loginOrRegister ? 'loginOrRegister' : 'login',
          inlet: loginOrRegister ? 'APP_LOGIN' : 'LOGIN',
          phoneNumber: request.mobile,
          token: request.captchaVerification,
        },
        { locale },
      );
    } catch (error) {
      if (notRegistered(error)) throw new DomainError('NOT_REGISTERED');
      throw error;
    }
  });
}

export async function sendEmailCode(
  req: NextRequest,
  request: z.infer<typeof emailCodeRequestSchema>,
  locale: Locale,
): Promise<void> {
  const op = request.purpose === 'register' ? sendRegistrationEmailCode : sendPasswordResetEmailCode;
  await limitedCodeSending(req, request.email.toLowerCase(), () =>
    callOperation(
      op,
      {
        userAccount: request.email,
        token: request.captchaVerification,
        inlet: request.purpose === 'register' ? 'REGISTER' : 'WEB',
      },
      { locale },
    ).then(() => undefined),
  );
}
