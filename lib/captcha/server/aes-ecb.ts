import 'server-only';
import { createCipheriv } from 'node:crypto';

/**
 * AJ-Captcha's encryption (protocols.md): AES-128-ECB, PKCS#7 padding, the key the UTF-8 bytes of
 * the 16-character secretKey, no IV, standard Base64. ECB is the protocol's choice, not ours: it
 * protects nothing secret here, only the shape the platform expects.
 */
export function aesEcbBase64(plaintext: string, secretKey: string): string {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(secretKey, 'utf8'), null);
  return Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]).toString('base64');
}
