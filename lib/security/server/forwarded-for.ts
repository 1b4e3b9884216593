import 'server-only';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv4 } from 'node:net';

// Whose address the per-client rate limits count (lib/bff/server/rate-limit.ts). With TRUSTED_PROXY_HOPS=0 an internet peer is
// the client, whatever X-Forwarded-For it wrote, and a loopback or private peer is a proxy whose header stays; with hops
// set the chain stays as the proxies built it. Runs on `http.server.request.start`, before Next sees the request.
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

/** Subscribes the rewrite once per process (`isProxy` is replaceable in tests); returns the unsubscribe. */
export function installForwardedForFromPeer(
  trustedProxyHops: number,
  isProxy = isProxyNetworkPeer,
): () => void {
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
