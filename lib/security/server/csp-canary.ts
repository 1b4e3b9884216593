import 'server-only';

// Tests only (PORTAL_DEV_OPS=1): HTML that /dev/csp-canary shows unsanitised, as if a script had slipped into upstream
// content, to prove no nonce a reader could learn makes it run.
export const CSP_CANARY_TAG = 'dev-csp-canary';

const CANARY = Symbol.for('portal.dev.csp-canary');
const store = globalThis as { [CANARY]?: string };

export function cspCanaryHtml(): string {
  return store[CANARY] ?? '';
}

export function setCspCanaryHtml(html: string): void {
  store[CANARY] = html;
}
