import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the scripted upstream received. */
export type SeenRequest = { url: string; method: string; authorization: string | undefined; body: unknown };

/**
 * A scripted upstream for unit tests of the portal's calls: it records every request and answers
 * each with the envelope `answer` gives; `UPSTREAM_URL` points the portal's client at it.
 */
export async function startScriptedUpstream(
  answer: (request: SeenRequest) => { code: number; data: unknown; message: string },
): Promise<{ seen: SeenRequest[]; close: () => Promise<void> }> {
  const seen: SeenRequest[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const request = {
        url: req.url ?? '',
        method: req.method ?? '',
        authorization: req.headers.authorization,
        body: raw ? JSON.parse(raw) : undefined,
      };
      seen.push(request);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer(request)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.UPSTREAM_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  process.env.SESSION_PASSWORD = 'p'.repeat(40);
  return { seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
