import type { DatabaseSync } from 'node:sqlite';
import type { AttachmentStore } from '../files/attachment-store.ts';

export type SeedContext = {
  db: DatabaseSync;
  attachments: AttachmentStore;
};

/**
 * A named piece of demo data. `name` is the key in seed_runs: once a module has
 * run on a database it never runs there again, so a restart keeps whatever the
 * demo changed. To change seeded data on existing databases, add a new module
 * (or a migration), do not edit a shipped one expecting it to re-run.
 */
export type SeedModule = {
  name: string;
  run(context: SeedContext): void;
};
