'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';
import { buttonClass } from '@/components/ui/button-styles';
import { carryMobile } from '@/lib/accounts/carried-mobile';
import { Link } from '@/lib/i18n/navigation';

/** What a number check found before the captcha. */
export type AccountCheckFinding = 'notRegistered' | 'registered';

/** accounts.md 4.1: login code 106 or SMS-send code 0 – the number has no account yet, so the prompt offers
 *  registration (and says what follows it); on /register, a number that has one is sent to log in. The
 *  number goes along to the next door. */
export function NotRegisteredDialog({
  open,
  onOpenChange,
  mobile,
  finding = 'notRegistered',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mobile?: string;
  finding?: AccountCheckFinding;
}) {
  const t = useTranslations('account');
  const registered = finding === 'registered';
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={registered ? t('registeredTitle') : t('notRegisteredTitle')}
      description={registered ? t('registeredBody') : t('notRegisteredBody')}
      width="sm"
    >
      {registered ? null : <p className="mb-4 text-sm text-ink-muted">{t('notRegisteredNext')}</p>}
      <div className="flex justify-end gap-2">
        <button type="button" className={buttonClass('secondary')} onClick={() => onOpenChange(false)}>
          {t('cancel')}
        </button>
        <Link
          href={registered ? '/logins' : '/register'}
          className={buttonClass('primary')}
          onClick={() => {
            if (mobile) carryMobile(mobile);
            onOpenChange(false);
          }}
        >
          {registered ? t('goLogin') : t('goRegister')}
        </Link>
      </div>
    </Dialog>
  );
}
