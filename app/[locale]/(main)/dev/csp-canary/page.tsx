import { notFound } from 'next/navigation';
import { getEnv } from '@/lib/env';
import { cspCanaryHtml } from '@/lib/security/csp-canary';

/**
 * Tests only (PORTAL_DEV_OPS=1; a 404 otherwise): stored HTML shown unsanitised inside the public
 * layout, the worst case the strict CSP must hold against (lib/security/csp-canary.ts).
 */
export default function CspCanaryPage() {
  if (!getEnv().devOps) notFound();
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <div id="csp-canary" dangerouslySetInnerHTML={{ __html: cspCanaryHtml() }} />
    </main>
  );
}
