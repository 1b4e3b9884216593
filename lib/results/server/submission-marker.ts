import 'server-only';
import { cookies } from 'next/headers';
import { getEnv } from '@/lib/env';
import { RESULT_CODES, type ResultCode } from '../result-codes';

/**
 * A short-lived marker that a submission really happened (review item 8): the BFF sets it when an
 * application, a registration, a password change… succeeds, and /Result shows "submitted" only
 * for the code it names. A /Result URL opened directly gets a neutral page instead of a claim.
 */
const MARKER_COOKIE = 'portal_submitted';
const MARKER_SECONDS = 10 * 60;

/** Route handlers only (they alone may write cookies). */
export async function markSubmission(code: ResultCode): Promise<void> {
  (await cookies()).set(MARKER_COOKIE, code, { httpOnly: true, sameSite: 'lax', secure: getEnv().https, path: '/', maxAge: MARKER_SECONDS });
}

/** The code of the submission made in this browser in the last minutes, if any. */
export async function submittedCode(): Promise<ResultCode | null> {
  const value = (await cookies()).get(MARKER_COOKIE)?.value;
  return RESULT_CODES.find((code) => code === value) ?? null;
}
