import type { UpstreamApp, UpstreamDeps } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { registerAccountDevRoutes } from './dev-accounts.ts';
import { registerApplicationDevRoutes } from './dev-applications.ts';
import { registerCompanyDevRoutes } from './dev-companies.ts';
import { registerDeclarationDevRoutes } from './dev-declarations.ts';
import { registerMessageDevRoutes } from './dev-messages.ts';
import { registerVerificationDevRoutes } from './dev-verification.ts';

/**
 * Development operations (DESIGN.md, "Reference upstream"): registered only with
 * UPSTREAM_DEV_OPS=1, otherwise /__dev/* answers like any unknown call. Later
 * issues add the outbox, captcha answers and back-office actions here (taking
 * `deps: UpstreamDeps` like the other route modules once they need the database).
 */
export function registerDevRoutes(app: UpstreamApp, deps: UpstreamDeps): void {
  // GET /__dev/health – the upstream is up and serving dev operations.
  app.get('/__dev/health', (c) => ok(c, { ok: true }));

  // Outbox, captcha answers, sessions without a code, registration audits, account state.
  registerAccountDevRoutes(app, deps);

  // The back office's review of a company authentication, and its system messages.
  registerCompanyDevRoutes(app, deps);
  registerMessageDevRoutes(app, deps);

  // Withdrawing a declaration (the product page's 404), and the product page's visit records.
  registerDeclarationDevRoutes(app, deps);

  // The back office's steps of an EPD or CFP application: quote, contract, flow, LCA correction, publication.
  registerApplicationDevRoutes(app, deps);
  // Answering a verification request; what users sent as feedback, PCR and low-carbon steel applications.
  registerVerificationDevRoutes(app, deps);
}
