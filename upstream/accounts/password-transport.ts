import { generateKeyPairSync } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import forge from 'node-forge';
import { execute, queryOne } from '../db/sql.ts';

// protocols.md "Password encryption": the portal encrypts a password with the
// public key (RSAES-PKCS1-v1_5 over UTF-8, Base64, then encodeURIComponent) and
// the platform decrypts it here. One 2048-bit key pair per database, made on first use.

type KeyRow = { publicKeySpki: string; privateKeyPem: string };

const parsedPrivateKeys = new WeakMap<DatabaseSync, forge.pki.rsa.PrivateKey>();

/** Bare Base64 of the X.509 SubjectPublicKeyInfo ("MIIBIj…"), as POST /n/user/getPublicKey answers it. */
export function publicKeyBase64(db: DatabaseSync, now: number): string {
  return keyPair(db, now).publicKeySpki;
}

/**
 * The plain password inside a `userPassword` / `newuserAccount` field, or null
 * when it is not a ciphertext of our key. Node's own RSA refuses PKCS#1 v1.5
 * decryption (the Marvin attack), so node-forge decrypts, as protocols.md names.
 */
export function decryptPassword(db: DatabaseSync, field: string, now: number): string | null {
  let bytes: string;
  try {
    bytes = forge.util.decode64(decodeURIComponent(field.trim()));
  } catch {
    return null;
  }
  const privateKey = privateKeyOf(db, now);
  const length = Math.ceil(privateKey.n.bitLength() / 8);
  // Some JavaScript RSA libraries drop a leading zero byte of the ciphertext.
  if (bytes.length === length - 1) bytes = `\u0000${bytes}`;
  if (bytes.length !== length) return null;
  try {
    return forge.util.decodeUtf8(privateKey.decrypt(bytes, 'RSAES-PKCS1-V1_5'));
  } catch {
    return null;
  }
}

function privateKeyOf(db: DatabaseSync, now: number): forge.pki.rsa.PrivateKey {
  let privateKey = parsedPrivateKeys.get(db);
  if (!privateKey) {
    privateKey = forge.pki.privateKeyFromPem(keyPair(db, now).privateKeyPem) as forge.pki.rsa.PrivateKey;
    parsedPrivateKeys.set(db, privateKey);
  }
  return privateKey;
}

function keyPair(db: DatabaseSync, now: number): KeyRow {
  const select = (): KeyRow | undefined =>
    queryOne<KeyRow>(
      db,
      'SELECT public_key_spki AS publicKeySpki, private_key_pem AS privateKeyPem FROM rsa_keys WHERE id = 1',
    );
  const existing = select();
  if (existing) return existing;

  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  // Two first requests at once: the first insert wins and both read it back.
  execute(
    db,
    `INSERT OR IGNORE INTO rsa_keys (id, public_key_spki, private_key_pem, created_at)
     VALUES (1, ?, ?, ?)`,
    publicKey.toString('base64'),
    privateKey,
    now,
  );
  const stored = select();
  if (!stored) throw new Error('RSA key pair was not stored');
  return stored;
}
