// Runs a command and appends everything it prints to a file, while still passing its output on:
//   node scripts/log-to-file.ts <file> <command> [args…]
// The browser tests start their servers through it (playwright.config.ts) so that a final check can
// read the logs of the whole run (tests/e2e/support/log-check.ts).
import { spawn } from 'node:child_process';
import { captureOutput } from './processes.ts';

const [file, command, ...args] = process.argv.slice(2);
if (!file || !command) {
  console.error('usage: node scripts/log-to-file.ts <file> <command> [args…]');
  process.exit(2);
}

const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
captureOutput(child, file);
child.stdout.pipe(process.stdout);
child.stderr.pipe(process.stderr);
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
