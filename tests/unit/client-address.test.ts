import { describe, expect, it } from 'vitest';
import { clientAddress } from '@/lib/bff/server/rate-limit';

/**
 * The subject of the per-client rate limits (lib/bff/server/rate-limit.ts): read from the right of
 * X-Forwarded-For, where the trusted proxies wrote, never from the left, where the client writes.
 */
describe('clientAddress', () => {
  it('behind one proxy, is the address the proxy appended, whatever the client sent before it', () => {
    expect(clientAddress('198.51.100.1, 203.0.113.9', 1)).toBe('203.0.113.9');
    expect(clientAddress('198.51.100.2, 203.0.113.9', 1)).toBe('203.0.113.9');
    expect(clientAddress('203.0.113.9', 1)).toBe('203.0.113.9');
  });

  it('behind two proxies, is the address the outer one appended', () => {
    expect(clientAddress('10.0.0.8, 203.0.113.9, 10.1.2.3', 2)).toBe('203.0.113.9');
  });

  it('with no proxy, is the last entry (Next writes the socket address when the client sent none)', () => {
    expect(clientAddress('::ffff:127.0.0.1', 0)).toBe('::ffff:127.0.0.1');
    expect(clientAddress(null, 0)).toBe('local');
    expect(clientAddress(' , ', 0)).toBe('local');
  });

  it('with fewer entries than proxies, takes the leftmost rather than nothing', () => {
    expect(clientAddress('203.0.113.9', 3)).toBe('203.0.113.9');
  });
});
