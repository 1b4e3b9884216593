import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { installForwardedForFromPeer, isProxyNetworkPeer } from '@/lib/security/server/forwarded-for';

/**
 * Security review (stop 24): with TRUSTED_PROXY_HOPS=0 a client reaching the portal directly named
 * its own X-Forwarded-For, and with it the key of every per-client limit. A real Node server here:
 * the rewrite runs where Node announces the request, before any handler (Next's) reads the header.
 */
let uninstall: () => void = () => {};
afterEach(() => uninstall());

async function headerSeen(sent: string | undefined): Promise<string | undefined> {
  const server = createServer((req, res) =>
    res.end(JSON.stringify({ seen: req.headers['x-forwarded-for'] ?? null })),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const answer = await fetch(`http://127.0.0.1:${port}/`, {
      headers: sent === undefined ? {} : { 'x-forwarded-for': sent },
    });
    return ((await answer.json()) as { seen: string | null }).seen ?? undefined;
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe('X-Forwarded-For with no trusted proxy', () => {
  it('from a peer on the internet, is the peer, whatever the client wrote', async () => {
    uninstall = installForwardedForFromPeer(0, () => false);
    expect(await headerSeen('198.51.100.1')).toBe('127.0.0.1');
    expect(await headerSeen('198.51.100.2, 203.0.113.9')).toBe('127.0.0.1');
    expect(await headerSeen(undefined)).toBe('127.0.0.1');
  });

  it('from a peer on a private network (a proxy in front), stays as that proxy wrote it', async () => {
    uninstall = installForwardedForFromPeer(0);
    expect(await headerSeen('198.51.100.1, 203.0.113.9')).toBe('198.51.100.1, 203.0.113.9');
  });

  it('with trusted proxies configured, is left alone', async () => {
    uninstall = installForwardedForFromPeer(1, () => false);
    expect(await headerSeen('203.0.113.9')).toBe('203.0.113.9');
  });
});

describe('isProxyNetworkPeer', () => {
  it.each([
    '127.0.0.1',
    '::1',
    '::ffff:127.0.0.1',
    '10.1.2.3',
    '172.20.0.5',
    '192.168.1.1',
    '::ffff:10.0.0.7',
    'fd00::1',
    'fe80::1',
    '100.64.0.1',
  ])('%s is loopback, private or link-local', (address) => expect(isProxyNetworkPeer(address)).toBe(true));
  it.each(['203.0.113.9', '8.8.8.8', '172.32.0.1', '::ffff:198.51.100.7', '2001:db8::1', '2400:cb00::1'])(
    '%s is on the internet',
    (address) => expect(isProxyNetworkPeer(address)).toBe(false),
  );
});
