import http from 'node:http';

export type StreamedAnswer = { status: number | string; body: string; sentBytes: number };

/**
 * POSTs `total` bytes to `url` as a script would, made as they go (`head`, spaces, then `tail`
 * as the last bytes), and stops sending as soon as an answer comes. `holdAfterHead` sends only
 * `head` until then. Resolves with the answer, or with the connection's error code. For the
 * memory bench (bench/memory.ts) and the bounded-requests browser tests.
 */
export function streamBody(
  url: string,
  options: {
    headers: Record<string, string>;
    total: number;
    declareLength: boolean;
    head?: Uint8Array;
    tail?: Uint8Array;
    holdAfterHead?: boolean;
  },
): Promise<StreamedAnswer> {
  return new Promise((resolve) => {
    const headers = {
      ...options.headers,
      ...(options.declareLength ? { 'content-length': String(options.total) } : {}),
    };
    const req = http.request(url, { method: 'POST', headers });
    const head = Buffer.from(options.head ?? []);
    const tail = Buffer.from(options.tail ?? []);
    const filler = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body, sentBytes: sent });
        req.destroy();
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (!answered) resolve({ status: error.code ?? 'error', body: '', sentBytes: sent });
    });
    const pump = () => {
      if (sent === 0 && head.length) {
        sent += head.length;
        req.write(head);
        if (options.holdAfterHead) return;
      }
      while (sent < options.total && !answered && !req.destroyed) {
        const left = options.total - sent;
        const chunk =
          tail.length && left <= tail.length + filler.length
            ? Buffer.concat([filler.subarray(0, left - tail.length), tail])
            : filler.subarray(0, Math.min(filler.length, left));
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}
