import { createCipheriv, createDecipheriv } from 'node:crypto';

// protocols.md "Captcha": AES-128-ECB, PKCS#7 padding, key = the UTF-8 bytes of
// the 16-character secretKey, no IV, standard Base64. ECB is the protocol's
// choice, not ours: the browser widget computes the same captchaVerification.

export function encryptAesEcb(plain: string, secretKey: string): string {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(secretKey, 'utf8'), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

/** The plain text, or null when `encrypted` is not a ciphertext under this key. */
export function decryptAesEcb(encrypted: string, secretKey: string): string | null {
  try {
    const decipher = createDecipheriv('aes-128-ecb', Buffer.from(secretKey, 'utf8'), null);
    return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
