import 'server-only';
import { cookies } from 'next/headers';
import { getEnv } from '@/lib/env/server/env';
import { RESULT_CODES, type ResultCode } from '../result-codes';

/** /Result says "submitted" only for the code the BFF marked on success; opened directly it stays neutral. */
const MARKER_COOKIE = 'portal_submitted';
const MARKER_SECONDS = 10 * 60;

/** Route handlers only (they alone may write cookies). */
export async function markSubmission(code: ResultCode): Promise<void> {
  (await cookies()).set(MARKER_COOKIE, code, {
    httpOnly: true,
    sameSite: 'lax',
    secure: getEnv().https,
    path: '/',
    maxAge: MARKER_SECONDS,
  });
}

export async function submittedCode(): Promise<ResultCode | null> {
  const value = (await cookies()).get(MARKER_COOKIE)?.value;
  return RESULT_CODES.find((code) => code === value) ?? null;
}
