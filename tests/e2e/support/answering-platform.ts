import { randomBytes } from 'node:crypto';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Browser, type BrowserContext } from '@playwright/test';
import { freePort, startPortalProcess, waitForUrl, type Started } from '../../../scripts/processes.ts';

/** What a platform answers to one call instead of the reference upstream; null: the reference answers. */
export type Answer = { status: number; body: unknown } | null;
export type Answering = (call: { method: string; path: string; signedIn: boolean }) => Answer;

/**
 * A platform that answers some calls its own way (a setting switched off, a call it does not know,
 * a token it insists on) and leaves the rest to the reference upstream, with a portal of its own in
 * front of it: what users of a portal deployed against such a platform see. The shared test portal
 * and its upstream are never changed, so tests running beside it are not disturbed.
 */
export class AnsweringPlatform {
  private constructor(
    readonly origin: string,
    private readonly portal: Started,
    private readonly closeProxy: () => Promise<void>,
  ) {}

  static async start(answering: Answering): Promise<AnsweringPlatform> {
    const target = new URL(process.env.E2E_UPSTREAM_URL!);
    const proxy = createServer((req: IncomingMessage, res: ServerResponse) => {
      const path = new URL(req.url ?? '/', target).pathname;
      const answer = answering({
        method: req.method ?? 'GET',
        path,
        signedIn: Boolean(req.headers.authorization),
      });
      if (answer) {
        req.resume();
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
        return;
      }
      const forwarded = request(
        new URL(req.url ?? '/', target),
        { method: req.method, headers: { ...req.headers, host: target.host } },
        (upstream) => {
          res.writeHead(upstream.statusCode ?? 502, upstream.headers);
          upstream.pipe(res);
        },
      );
      forwarded.on('error', () => res.destroy());
      req.pipe(forwarded);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const port = await freePort();
    const origin = `http://localhost:${port}`;
    const portal = startPortalProcess({
      port,
      host: 'localhost',
      quiet: true,
      env: {
        UPSTREAM_URL: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
        SESSION_PASSWORD: randomBytes(32).toString('base64url'),
        PUBLIC_ORIGIN: origin,
        PORTAL_DEV_OPS: '1',
        NEXT_TELEMETRY_DISABLED: '1',
      },
    });
    await waitForUrl(`${origin}/api/health/ready`, 90_000);
    return new AnsweringPlatform(
      origin,
      portal,
      () => new Promise<void>((resolve) => proxy.close(() => resolve())),
    );
  }

  /** A browser context on this portal, signed in as `account` through its /api/dev/session when given. */
  async context(
    browser: Browser,
    options: { account?: string; lang?: 'zh' | 'en' } = {},
  ): Promise<BrowserContext> {
    const context = await browser.newContext({
      baseURL: this.origin,
      locale: options.lang === 'en' ? 'en-US' : 'zh-CN',
    });
    if (options.account) {
      const login = await context.request.post('/api/dev/session', {
        data: { account: options.account },
        headers: { origin: this.origin },
      });
      expect(login.status(), await login.text()).toBe(200);
    }
    return context;
  }

  async stop(): Promise<void> {
    await this.portal.stop();
    await this.closeProxy();
  }
}

/** The platform's envelope. */
export const envelope = (data: unknown, code = 1, message = 'success') => ({ code, data, message });
