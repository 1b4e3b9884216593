import { createCipheriv, randomUUID } from 'node:crypto';
import forge from 'node-forge';
import { expect } from 'vitest';
import type { TestUpstream } from './upstream-harness.ts';

// What the portal does around the accounts calls, done the way protocols.md says,
// so the tests talk to the upstream exactly as a browser widget and the BFF would.

export type LoginAnswer = {
  portalUserVO: {
    id: number;
    userName: string | null;
    userAccount: string;
    companyName: string | null;
    companyCode: string | null;
    auditStatus: number;
    accountType: number;
    industryCategoryName: string | null;
    reasonReject: string | null;
    companyType: number | null;
  };
  tokenVO: { token: string };
};

export type OutboxEntry = { to: string; channel: string; template: string; code: string; sentAt: number };

/** A clock the upstream reads; `advance` ages codes, captchas and tokens without waiting. */
export function testClock(): { now: () => number; advance(ms: number): void } {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance: (ms) => {
      offset += ms;
    },
  };
}

/** AES-128-ECB, PKCS#7, Base64: the widget's encryption (protocols.md), written independently of the upstream's. */
export function aesEcbBase64(plain: string, secretKey: string): string {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(secretKey, 'utf8'), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

type PuzzleData = { token: string; secretKey: string };

/** Gets a puzzle, reads its answer from the dev op, checks it, and returns the captchaVerification. */
export async function passCaptcha(upstream: TestUpstream): Promise<string> {
  const issued = await upstream.postJson<PuzzleData>('/n/captcha/get', {
    captchaType: 'blockPuzzle',
    clientUid: `slider-${randomUUID()}`,
    ts: Date.now(),
  });
  expect(issued.code).toBe(1);
  const answer = await upstream.getJson<{ x: number; y: number }>(`/__dev/captcha/${issued.data.token}`);
  const pointJson = JSON.stringify({ x: answer.data.x, y: answer.data.y });
  const checked = await upstream.postJson('/n/captcha/check', {
    captchaType: 'blockPuzzle',
    pointJson: aesEcbBase64(pointJson, issued.data.secretKey),
    token: issued.data.token,
  });
  expect(checked.code).toBe(1);
  return aesEcbBase64(`${issued.data.token}---${pointJson}`, issued.data.secretKey);
}

/** The newest code the outbox holds for a phone number or e-mail address. */
export async function latestCode(upstream: TestUpstream, to: string): Promise<string> {
  const outbox = await upstream.getJson<OutboxEntry[]>(`/__dev/outbox?to=${encodeURIComponent(to)}`);
  const newest = outbox.data[0];
  if (!newest) throw new Error(`No code was sent to ${to}`);
  return newest.code;
}

/** Sends an SMS code after a captcha, as the login dialog does, and returns the code delivered. */
export async function sendSmsCode(
  upstream: TestUpstream,
  phoneNumber: string,
  inlet = 'LOGIN',
): Promise<string> {
  const sent = await upstream.postJson('/n/plat/sms/checkcode/uc', {
    smsTemplateType: 'login',
    inlet,
    phoneNumber,
    token: await passCaptcha(upstream),
  });
  expect(sent).toMatchObject({ code: 1 });
  return latestCode(upstream, phoneNumber);
}

/** encodeURIComponent(Base64(RSA-PKCS1-v1_5(UTF-8 password))) with the account's public key, via node-forge. */
export async function encryptPassword(
  upstream: TestUpstream,
  userAccount: string,
  password: string,
): Promise<string> {
  const key = await upstream.postJson<string>('/n/user/getPublicKey', { userAccount });
  expect(key.code).toBe(1);
  const publicKey = forge.pki.publicKeyFromAsn1(
    forge.asn1.fromDer(forge.util.decode64(key.data)),
  ) as forge.pki.rsa.PublicKey;
  return encodeURIComponent(
    forge.util.encode64(publicKey.encrypt(forge.util.encodeUtf8(password), 'RSAES-PKCS1-V1_5')),
  );
}

/** A signed-in session for a seeded account, without a code. */
export async function devSession(upstream: TestUpstream, account: string): Promise<LoginAnswer> {
  const answer = await upstream.postJson<LoginAnswer>('/__dev/session', { account });
  expect(answer.code).toBe(1);
  return answer.data;
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(base64: string): { width: number; height: number } {
  const bytes = Buffer.from(base64, 'base64');
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
