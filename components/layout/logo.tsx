import { Link } from '@/lib/i18n/navigation';
import { LOGO_LINK_CLASS, LogoMark } from './logo-mark';

/** The platform mark, linking home in the current language. */
export function Logo() {
  return (
    <Link href="/" className={LOGO_LINK_CLASS}>
      <LogoMark />
    </Link>
  );
}
