import { notFound } from 'next/navigation';
import { getEnv } from '@/lib/env/server/env';
import { cspCanaryHtml } from '@/lib/security/server/csp-canary';

/** Tests only (PORTAL_DEV_OPS=1): stored HTML unsanitised in the public layout, the worst case for the CSP (lib/security/server/csp-canary.ts). */
export default function CspCanaryPage() {
  if (!getEnv().devOps) notFound();
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <div id="csp-canary" dangerouslySetInnerHTML={{ __html: cspCanaryHtml() }} />
    </main>
  );
}
