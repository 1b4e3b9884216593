import { Link } from '@/lib/i18n/navigation';
import { LOGO_LINK_CLASS, LogoMark } from './logo-mark';

export function Logo() {
  return (
    <Link href="/" className={LOGO_LINK_CLASS}>
      <LogoMark />
    </Link>
  );
}
