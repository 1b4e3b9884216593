'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState, type MouseEvent } from 'react';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { lcaQueries } from '@/lib/lca/queries';
import { LcaConfirmDialog } from './lca-confirm-dialog';

const LoginDialog = dynamic(() => import('@/components/account/login-dialog').then((module) => module.LoginDialog), { ssr: false });

/**
 * The header's LCA tool entry (accounts.md 2.1): a visitor gets the login dialog; a subscriber
 * confirms and the external tool opens; anyone else goes to /lcaTools to subscribe. Without
 * JavaScript it is a plain link to /lcaTools.
 */
export function LcaMenuEntry({ label, className, signedIn, onNavigate }: { label: string; className: string; signedIn: boolean; onNavigate?: () => void }) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [loginOpen, setLoginOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);

  async function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onNavigate?.();
    if (!signedIn) return setLoginOpen(true);
    // Asked at the click (a subscription may have just begun); a failed check leads to /lcaTools.
    const answer = await queryClient.fetchQuery(lcaQueries.subscription(locale)).catch(() => null);
    if (answer?.subscribed === true) setConfirmOpen(true);
    else router.push('/lcaTools');
  }

  return (
    <>
      <Link href="/lcaTools" className={className} onClick={(event) => void onClick(event)} data-lca-entry="">
        {label}
      </Link>
      {loginOpen ? <LoginDialog open={loginOpen} onOpenChange={setLoginOpen} /> : null}
      <LcaConfirmDialog open={confirmOpen} onOpenChange={setConfirmOpen} />
    </>
  );
}
