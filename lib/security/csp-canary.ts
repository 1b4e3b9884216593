import 'server-only';

/**
 * Tests only (PORTAL_DEV_OPS=1): the HTML of /dev/csp-canary, written by POST /api/dev/csp-canary
 * and shown by that page *without* sanitising, as if a script had slipped past sanitize-html into
 * upstream content. tests/e2e/visitor-html-cache.spec.ts stores scripts in it to prove that no
 * nonce a reader could learn makes them run, from the visitor HTML cache or not.
 */
export const CSP_CANARY_TAG = 'dev-csp-canary';

const CANARY = Symbol.for('portal.dev.csp-canary');
const store = globalThis as { [CANARY]?: string };

export function cspCanaryHtml(): string {
  return store[CANARY] ?? '';
}

export function setCspCanaryHtml(html: string): void {
  store[CANARY] = html;
}
