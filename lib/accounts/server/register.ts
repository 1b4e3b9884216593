import 'server-only';
import type * as z from '@/lib/validation/zod';
import type { Locale } from '@/lib/i18n/routing';
import { callOperation } from '@/lib/upstream/operation';
import {
  getPublicKey,
  registerByEmail,
  registerByPhone,
  type LoginAnswer,
} from '@/lib/upstream/operations/accounts';
import type { registrationSchema } from '@/lib/accounts/schemas';
import { encryptPassword } from './password-encryption';

/** Registration (accounts.md 2.4): the account waits for review; an answer with a token lets the handler sign the user in. */
export async function register(
  form: z.output<typeof registrationSchema>,
  locale: Locale,
): Promise<LoginAnswer | null> {
  const shared = {
    industryCategory: form.industryCategory,
    companyName: form.companyName,
    companyForm: form.companyForm,
  };
  let answer: LoginAnswer | null | undefined;
  if (form.mode === 'mobile') {
    answer = await callOperation(
      registerByPhone,
      { mobile: form.mobile, password: form.code, ...shared },
      { locale },
    );
  } else {
    const publicKey = await callOperation(getPublicKey, { userAccount: form.email }, { locale });
    answer = await callOperation(
      registerByEmail,
      {
        userAccount: form.email,
        verify: form.code,
        // The spec's field names: newuserAccount carries the password, userPassword its confirmation.
        newuserAccount: encryptPassword(form.password, publicKey),
        userPassword: encryptPassword(form.passwordRepeat, publicKey),
        ...shared,
      },
      { locale },
    );
  }
  return answer ?? null;
}
