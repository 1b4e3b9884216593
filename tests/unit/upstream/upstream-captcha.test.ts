import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptAesEcb, encryptAesEcb } from '../../../upstream/captcha/captcha-cipher.ts';
import { aesEcbBase64, pngSize, testClock } from './account-helpers.ts';
import type { TestUpstream } from './upstream-harness.ts';
import { makeTempDir, startTestUpstream } from './upstream-harness.ts';

type Puzzle = {
  captchaType: string;
  token: string;
  secretKey: string;
  originalImageBase64: string;
  jigsawImageBase64: string;
};
type ClickWords = {
  captchaType: string;
  token: string;
  secretKey: string;
  originalImageBase64: string;
  wordList: string[];
};
type CaptchaEnvelope<T = unknown> = {
  code: number | string;
  data: T;
  message: string;
  repMsg: string | null;
};

let upstream: TestUpstream;
const clock = testClock();
const temp = makeTempDir();

beforeAll(async () => {
  upstream = await startTestUpstream(temp.dir, { now: clock.now });
});

afterAll(async () => {
  await upstream.close();
  temp.remove();
});

const getPuzzle = async (clientUid = `slider-${randomUUID()}`) =>
  (await upstream.postJson<Puzzle>('/n/captcha/get', {
    captchaType: 'blockPuzzle',
    clientUid,
    ts: Date.now(),
  })) as CaptchaEnvelope<Puzzle>;

const check = async (token: string, secretKey: string, point: unknown, captchaType = 'blockPuzzle') => {
  const pointJson = JSON.stringify(point);
  const answer = (await upstream.postJson('/n/captcha/check', {
    captchaType,
    pointJson: aesEcbBase64(pointJson, secretKey),
    token,
  })) as CaptchaEnvelope;
  return { answer, verification: aesEcbBase64(`${token}---${pointJson}`, secretKey) };
};

const puzzleAnswer = async (token: string) =>
  (await upstream.getJson<{ captchaType: string; x: number; y: number }>(`/__dev/captcha/${token}`)).data;

describe('captcha encryption (protocols.md test vectors)', () => {
  it('encrypts the point and the verification exactly as the vectors say', () => {
    expect(encryptAesEcb('{"x":205,"y":5}', 'XwKsGlMcdPMEhR1B')).toBe('a5StZg8JbrTwLtn46Xiang==');
    expect(encryptAesEcb('71dd26999e314f9abb0c635336976635---{"x":205,"y":5}', 'XwKsGlMcdPMEhR1B')).toBe(
      'G9SZygOxPyG0IeLT0t3AYuAvIWVTh9WAN5L7dAQCf8W/WjaQrg+BsRazH2v5gpqatH5tYuGSg0d62stK9A+PUA==',
    );
    expect(aesEcbBase64('{"x":205,"y":5}', 'XwKsGlMcdPMEhR1B')).toBe('a5StZg8JbrTwLtn46Xiang==');
    expect(decryptAesEcb('a5StZg8JbrTwLtn46Xiang==', 'XwKsGlMcdPMEhR1B')).toBe('{"x":205,"y":5}');
    expect(decryptAesEcb('not a ciphertext', 'XwKsGlMcdPMEhR1B')).toBeNull();
  });
});

