import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

// An empty variable counts as unset, as it does in most shells' `VAR= cmd`.
const optional = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

const flag = (fallback: '0' | '1') =>
  optional(z.enum(['0', '1']).default(fallback)).transform((value) => value === '1');

const envSchema = z.object({
  UPSTREAM_PORT: optional(z.coerce.number().int().min(0).max(65535).default(4010)),
  // Loopback only: the reference upstream holds demo accounts and, with dev
  // operations on, answers behind the contract. It must never face a network.
  UPSTREAM_HOST: optional(z.enum(['127.0.0.1', 'localhost', '::1']).default('127.0.0.1')),
  UPSTREAM_DB: optional(z.string().default('.data/upstream.sqlite')),
  UPSTREAM_FILES: optional(z.string().default('.data/upstream-files')),
  UPSTREAM_DEV_OPS: flag('0'),
  UPSTREAM_LOG: flag('1'),
  UPSTREAM_SHAPES: optional(z.enum(['reference', 'spec']).default('reference')),
});

/**
 * `reference`: the reference upstream's own answers. `spec`: calls, request fields and answer
 * fields exactly as the spec names them (upstream/http/spec-shapes.ts).
 */
export type UpstreamShapes = 'reference' | 'spec';

export type UpstreamEnvironment = {
  port: number;
  host: string;
  dbPath: string;
  filesDir: string;
  devOps: boolean;
  log: boolean;
  shapes: UpstreamShapes;
};

/** Reads the UPSTREAM_* variables once; a bad value throws with every problem named. */
export function readUpstreamEnvironment(env: NodeJS.ProcessEnv): UpstreamEnvironment {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid upstream environment: ${problems.join('; ')}`);
  }
  const parsed = result.data;
  return {
    port: parsed.UPSTREAM_PORT,
    host: parsed.UPSTREAM_HOST,
    dbPath: fromRepoRoot(parsed.UPSTREAM_DB),
    filesDir: fromRepoRoot(parsed.UPSTREAM_FILES),
    devOps: parsed.UPSTREAM_DEV_OPS,
    log: parsed.UPSTREAM_LOG,
    shapes: parsed.UPSTREAM_SHAPES,
  };
}

// Relative paths are relative to the repository, not to wherever the command ran.
function fromRepoRoot(path: string): string {
  return isAbsolute(path) ? path : resolve(repoRoot, path);
}
