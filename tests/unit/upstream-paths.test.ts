import { describe, expect, it } from 'vitest';
import { fillPath, isTokenlessPath, normaliseUpstreamPath } from '@/lib/upstream/paths';

describe('normaliseUpstreamPath', () => {
  it.each([
    ['/api/n/menu/all', '/n/menu/all'],
    ['/n/menu/all', '/n/menu/all'],
    ['n/menu/all', '/n/menu/all'],
    ['api/n/user/email/logoff/send', '/n/user/email/logoff/send'],
    ['p/portal/company/user/12', '/p/portal/company/user/12'],
    ['//p//epd/page', '/p/epd/page'],
  ])('%s → %s', (raw, expected) => {
    expect(normaliseUpstreamPath(raw)).toBe(expected);
  });

  it('knows which calls never carry a token', () => {
    expect(isTokenlessPath('/api/n/epd/7')).toBe(true);
    expect(isTokenlessPath('p/epd/page')).toBe(false);
  });

  it('fills and encodes path parameters', () => {
    expect(fillPath('/n/dict/list/:type', { type: 'RESOURCE_TYPE' })).toBe('/n/dict/list/RESOURCE_TYPE');
    expect(fillPath('/n/attachment/online/:id', { id: '../x' })).toBe('/n/attachment/online/..%2Fx');
    expect(() => fillPath('/n/epd/:id', {})).toThrow(/Missing path parameter/);
  });
});
