import { serve } from '@hono/node-server';
import type { ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { UpstreamApp, UpstreamDeps, UpstreamEnv } from './context.ts';
import { openUpstreamDatabase } from './db/open-database.ts';
import type { UpstreamShapes } from './env.ts';
import { createAttachmentStore } from './files/attachment-store.ts';
import { authenticate } from './http/auth.ts';
import { answerError, answerUnknownCall } from './http/errors.ts';
import { requestLog } from './http/request-log.ts';
import { specShapedCalls } from './http/spec-mode.ts';
import { registerAccountCancellationRoutes } from './routes/account-cancellation.ts';
import { registerAccountCheckRoutes } from './routes/account-check.ts';
import { registerAgreementRoutes } from './routes/agreements.ts';
import { registerApplicationCatalogueRoutes } from './routes/application-catalogue.ts';
import { registerApplicationRoutes } from './routes/applications.ts';
import { registerAttachmentRoutes } from './routes/attachments.ts';
import { registerCaptchaRoutes } from './routes/captcha.ts';
import { registerCompanyRoutes } from './routes/companies.ts';
import { registerContentTextRoutes } from './routes/content-text.ts';
import { registerDeclarationFileRoutes } from './routes/declaration-files.ts';
import { registerDevRoutes } from './routes/dev.ts';
import { registerDictRoutes } from './routes/dict.ts';
import { registerEpdRoutes } from './routes/epd.ts';
import { registerFeedbackRoutes } from './routes/feedback.ts';
import { registerFriendlyLinkRoutes } from './routes/friendly-links.ts';
import { registerInnerMessageRoutes } from './routes/inner-messages.ts';
import { registerLcaToolRoutes } from './routes/lca-tool.ts';
import { registerLcesApplicationRoutes } from './routes/lces-applications.ts';
import { registerLoginRoutes } from './routes/login.ts';
import { registerMenuRoutes } from './routes/menu.ts';
import { registerNewsRoutes } from './routes/news.ts';
import { registerNoticeRoutes } from './routes/notices.ts';
import { registerPasswordResetRoutes } from './routes/password-reset.ts';
import { registerPcrApplicationRoutes } from './routes/pcr-applications.ts';
import { registerRegionRoutes } from './routes/regions.ts';
import { registerResourceRoutes } from './routes/resources.ts';
import { registerSessionRoutes } from './routes/session.ts';
import { registerSitePageRoutes } from './routes/site-pages.ts';
import { registerTemplateRoutes } from './routes/templates.ts';
import { registerUploadRoutes } from './routes/uploads.ts';
import { registerUserProfileRoutes } from './routes/user-profile.ts';
import { registerVerificationCodeRoutes } from './routes/verification-codes.ts';
import { registerVerificationRequestRoutes } from './routes/verification-requests.ts';
import { registerVisitRoutes } from './routes/visits.ts';
import { seedModules } from './seed/modules/index.ts';
import { runSeeds } from './seed/run-seeds.ts';

export type UpstreamOptions = {
  /** SQLite file; created with its directory if missing. */
  dbPath: string;
  /** Where attachment files live. */
  filesDir: string;
  /** Serve /__dev/* (tests and the demo only). */
  devOps: boolean;
  /** One JSON line per request on stdout; default true. */
  log?: boolean;
  /**
   * The clock (epoch ms) behind code, captcha and token lifetimes; default Date.now.
   * Tests pass a clock they can move forward to age codes without waiting.
   */
  now?: () => number;
  /** `spec`: calls, request and answer fields as the spec names them; default `reference`. */
  shapes?: UpstreamShapes;
};

export type UpstreamInstance = {
  app: UpstreamApp;
  /** Closes the database. */
  close(): void;
};

export type RunningUpstream = {
  /** e.g. http://127.0.0.1:4010, no trailing slash. */
  url: string;
  port: number;
  close(): Promise<void>;
};

/** Opens and migrates the database, runs pending seeds, and wires every route. */
export function createUpstreamApp(options: UpstreamOptions): UpstreamInstance {
  const db = openUpstreamDatabase(options.dbPath);
  try {
    const deps: UpstreamDeps = {
      db,
      attachments: createAttachmentStore(db, options.filesDir),
      now: options.now ?? Date.now,
      shapes: options.shapes ?? 'reference',
    };
    runSeeds(deps, seedModules);

    const app = new Hono<UpstreamEnv>();
    if (options.log !== false) app.use(requestLog());
    app.use('/p/*', authenticate(db, deps.now));
    if (deps.shapes === 'spec') app.use(specShapedCalls());

    registerMenuRoutes(app, deps);
    registerContentTextRoutes(app, deps);
    registerVisitRoutes(app, deps);
    registerDictRoutes(app, deps);
    registerFriendlyLinkRoutes(app, deps);
    registerAttachmentRoutes(app, deps);
    // Accounts: captcha, codes, login and registration, password reset, session, profile, agreements.
    registerCaptchaRoutes(app, deps);
    registerVerificationCodeRoutes(app, deps);
    registerLoginRoutes(app, deps);
    registerAccountCheckRoutes(app, deps);
    registerPasswordResetRoutes(app, deps);
    registerSessionRoutes(app, deps);
    registerUserProfileRoutes(app, deps);
    registerCompanyRoutes(app, deps);
    registerAgreementRoutes(app, deps);
    // The signed-in area: system messages, regions, uploads, log-off, the LCA tool.
    registerInnerMessageRoutes(app, deps);
    registerRegionRoutes(app, deps);
    registerUploadRoutes(app, deps);
    registerAccountCancellationRoutes(app, deps);
    registerLcaToolRoutes(app, deps);
    // Declarations and public content: EPD and PCR search, downloads, news, notices, resources, pages.
    registerEpdRoutes(app, deps);
    registerDeclarationFileRoutes(app, deps);
    registerNewsRoutes(app, deps);
    registerNoticeRoutes(app, deps);
    registerResourceRoutes(app, deps);
    registerSitePageRoutes(app, deps);
    // EPD and CFP applications: the form's catalogue, applying, quotes, contracts, the flow, certificates.
    registerApplicationCatalogueRoutes(app, deps);
    registerApplicationRoutes(app, deps);
    // Verification requests, low-carbon steel and PCR applications, feedback, templates.
    registerVerificationRequestRoutes(app, deps);
    registerLcesApplicationRoutes(app, deps);
    registerPcrApplicationRoutes(app, deps);
    registerFeedbackRoutes(app, deps);
    registerTemplateRoutes(app, deps);
    if (options.devOps) registerDevRoutes(app, deps);

    app.notFound(answerUnknownCall);
    app.onError(answerError);
    return { app, close: () => db.close() };
  } catch (error) {
    db.close();
    throw error;
  }
}

/** Starts the upstream on `host:port` (port 0 picks a free one), e.g. inside a vitest run. */
export async function startUpstream(
  options: UpstreamOptions & { port?: number; host?: string },
): Promise<RunningUpstream> {
  const host = options.host ?? '127.0.0.1';
  const upstream = createUpstreamApp(options);
  let server: ServerType;
  let port: number;
  try {
    ({ server, port } = await listen(upstream.app, options.port ?? 4010, host));
  } catch (error) {
    upstream.close();
    throw error;
  }

  let closing: Promise<void> | undefined;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    close: () => {
      closing ??= stopServer(server).finally(() => upstream.close());
      return closing;
    },
  };
}

function listen(
  app: UpstreamApp,
  port: number,
  hostname: string,
): Promise<{ server: ServerType; port: number }> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
      server.off('error', reject);
      resolve({ server, port: info.port });
    });
    server.once('error', reject);
  });
}

// Stop accepting, drop idle keep-alive sockets (the portal's undici pool keeps
// some open), let requests in flight finish, and cut the rest after 5 s.
function stopServer(server: ServerType): Promise<void> {
  return new Promise((resolve, reject) => {
    const forceTimer = setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, 5000);
    forceTimer.unref();
    server.close((error) => {
      clearTimeout(forceTimer);
      if (error) reject(error);
      else resolve();
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  });
}
