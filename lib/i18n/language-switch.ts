import { safeReturnPath } from '@/lib/security/safe-return-path';
import { localizedPath, splitLocale, type Locale } from './routing';

/**
 * Where the language switch sends the reader: `path` (the page they were on, either language) in
 * `locale`, with its query and fragment. The path is checked before its language prefix is taken
 * off and again after: `/en//evil.example` is a harmless path, but without its `/en` it is
 * `//evil.example`, another site. Anything that fails a check goes to the home page.
 */
export function languageSwitchTarget(locale: Locale, path: string | null | undefined): string {
  const home = localizedPath(locale, '/');
  const url = new URL(safeReturnPath(path, home), 'http://portal.invalid');
  const rest = url.search + url.hash;
  const bare = splitLocale(url.pathname).pathname;
  if (safeReturnPath(bare + rest, home) !== bare + rest) return home;
  return safeReturnPath(localizedPath(locale, bare) + rest, home);
}
