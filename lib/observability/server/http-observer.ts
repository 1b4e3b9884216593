import 'server-only';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { accessLogger as log } from './logger';
import { observeHttpRequest } from './metrics';
import { REQUEST_ID_HEADER } from '../request-id';
import { buildRouteTable, routeLabel } from '../route-label';

// Counts, times and logs every request from Node's HTTP diagnostics channels, since Next has no hook around a page render.
// The log line never holds the query: it can carry a reset or refer token.
type RequestMessage = { request: IncomingMessage; response: ServerResponse };

const INSTALLED = Symbol.for('portal.http-observer');
const flags = globalThis as { [INSTALLED]?: true };
const started = new WeakMap<IncomingMessage, number>();

export function installHttpObserver(): void {
  if (flags[INSTALLED]) return;
  flags[INSTALLED] = true;
  subscribe('http.server.request.start', (message) => {
    started.set((message as RequestMessage).request, performance.now());
  });
  subscribe('http.server.response.finish', (message) => {
    const { request, response } = message as RequestMessage;
    const start = started.get(request);
    if (start === undefined) return;
    const ms = performance.now() - start;
    const pathname = (request.url ?? '/').split('?')[0] ?? '/';
    const route = routeLabel(buildRouteTable(), pathname);
    const method = request.method ?? 'GET';
    observeHttpRequest(route, method, response.statusCode, ms / 1000);
    const requestId = response.getHeader(REQUEST_ID_HEADER) ?? request.headers[REQUEST_ID_HEADER];
    const line = {
      method,
      route,
      path: pathname,
      status: response.statusCode,
      ms: Math.round(ms * 10) / 10,
      requestId,
    };
    if (route === '/_next/*') log.debug(line, 'request');
    else log.info(line, 'request');
  });
}
