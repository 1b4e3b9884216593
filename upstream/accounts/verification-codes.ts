import { randomInt, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { execute, queryOne } from '../db/sql.ts';
import type { Language } from '../http/language.ts';
import { AccountRefusal, refusal } from './refusals.ts';

// SMS and e-mail codes (accounts.md 4.4, 5 and 9): 6 digits, valid 5 minutes,
// single use, one per 60 s per target, spent by 5 wrong tries. Only the newest
// code of a target counts: asking again replaces the previous one.

export type CodeChannel = 'sms' | 'email';

export const CODE_LIFETIME_MS = 5 * 60 * 1000;
export const RESEND_INTERVAL_MS = 60 * 1000;
export const MAX_WRONG_TRIES = 5;

export type CodeRequest = {
  channel: CodeChannel;
  /** A mobile number or a lower-cased e-mail address. */
  target: string;
  /** What the code is for: the SMS template type as sent, or register / reset / logoff for e-mail. */
  template: string;
  language: Language;
};

type CodeRow = {
  id: number;
  code: string;
  createdAt: number;
  expiresAt: number;
  wrongTries: number;
  usedAt: number | null;
};

/** Makes a code and "delivers" it to the outbox; CHECK_CODE_FREQUENTLY within 60 s of the last one. */
export function sendCode(db: DatabaseSync, request: CodeRequest, now: number): void {
  const latest = latestCode(db, request.channel, request.target);
  if (latest && now - latest.createdAt < RESEND_INTERVAL_MS) {
    throw refusal(AccountRefusal.CheckCodeFrequently);
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  execute(
    db,
    `INSERT INTO verification_codes (channel, target, template, code, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
    request.channel,
    request.target,
    request.template,
    code,
    now,
    now + CODE_LIFETIME_MS,
  );
  execute(
    db,
    'INSERT INTO outbox (channel, recipient, template, code, body, sent_at) VALUES (?, ?, ?, ?, ?, ?)',
    request.channel,
    request.target,
    request.template,
    code,
    messageBody(request, code),
    now,
  );
}

/**
 * Spends the target's code when `typed` matches it; otherwise throws
 * CHECK_CODE_OUT_TIME (expired) or CHECK_CODE_ERROR (wrong, used, spent or none).
 * Call it outside a transaction that a later refusal would roll back: a wrong
 * try must stay counted.
 */
export function consumeCode(
  db: DatabaseSync,
  channel: CodeChannel,
  target: string,
  typed: string,
  now: number,
): void {
  const latest = latestCode(db, channel, target);
  if (!latest || latest.usedAt !== null || latest.wrongTries >= MAX_WRONG_TRIES) {
    throw refusal(AccountRefusal.CheckCodeError);
  }
  if (latest.expiresAt <= now) throw refusal(AccountRefusal.CheckCodeOutTime);
  if (!sameCode(typed, latest.code)) {
    execute(db, 'UPDATE verification_codes SET wrong_tries = wrong_tries + 1 WHERE id = ?', latest.id);
    throw refusal(AccountRefusal.CheckCodeError);
  }
  // The WHERE makes two requests racing with the same code spend it once.
  const { changes } = execute(
    db,
    'UPDATE verification_codes SET used_at = ? WHERE id = ? AND used_at IS NULL',
    now,
    latest.id,
  );
  if (changes !== 1) throw refusal(AccountRefusal.CheckCodeError);
}

function latestCode(db: DatabaseSync, channel: CodeChannel, target: string): CodeRow | undefined {
  return queryOne<CodeRow>(
    db,
    `SELECT id, code, created_at AS createdAt, expires_at AS expiresAt, wrong_tries AS wrongTries,
            used_at AS usedAt
       FROM verification_codes WHERE channel = ? AND target = ? ORDER BY id DESC LIMIT 1`,
    channel,
    target,
  );
}

function sameCode(typed: string, expected: string): boolean {
  const a = Buffer.from(typed);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const purposeText: Record<string, { zh: string; en: string }> = {
  login: { zh: '登录', en: 'signing in' },
  loginorregister: { zh: '登录或注册', en: 'signing in or registering' },
  register: { zh: '注册账号', en: 'registering your account' },
  reset: { zh: '重置密码', en: 'resetting your password' },
  logoff: { zh: '注销账号', en: 'cancelling your account' },
  changepassword: { zh: '修改密码', en: 'changing your password' },
};

// The text the gateway would deliver, in the requester's language, kept in the outbox.
function messageBody({ channel, template, language }: CodeRequest, code: string): string {
  const purpose = purposeText[template.toLowerCase()] ?? { zh: '身份验证', en: 'verifying your identity' };
  const minutes = CODE_LIFETIME_MS / 60_000;
  if (language === 'en') {
    const text = `Your verification code for ${purpose.en} is ${code}. It is valid for ${minutes} minutes. If you did not request it, please ignore this message.`;
    return channel === 'sms' ? `[Low-Carbon Steel EPD Platform] ${text}` : text;
  }
  const text = `您正在${purpose.zh}，验证码为 ${code}，${minutes} 分钟内有效。如非本人操作，请忽略。`;
  return channel === 'sms' ? `【低碳钢EPD平台】${text}` : text;
}
