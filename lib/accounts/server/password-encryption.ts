import 'server-only';
import forge from 'node-forge';

/** Password transport to upstream (protocols.md): RSAES-PKCS1-v1_5 with upstream's key, Base64, URL-encoded. The browser
 * never does this: it sends the plain password to its own origin only. */
export function encryptPassword(password: string, publicKeyBase64: string): string {
  const publicKey = forge.pki.publicKeyFromAsn1(
    forge.asn1.fromDer(forge.util.decode64(publicKeyBase64)),
  ) as forge.pki.rsa.PublicKey;
  const encrypted = publicKey.encrypt(forge.util.encodeUtf8(password), 'RSAES-PKCS1-V1_5');
  return encodeURIComponent(forge.util.encode64(encrypted));
}
