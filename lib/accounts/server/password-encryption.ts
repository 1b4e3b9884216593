import 'server-only';
import forge from 'node-forge';

/**
 * Password transport to upstream (protocols.md, JSEncrypt convention): RSAES-PKCS1-v1_5 over the
 * UTF-8 bytes with the key upstream hands out (bare Base64 SubjectPublicKeyInfo), Base64, then
 * URL-encoded. The browser never does this: it sends the plain password to its own origin only.
 */
export function encryptPassword(password: string, publicKeyBase64: string): string {
  const publicKey = forge.pki.publicKeyFromAsn1(forge.asn1.fromDer(forge.util.decode64(publicKeyBase64))) as forge.pki.rsa.PublicKey;
  const encrypted = publicKey.encrypt(forge.util.encodeUtf8(password), 'RSAES-PKCS1-V1_5');
  return encodeURIComponent(forge.util.encode64(encrypted));
}
