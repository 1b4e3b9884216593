'use client';

import { useLocale } from 'next-intl';
import { useState, type MouseEvent } from 'react';
import { navigateWithBar } from '@/lib/i18n/link-pending';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { LazyLoginDialog } from '@/components/account/lazy-login-dialog';
import { LazyLcaConfirmDialog } from './lazy-lca-confirm-dialog';

/** The header's LCA tool entry (accounts.md 2.1): visitor → login dialog, subscriber → the external tool,
 *  anyone else → /lcaTools (also the plain link without JavaScript). */
export function LcaMenuEntry({
  label,
  className,
  signedIn,
  onNavigate,
}: {
  label: string;
  className: string;
  signedIn: boolean;
  onNavigate?: () => void;
}) {
  const locale = useLocale();
  const router = useRouter();
  const [loginOpen, setLoginOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);

  async function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onNavigate?.();
    if (!signedIn) return setLoginOpen(true);
    await openTool();
  }

  async function openTool() {
    // Asked at the click (a subscription may have just begun); a failed check leads to /lcaTools.
    const answer = await Promise.all([import('@/lib/lca/queries'), import('@/components/ui/query-provider')])
      .then(([{ lcaQueries }, { getQueryClient }]) =>
        getQueryClient().fetchQuery(lcaQueries.subscription(locale)),
      )
      .catch(() => null);
    if (answer?.subscribed === true) setConfirmOpen(true);
    else navigateWithBar(() => router.push('/lcaTools'));
  }

  return (
    <>
      <Link href="/lcaTools" className={className} onClick={(event) => void onClick(event)} data-lca-entry="">
        {label}
      </Link>
      {loginOpen ? (
        <LazyLoginDialog open={loginOpen} onOpenChange={setLoginOpen} onSignedIn={() => void openTool()} />
      ) : null}
      <LazyLcaConfirmDialog open={confirmOpen} onOpenChange={setConfirmOpen} />
    </>
  );
}
