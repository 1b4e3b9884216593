import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A loopback HTTP proxy between a portal and the reference upstream that breaks on demand, so a
 * test can show what users see when the platform fails, and that the portal recovers when it heals.
 * Every request is forwarded unchanged while `fault` is 'none'.
 */
export const FAULTS = ['stopped', 'slow', 'error-500', 'garbage', 'truncated', 'reset'] as const;
export type Fault = (typeof FAULTS)[number] | 'none';

/** What each fault does, in the words of the report's fault table. */
export const FAULT_DESCRIPTIONS: Record<Fault, string> = {
  none: 'answers forwarded',
  stopped: 'nothing listens (connection refused)',
  slow: 'headers only after 30 s',
  'error-500': 'every answer is a 500 HTML page',
  garbage: '200 with an HTML body where JSON is expected',
  truncated: '200 whose body stops halfway (content-length says more)',
  reset: 'connection reset (TCP RST) on every request',
};

const SLOW_MS = 30_000;

/** A request the proxy holds until the test releases it (to keep a call in flight on purpose). */
export type HeldRequest = { arrived: Promise<void>; release(): void };

export class FaultProxy {
  fault: Fault = 'none';
  readonly url: string;
  private readonly sockets = new Set<Socket>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private holds: { path: RegExp; arrive: () => void; released: Promise<void> }[] = [];

  private constructor(
    private server: Server,
    private readonly port: number,
    private readonly target: URL,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  static async start(target: string): Promise<FaultProxy> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const proxy = new FaultProxy(server, (server.address() as AddressInfo).port, new URL(target));
    proxy.attach(server);
    return proxy;
  }

  /** Switches the fault; 'stopped' closes the listener, leaving it reopens on the same port. */
  async setFault(fault: Fault): Promise<void> {
    const wasStopped = this.fault === 'stopped';
    this.fault = fault;
    if (fault === 'stopped' && !wasStopped) {
      const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
      this.dropAll();
      await closed;
    } else if (fault !== 'stopped' && wasStopped) {
      this.server = createServer();
      this.attach(this.server);
      await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
    } else {
      // Connections the last fault left hanging (slow answers) end now.
      this.dropAll();
    }
  }

  /** Holds the next request whose path matches until `release()`; `arrived` resolves when it comes. */
  hold(path: RegExp): HeldRequest {
    let arrive!: () => void;
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    this.holds.push({ path, arrive, released });
    return { arrived, release };
  }

  async close(): Promise<void> {
    if (this.fault === 'stopped') return;
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.dropAll();
    await closed;
  }

  private attach(server: Server): void {
    server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    server.on('request', (req, res) => void this.handle(req, res));
  }

  private dropAll(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const socket of this.sockets) socket.destroy();
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const hold = this.holds.find((candidate) => candidate.path.test(req.url ?? ''));
    if (hold) {
      this.holds = this.holds.filter((candidate) => candidate !== hold);
      hold.arrive();
      await hold.released;
    }
    switch (this.fault) {
      case 'none':
      case 'stopped':
        return this.forward(req, res);
      case 'slow': {
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          this.forward(req, res);
        }, SLOW_MS);
        this.timers.add(timer);
        return;
      }
      case 'error-500':
        res.writeHead(500, { 'content-type': 'text/html' });
        res.end('<html><body><h1>500 Internal Server Error</h1></body></html>');
        return;
      case 'garbage':
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('<html><body>Welcome to the hotel network. Please sign in.</body></html>');
        return;
      case 'truncated':
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '4096' });
        res.write('{"code":1,"message":"success","data":[{"id":1,"na');
        // Flushed, then the connection ends before the promised 4096 bytes.
        setImmediate(() => req.socket.destroy());
        return;
      case 'reset':
        req.socket.resetAndDestroy();
        return;
    }
  }

  private forward(req: IncomingMessage, res: ServerResponse): void {
    const upstream = request(
      new URL(req.url ?? '/', this.target),
      { method: req.method, headers: { ...req.headers, host: this.target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  }
}
