import { findToken, refreshToken, revokeToken } from '../accounts/tokens.ts';
import { findUserById, toPortalUserVO } from '../accounts/users.ts';
import type { UpstreamApp, UpstreamDeps } from '../context.ts';
import { requireUser } from '../http/auth.ts';
import { fail, ok } from '../http/envelope.ts';
import { requestLanguage } from '../http/language.ts';
import { unauthorized } from '../http/errors.ts';

// accounts.md 4.1: "Token verification: response code 0 means invalid".
const INVALID_TOKEN_CODE = 0;
const invalidToken = {
  zh: '登录已失效，请重新登录',
  en: 'Your session has expired. Please sign in again.',
} as const;

export function registerSessionRoutes(app: UpstreamApp, { db, now }: UpstreamDeps): void {
  // GET /n/user/verify – is the Authorization token a live session? Code 1 yes, code 0 no.
  // An /n/ call, so the /p/* middleware does not run: the token is read here.
  app.get('/n/user/verify', (c) => {
    const token = c.req.header('Authorization')?.trim();
    const holder = token ? findToken(db, token, now()) : null;
    if (holder?.purpose !== 'session' || !findUserById(db, holder.userId)) {
      return fail(c, INVALID_TOKEN_CODE, invalidToken[requestLanguage(c)]);
    }
    return ok(c, null);
  });

  // GET /p/user/logout – ends the session of the token sent.
  app.get('/p/user/logout', (c) => {
    const holder = c.get('user');
    if (holder) revokeToken(db, holder.token);
    return ok(c, null);
  });

  // POST /p/user/refresh/token – a fresh 1-day token and the user as it is now
  // (the portal refreshes after the supplement form, accounts.md 4.1).
  app.post('/p/user/refresh/token', (c) => {
    const holder = requireUser(c);
    const user = findUserById(db, holder.userId);
    if (!user) throw unauthorized();
    const token = refreshToken(db, holder, now());
    return ok(c, { portalUserVO: toPortalUserVO(db, user, requestLanguage(c)), tokenVO: { token } });
  });
}