describe('slider puzzle', () => {
  it('issues a 310×155 background and a 47×155 piece with a token and a secret key, never the answer', async () => {
    const issued = await getPuzzle();
    expect(issued).toMatchObject({ code: 1, repMsg: null });
    expect(issued.data.token).toMatch(/^[0-9a-f]{32}$/);
    expect(issued.data.secretKey).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(pngSize(issued.data.originalImageBase64)).toEqual({ width: 310, height: 155 });
    expect(pngSize(issued.data.jigsawImageBase64)).toEqual({ width: 47, height: 155 });
    expect(Object.keys(issued.data).sort()).toEqual(
      ['captchaType', 'jigsawImageBase64', 'originalImageBase64', 'secretKey', 'token'].sort(),
    );

    const answer = await puzzleAnswer(issued.data.token);
    expect(answer.captchaType).toBe('blockPuzzle');
    expect(answer.x).toBeGreaterThanOrEqual(100);
    expect(answer.x).toBeLessThanOrEqual(262);
    expect(answer.y).toBe(5);
  });

  it('passes within 5 px, and the verification is accepted once', async () => {
    const issued = await getPuzzle();
    const { x } = await puzzleAnswer(issued.data.token);
    const { answer, verification } = await check(issued.data.token, issued.data.secretKey, {
      x: x + 4.7,
      y: 5,
    });
    expect(answer).toMatchObject({ code: 1, data: { result: true, token: issued.data.token } });

    expect((await upstream.postJson('/n/captcha/verify', { captchaVerification: verification })).code).toBe(
      1,
    );
    expect(await upstream.postJson('/n/captcha/verify', { captchaVerification: verification })).toMatchObject(
      {
        code: 6110,
      },
    );
  });

  it('fails a wrong x with 6111 and uses the token up', async () => {
    const issued = await getPuzzle();
    const { x } = await puzzleAnswer(issued.data.token);
    const wrong = await check(issued.data.token, issued.data.secretKey, { x: x + 6, y: 5 });
    expect(wrong.answer).toMatchObject({ code: 6111, data: null, repMsg: '验证失败' });

    const again = await check(issued.data.token, issued.data.secretKey, { x, y: 5 });
    expect(again.answer.code).toBe(6110);
    expect(
      (await upstream.postJson('/n/captcha/verify', { captchaVerification: wrong.verification })).code,
    ).toBe(6110);
  });

  it('answers 6110 for an unknown token and for a captcha older than 120 s', async () => {
    expect((await check('0'.repeat(32), 'XwKsGlMcdPMEhR1B', { x: 120, y: 5 })).answer.code).toBe(6110);

    const issued = await getPuzzle();
    const { x } = await puzzleAnswer(issued.data.token);
    clock.advance(121_000);
    const late = await check(issued.data.token, issued.data.secretKey, { x, y: 5 });
    expect(late.answer).toMatchObject({ code: 6110 });
    expect(late.answer.repMsg).toBeTruthy();
  });

  it('refuses a verification presented more than 180 s after the pass', async () => {
    const issued = await getPuzzle();
    const { x } = await puzzleAnswer(issued.data.token);
    const { verification } = await check(issued.data.token, issued.data.secretKey, { x, y: 5 });
    clock.advance(181_000);
    expect((await upstream.postJson('/n/captcha/verify', { captchaVerification: verification })).code).toBe(
      6110,
    );
  });

  it('answers "0011" when a required field is missing', async () => {
    const answer = (await upstream.postJson('/n/captcha/get', {
      captchaType: 'blockPuzzle',
    })) as CaptchaEnvelope;
    expect(answer).toMatchObject({ code: '0011', data: null });
    const english = (await upstream.postJson(
      '/n/captcha/check',
      { captchaType: 'blockPuzzle', token: 'x' },
      { language: 'en' },
    )) as CaptchaEnvelope;
    expect(english).toMatchObject({ code: '0011', repMsg: 'A required field is empty' });
  });

  it('answers 6201 to the 21st get of one widget within a minute', async () => {
    const clientUid = `slider-${randomUUID()}`;
    for (let index = 0; index < 20; index += 1) {
      expect((await getPuzzle(clientUid)).code).toBe(1);
    }
    const refused = await getPuzzle(clientUid);
    expect(refused).toMatchObject({ code: 6201, data: null });
    expect((await getPuzzle()).code).toBe(1);
    clock.advance(61_000);
    expect((await getPuzzle(clientUid)).code).toBe(1);
  });

  it('locks get with 6202 after 10 failed checks', async () => {
    const clientUid = `slider-${randomUUID()}`;
    for (let index = 0; index < 10; index += 1) {
      const issued = await getPuzzle(clientUid);
      const { x } = await puzzleAnswer(issued.data.token);
      expect((await check(issued.data.token, issued.data.secretKey, { x: x + 40, y: 5 })).answer.code).toBe(
        6111,
      );
    }
    expect((await getPuzzle(clientUid)).code).toBe(6202);
    clock.advance(5 * 60_000 + 1000);
    expect((await getPuzzle(clientUid)).code).toBe(1);
  });
});

describe('click words', () => {
  it('asks for 3 characters on a 310×155 image and passes clicks within 25 px, in order', async () => {
    const issued = (await upstream.postJson<ClickWords>('/n/captcha/get', {
      captchaType: 'clickWord',
      clientUid: `point-${randomUUID()}`,
      ts: Date.now(),
    })) as CaptchaEnvelope<ClickWords>;
    expect(issued.code).toBe(1);
    expect(issued.data.wordList).toHaveLength(3);
    for (const word of issued.data.wordList) expect(word).toMatch(/^[\u4e00-\u9fff]$/);
    expect(pngSize(issued.data.originalImageBase64)).toEqual({ width: 310, height: 155 });

    const answer = (
      await upstream.getJson<{ captchaType: string; points: { x: number; y: number }[]; wordList: string[] }>(
        `/__dev/captcha/${issued.data.token}`,
      )
    ).data;
    expect(answer.wordList).toEqual(issued.data.wordList);
    expect(answer.points).toHaveLength(3);

    const clicks = answer.points.map((point) => ({ x: point.x + 20, y: point.y - 20 }));
    const passed = await check(issued.data.token, issued.data.secretKey, clicks, 'clickWord');
    expect(passed.answer.code).toBe(1);
    expect(
      (await upstream.postJson('/n/captcha/verify', { captchaVerification: passed.verification })).code,
    ).toBe(1);
  });

  it('fails clicks in the wrong order', async () => {
    const issued = (await upstream.postJson<ClickWords>('/n/captcha/get', {
      captchaType: 'clickWord',
      clientUid: `point-${randomUUID()}`,
      ts: Date.now(),
    })) as CaptchaEnvelope<ClickWords>;
    const { points } = (
      await upstream.getJson<{ points: { x: number; y: number }[] }>(`/__dev/captcha/${issued.data.token}`)
    ).data;
    const reversed = [...points].reverse();
    expect((await check(issued.data.token, issued.data.secretKey, reversed, 'clickWord')).answer.code).toBe(
      6111,
    );
  });
});
