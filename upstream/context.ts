import type { DatabaseSync } from 'node:sqlite';
import type { Hono } from 'hono';
import type { AttachmentStore } from './files/attachment-store.ts';

/** The caller behind a valid `Authorization` token on a /p/* call. */
export type AuthUser = { userId: number; token: string };

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
};
