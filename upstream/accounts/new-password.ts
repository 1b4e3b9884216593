import type { DatabaseSync } from 'node:sqlite';
import { badRequest } from '../http/errors.ts';
import type { Language } from '../http/language.ts';
import { PASSWORD_RULE } from './account-rules.ts';
import { decryptPassword } from './password-transport.ts';

const problems = {
  undecryptable: {
    zh: '密码未按约定加密，请重新获取公钥后再试',
    en: 'The password was not encrypted with the current public key. Fetch the key and try again.',
  },
  mismatch: { zh: '两次输入的密码不一致', en: 'The two passwords do not match' },
  weak: {
    zh: '密码须为 8–16 位，且同时包含大写字母、小写字母和数字',
    en: 'The password must be 8–16 characters with an uppercase letter, a lowercase letter and a digit',
  },
} as const;

/**
 * A new password from its two encrypted fields (`newuserAccount` and its
 * confirmation `userPassword`, accounts.md 3): both must decrypt, match, and
 * follow the rule of accounts.md 5. Otherwise code 400 in the request's language.
 */
export function readNewPassword(
  db: DatabaseSync,
  fields: { password: string; confirmation: string },
  language: Language,
  now: number,
): string {
  const password = decryptPassword(db, fields.password, now);
  const confirmation = decryptPassword(db, fields.confirmation, now);
  if (password === null || confirmation === null) throw badRequest(problems.undecryptable[language]);
  if (password !== confirmation) throw badRequest(problems.mismatch[language]);
  if (!PASSWORD_RULE.test(password)) throw badRequest(problems.weak[language]);
  return password;
}
