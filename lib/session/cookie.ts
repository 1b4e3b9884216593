/** The spec's token cookie lives 1 day (accounts.md 3). */
export const SESSION_TTL_SECONDS = 24 * 60 * 60;

export function sessionCookieName(https: boolean): string {
  // `__Host-` binds the cookie to this exact origin, path `/`, Secure: only possible over HTTPS.
  return https ? '__Host-portal_session' : 'portal_session';
}
