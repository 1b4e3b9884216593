import '@/lib/security/server-module';

// The configuration for server code (see env-core.ts); the marker keeps it out of client bundles.
export { EnvError, getEnv, parseEnv, type PortalEnv } from '../env-core';
