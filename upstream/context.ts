import type { DatabaseSync } from 'node:sqlite';
import type { Hono } from 'hono';
import type { UpstreamShapes } from './env.ts';
import type { AttachmentStore } from './files/attachment-store.ts';

/**
 * What a token was issued for: a signed-in session, or the one step of the
 * password reset (accounts.md 4.6) that follows an e-mail code.
 */
export type TokenPurpose = 'session' | 'password-reset';

/** The caller behind a valid `Authorization` token on a /p/* call. */
export type AuthUser = { userId: number; token: string; purpose: TokenPurpose };

export type UpstreamEnv = {
  Variables: {
    /** Set by the /p/* middleware: null for a visitor. */
    user: AuthUser | null;
    /** The envelope code of the answer, for the request log. */
    envelopeCode: number;
  };
};

export type UpstreamApp = Hono<UpstreamEnv>;

/** What route modules receive: one database and one file store per app. */
export type UpstreamDeps = {
  db: DatabaseSync;
  attachments: AttachmentStore;
  /** Epoch milliseconds; tests inject a clock to age codes, captchas and tokens. */
  now: () => number;
  /** `spec`: answers as the spec shapes them (UPSTREAM_SHAPES, upstream/http/spec-shapes.ts). */
  shapes: UpstreamShapes;
};
