import { describe, expect, it } from 'vitest';
import { aesEcbBase64 } from '@/lib/captcha/server/aes-ecb';

// The test vectors of protocols.md, checked there with independent implementations.
describe('AJ-Captcha encryption', () => {
  it('encrypts a pointJson', () => {
    expect(aesEcbBase64('{"x":205,"y":5}', 'XwKsGlMcdPMEhR1B')).toBe('a5StZg8JbrTwLtn46Xiang==');
  });

  it('builds the captchaVerification a code-sending call carries', () => {
    expect(aesEcbBase64('71dd26999e314f9abb0c635336976635---{"x":205,"y":5}', 'XwKsGlMcdPMEhR1B')).toBe(
      'G9SZygOxPyG0IeLT0t3AYuAvIWVTh9WAN5L7dAQCf8W/WjaQrg+BsRazH2v5gpqatH5tYuGSg0d62stK9A+PUA==',
    );
  });
});
