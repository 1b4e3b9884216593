import { safeReturnPath } from '@/lib/security/safe-return-path';
import { localizedPath, splitLocale, type Locale } from './routing';

// `path` in `locale`, checked before and after its language prefix is taken off: `/en//evil.example` without its `/en` is
// another site. Anything that fails a check goes to the home page.
export function languageSwitchTarget(locale: Locale, path: string | null | undefined): string {
  const home = localizedPath(locale, '/');
  const url = new URL(safeReturnPath(path, home), 'http://portal.invalid');
  const rest = url.search + url.hash;
  const bare = splitLocale(url.pathname).pathname;
  if (safeReturnPath(bare + rest, home) !== bare + rest) return home;
  return safeReturnPath(localizedPath(locale, bare) + rest, home);
}
