import { readdirSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '@/lib/bff/endpoint';
import { placeUrl } from '@/lib/bff/client';
import { fileUrl } from '@/lib/bff/file-url';
import * as myEpdApi from '@/lib/my-epd/addresses';

// Every endpoint a domain declares has its address in the domain's addresses.ts, and every address
// is a declared endpoint's (the compiler holds each one to its declaration; this holds the lists).
const domains = readdirSync('lib', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`lib/${entry.name}/endpoints.ts`))
  .map((entry) => entry.name);

describe('addresses', () => {
  it.each(domains)(
    'lib/%s/addresses.ts lists exactly its declared endpoints, with their places',
    async (domain) => {
      const declared = (await import(`@/lib/${domain}/endpoints.ts`)) as Record<string, unknown>;
      const addresses = (await import(`@/lib/${domain}/addresses.ts`)) as Record<string, unknown>;
      const endpoints = Object.entries(declared)
        .filter(([name]) => name.endsWith('Endpoints'))
        .flatMap(([, group]) => Object.entries(group as Record<string, Endpoint>));
      expect(endpoints.length).toBeGreaterThan(0);
      const places = Object.fromEntries(
        endpoints.map(([key, endpoint]) => [
          key,
          { method: endpoint.method, path: endpoint.path, ...(endpoint.body ? { body: endpoint.body } : {}) },
        ]),
      );
      expect(Object.fromEntries(Object.entries(addresses))).toEqual(places);
    },
  );

  it('fills path parameters encoded and keeps the rest for the query', () => {
    expect(
      placeUrl({ method: 'GET', path: '/api/x/:id/files/:name' }, { id: '7', name: 'a b/c', page: 2 }),
    ).toEqual({
      url: '/api/x/7/files/a%20b%2Fc',
      rest: { page: 2 },
    });
    expect(fileUrl(myEpdApi.download, { id: '12', kind: 'lcaAttachmentCn', productId: '5' })).toBe(
      '/api/applications/mine/12/download/lcaAttachmentCn?productId=5',
    );
    expect(fileUrl(myEpdApi.download, { id: '12', kind: 'quote' })).toBe(
      '/api/applications/mine/12/download/quote',
    );
  });
});
