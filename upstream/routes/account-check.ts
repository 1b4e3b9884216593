import * as z from 'zod';
import { mobileSchema } from '../accounts/account-rules.ts';
import { findUserByAccount } from '../accounts/users.ts';
import type { UpstreamApp, UpstreamDeps } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { readJsonBody } from '../http/validate.ts';

// An assumed call (README "Assumed upstream calls and values"): whether a mobile number has an
// account, so that a login or registration form can say so before the captcha. The spec learns it
// only from a refused code or login (accounts.md 4.1: SMS send code 0, login code 106).

const checkBody = z.object({ phoneNumber: mobileSchema });

export function registerAccountCheckRoutes(app: UpstreamApp, { db }: UpstreamDeps): void {
  // POST /n/user/mobile/registered – {phoneNumber}; answers {registered}.
  app.post('/n/user/mobile/registered', async (c) => {
    const { phoneNumber } = await readJsonBody(c, checkBody);
    return ok(c, { registered: findUserByAccount(db, phoneNumber) !== undefined });
  });
}
