import { describe, expect, it } from 'vitest';
import {
  productPathFor,
  productReturnCookie,
  rememberProduct,
  visitorReturnPath,
} from '@/lib/guards/product-return';

describe('the product page a report was opened from ("stored pdf id", business.md 2.2)', () => {
  it('remembers the report of each product page shown, newest first, a few at most', () => {
    let cookie: string | null = null;
    for (let epd = 1; epd <= 12; epd++)
      cookie = rememberProduct(cookie, { businessId: String(30 + epd), epdId: String(epd) });
    expect(cookie!.split('~')).toHaveLength(8);
    expect(productPathFor(cookie, '42')).toBe('/app/epd/12');
    expect(productPathFor(cookie, '31')).toBeNull();
    // Seen again: moves to the front, once.
    cookie = rememberProduct(cookie, { businessId: '40', epdId: '10' });
    expect(cookie!.split('~')[0]).toBe('40.10');
    expect(cookie!.split('~').filter((entry) => entry.startsWith('40.'))).toHaveLength(1);
  });

  it('sends a visitor back to the product page of the report, else to the mobile login for it', () => {
    const cookie = rememberProduct(null, { businessId: '34', epdId: '1' });
    expect(visitorReturnPath(cookie, '34')).toBe('/app/epd/1');
    expect(visitorReturnPath(cookie, '35')).toBe('/Loginapp?id=35');
    expect(visitorReturnPath(undefined, '34')).toBe('/Loginapp?id=34');
    // No report named (/appLoginform without `id`): the product page opened last (spec review, stop 24).
    expect(visitorReturnPath(rememberProduct(cookie, { businessId: '36', epdId: '3' }), null)).toBe(
      '/app/epd/3',
    );
    expect(visitorReturnPath(undefined, null)).toBe('/appLogin');
  });

  it('ignores anything in the cookie that is not a pair of ids', () => {
    for (const forged of ['34.//evil.example', '34.1/../x', 'x.y', '34', '34.0', '__proto__.1', '34.1.2']) {
      expect(productPathFor(forged, '34'), forged).toBeNull();
    }
    expect(productPathFor('junk~34.7~x', '34')).toBe('/app/epd/7');
    expect(rememberProduct('junk', { businessId: '__proto__', epdId: '1' })).toBe('junk');
  });

  it('is an httpOnly cookie for the whole site, Secure over HTTPS', () => {
    expect(productReturnCookie('34.1', true)).toBe(
      'epd_return=34.1; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure',
    );
    expect(productReturnCookie('34.1', false)).not.toContain('Secure');
  });
});
