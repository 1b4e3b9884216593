import 'server-only';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv4 } from 'node:net';

/**
 * Whose address the per-client rate limits count (lib/bff/rate-limit.ts `clientAddress`): the
 * entry of `X-Forwarded-For` that the trusted proxies appended. Next keeps a header the client
 * sent and fills it from the socket only when none came (`??=` in its base server), so a portal
 * reached directly was counted under whatever address the client wrote, a new one each request.
 *
 * With TRUSTED_PROXY_HOPS=0 this decides before Next sees the request, from who is connected:
 * a peer on the internet is the client itself, and the header becomes its address, whatever the
 * client wrote. A peer on loopback or a private network is taken for a proxy in front of the
 * portal (an ingress, a load balancer): its header stays, read from the right as one hop, as
 * before (README "Running many instances"). With hops set, the chain is left as the proxies built it.
 *
 * Node publishes `http.server.request.start` before it emits the request to Next's handler, as the
 * access log relies on (lib/observability/http-observer.ts).
 */
const PROXY_NETWORKS = new BlockList();
PROXY_NETWORKS.addSubnet('127.0.0.0', 8, 'ipv4');
PROXY_NETWORKS.addSubnet('10.0.0.0', 8, 'ipv4');
PROXY_NETWORKS.addSubnet('172.16.0.0', 12, 'ipv4');
PROXY_NETWORKS.addSubnet('192.168.0.0', 16, 'ipv4');
PROXY_NETWORKS.addSubnet('169.254.0.0', 16, 'ipv4');
PROXY_NETWORKS.addSubnet('100.64.0.0', 10, 'ipv4');
PROXY_NETWORKS.addAddress('::1', 'ipv6');
PROXY_NETWORKS.addSubnet('fc00::', 7, 'ipv6');
PROXY_NETWORKS.addSubnet('fe80::', 10, 'ipv6');

/** True for loopback, private and link-local peers (IPv4-mapped IPv6 read as IPv4). */
export function isProxyNetworkPeer(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const plain = mapped ?? address;
  return PROXY_NETWORKS.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
}

/**
 * Subscribes the rewrite (once per process). `isProxy` is the peer test, replaceable in tests
 * (whose peers are all on loopback); the returned function unsubscribes.
 */
export function installForwardedForFromPeer(trustedProxyHops: number, isProxy = isProxyNetworkPeer): () => void {
  if (trustedProxyHops > 0) return () => {};
  const rewrite = (message: unknown) => {
    const { request } = message as { request: IncomingMessage };
    const sent = request.headers['x-forwarded-for'];
    const peer = request.socket.remoteAddress;
    const header = peer && !isProxy(peer) ? peer : Array.isArray(sent) ? sent.join(', ') : sent;
    if (header === undefined) delete request.headers['x-forwarded-for'];
    else request.headers['x-forwarded-for'] = header;
  };
  subscribe('http.server.request.start', rewrite);
  return () => unsubscribe('http.server.request.start', rewrite);
}
