import 'server-only';
import type { NextRequest } from 'next/server';
import { clientKey, RateLimitStoreDown, takeToken } from '@/lib/bff/server/rate-limit';
import type { Locale } from '@/lib/i18n/routing';
import { describeError, logger } from '@/lib/observability/server/logger';
import { callOperation } from '@/lib/upstream/operation';
import { checkMobileRegistered } from '@/lib/upstream/operations/accounts';

const TEN_MINUTES = 10 * 60 * 1000;
/** Answers without a captcha, per client; beyond it the forms fall back to the captcha first. */
const CHECKS_PER_CLIENT = 100;

/**
 * Whether a number has an account, asked before the captcha (docs/spec-readings.md "Assumed upstream
 * calls and fields"). null when the platform cannot say (an unknown call, a failure, the client's
 * allowance spent): the form then learns it after the captcha, from the code it sends (accounts.md 4.1).
 */
export async function mobileRegistered(
  req: NextRequest,
  mobile: string,
  locale: Locale,
): Promise<boolean | null> {
  try {
    if (!(await takeToken(`mobile-check:client:${clientKey(req)}`, CHECKS_PER_CLIENT, TEN_MINUTES)))
      return null;
    return (await callOperation(checkMobileRegistered, { phoneNumber: mobile }, { locale })).registered;
  } catch (error) {
    if (!(error instanceof RateLimitStoreDown))
      logger.warn({ error: describeError(error) }, 'mobile check: the platform did not say');
    return null;
  }
}
