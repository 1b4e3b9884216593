// A small round-robin load balancer for `npm run bench`'s many-instances figures: each request goes
// to the next backend in turn, streamed both ways over keep-alive connections. Loopback only; it
// stands in for the balancer ops put in front of the containers, nothing more (no health checks).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type LoadBalancer = { url: string; close(): Promise<void> };

export async function startLoadBalancer(backends: readonly string[]): Promise<LoadBalancer> {
  const targets = backends.map((backend) => new URL(backend));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  const server = http.createServer((request, response) => {
    const target = targets[next++ % targets.length]!;
    const forwarded = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: target.host },
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
