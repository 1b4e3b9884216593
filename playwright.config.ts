import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { freePort } from './scripts/processes.ts';

/**
 * Real Chromium against `next start` and the reference upstream, both started here on free
 * loopback ports with a database of their own, so tests never touch the demo's data. The ports
 * are chosen once, in the main process, and reach the workers through the environment.
 */
process.env.E2E_PORTAL_PORT ??= String(await freePort());
process.env.E2E_UPSTREAM_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
process.env.E2E_SESSION_PASSWORD ??= randomBytes(32).toString('base64url');
process.env.E2E_METRICS_TOKEN ??= randomBytes(24).toString('base64url');
// Everything the servers print, for the end-of-run check that no log line holds a secret.
process.env.E2E_LOG_DIR ??= path.join(process.env.E2E_DATA_DIR, 'logs');

const portalUrl = `http://localhost:${process.env.E2E_PORTAL_PORT}`;
const upstreamUrl = `http://127.0.0.1:${process.env.E2E_UPSTREAM_PORT}`;
process.env.E2E_PORTAL_URL = portalUrl;
process.env.E2E_UPSTREAM_URL = upstreamUrl;

// Debian's Chromium where no Playwright browser was downloaded (this machine cannot download one).
const systemChromium = '/usr/bin/chromium';
const launchOptions = {
  ...(existsSync(systemChromium) ? { executablePath: systemChromium } : {}),
  // A closed network: keep Chromium from reaching for Google's services at every start.
  args: [
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

const node = JSON.stringify(process.execPath);
const logTo = (name: string) =>
  `${node} scripts/log-to-file.ts ${JSON.stringify(path.join(process.env.E2E_LOG_DIR!, name))} ${node}`;

/**
 * The browser tests that change what other tests read from shared demo data (see the 'publishing'
 * project): they publish declarations, or authenticate 13100131000's company, which the gate tests
 * need unauthenticated.
 */
const PUBLISHING = /(declaration-journey|my-epd-applications|company-authentication)\.spec\.ts/;

/**
 * `E2E_UPSTREAM_SHAPES=spec` runs the business flows once more against the reference upstream in
 * spec-shaped mode (upstream/http/spec-shapes.ts): answers with exactly the fields the spec names,
 * unnamed request fields refused. Such a run has only the 'spec-shapes' projects; `npm run test:e2e`
 * makes both runs, each with servers of its own.
 */
const SHAPES = process.env.E2E_UPSTREAM_SHAPES === 'spec' ? 'spec' : 'reference';
const BUSINESS =
  /[\\/](apply-for-epd|my-epd-applications|declaration-journey|verification-requests|low-carbon-and-pcr|pcr|feedback-and-roles|personal-centre|messages-and-lca|epd-search|product-page|buyer-search|buyer-journey|compare|open-data-api)\.spec\.ts$/;
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions };

const referenceProjects = [
  {
    name: 'desktop',
    testIgnore: PUBLISHING,
    use: desktop,
  },
  {
    // The rendering checks also run on a 390 px phone; the flows run once, on desktop.
    name: 'phone',
    testMatch: /rendering.*\.spec\.ts/,
    use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
  },
  {
    // Flows that publish a declaration change what every visitor's search shows, and the company
    // authentication leaves 13100131000 authenticated: they run after the others, so a search
    // test never sees a record appear between its two reads and a gate test meets the status it expects.
    name: 'publishing',
    testMatch: PUBLISHING,
    dependencies: ['desktop', 'phone'],
    use: desktop,
  },
];

const specShapedProjects = [
  { name: 'spec-shapes', testMatch: BUSINESS, testIgnore: PUBLISHING, use: desktop },
  {
    name: 'spec-shapes-publishing',
    testMatch: PUBLISHING,
    testIgnore: /company-authentication/,
    dependencies: ['spec-shapes'],
    use: desktop,
  },
];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  // Runs while the servers are still up: reads the upstream's tokens, then checks every log.
  globalTeardown: './tests/e2e/support/log-check.ts',
  use: {
    baseURL: portalUrl,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: SHAPES === 'spec' ? specShapedProjects : referenceProjects,
  webServer: [
    {
      command: `${logTo('upstream.log')} upstream/server.ts`,
      url: `${upstreamUrl}/__dev/health`,
      env: {
        UPSTREAM_PORT: process.env.E2E_UPSTREAM_PORT,
        UPSTREAM_DB: path.join(process.env.E2E_DATA_DIR, 'upstream.sqlite'),
        UPSTREAM_FILES: path.join(process.env.E2E_DATA_DIR, 'files'),
        UPSTREAM_DEV_OPS: '1',
        // On: its request log is where a portal request id must show up (observability.spec.ts).
        UPSTREAM_LOG: '1',
        UPSTREAM_SHAPES: SHAPES,
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Never -H 127.0.0.1: Next rewrites it to localhost and next-intl's `/` rewrite loops (stack-notes.md).
      command: `${logTo('portal.log')} node_modules/next/dist/bin/next start -H localhost -p ${process.env.E2E_PORTAL_PORT}`,
      url: `${portalUrl}/api/health/ready`,
      env: {
        UPSTREAM_URL: upstreamUrl,
        SESSION_PASSWORD: process.env.E2E_SESSION_PASSWORD,
        PUBLIC_ORIGIN: portalUrl,
        LCA_TOOL_URL: `${upstreamUrl}/lca-tool`,
        PORTAL_DEV_OPS: '1',
        METRICS_TOKEN: process.env.E2E_METRICS_TOKEN,
        // A declaration the tests publish reaches the search's index within seconds (the default is a minute).
        EPD_INDEX_REFRESH_SECONDS: '2',
        NEXT_TELEMETRY_DISABLED: '1',
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
