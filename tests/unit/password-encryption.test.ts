import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptPassword } from '@/lib/accounts/server/password-encryption';

/**
 * The BFF encrypts with node-forge; this decrypts with an independent implementation: the raw RSA
 * operation on BigInts with the private key exported by Node's crypto, then PKCS#1 v1.5 unpadding
 * by hand (Node itself refuses PKCS#1 v1.5 decryption since the Marvin advisory).
 */
function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

const fromBase64Url = (value: string) => BigInt(`0x${Buffer.from(value, 'base64url').toString('hex')}`);

function decrypt(ciphertextBase64: string, jwk: { n: string; d: string }): string {
  const n = fromBase64Url(jwk.n);
  const d = fromBase64Url(jwk.d);
  const size = Buffer.from(jwk.n, 'base64url').length;
  const c = BigInt(`0x${Buffer.from(ciphertextBase64, 'base64').toString('hex')}`);
  const block = Buffer.from(
    modPow(c, d, n)
      .toString(16)
      .padStart(size * 2, '0'),
    'hex',
  );
  // EM = 0x00 || 0x02 || PS (non-zero, at least 8 bytes) || 0x00 || M
  expect(block[0]).toBe(0x00);
  expect(block[1]).toBe(0x02);
  const separator = block.indexOf(0x00, 2);
  expect(separator).toBeGreaterThanOrEqual(10);
  return block.subarray(separator + 1).toString('utf8');
}

describe('password encryption (protocols.md)', () => {
  for (const bits of [1024, 2048]) {
    it(`encrypts so that the private key of a ${bits}-bit pair recovers the password`, () => {
      const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: bits });
      const spkiBase64 = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
      expect(spkiBase64.startsWith(bits === 1024 ? 'MIGf' : 'MIIBIj')).toBe(true);
      const jwk = privateKey.export({ format: 'jwk' }) as { n: string; d: string };
      for (const password of ['Demo2026pass', '钢铁Steel2026', 'a+b/c=d&e?f']) {
        const encoded = encryptPassword(password, spkiBase64);
        // URL-encoded Base64: no raw +, / or = survive.
        expect(encoded).not.toMatch(/[+/=]/);
        expect(decrypt(decodeURIComponent(encoded), jwk)).toBe(password);
      }
    });
  }

  it('pads randomly: the same password never encrypts the same way twice', () => {
    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    expect(encryptPassword('Demo2026pass', spki)).not.toBe(encryptPassword('Demo2026pass', spki));
  });
});
