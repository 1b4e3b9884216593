import '@/lib/security/server-module';

// The structured log for server code (see logger-core.ts); the marker keeps pino out of client bundles.
export { accessLogger, describeError, logger } from '../logger-core';
