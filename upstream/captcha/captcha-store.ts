import { randomBytes, randomInt } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import * as z from 'zod';
import { execute, queryOne } from '../db/sql.ts';
import {
  drawBlockPuzzle,
  PIECE_MAX_TOP,
  PIECE_MAX_X,
  PIECE_MIN_TOP,
  PIECE_MIN_X,
} from './block-puzzle-image.ts';
import { decryptAesEcb, encryptAesEcb } from './captcha-cipher.ts';
import { drawClickWords } from './click-word-image.ts';
import type { Point } from './click-word-image.ts';

// The AJ-Captcha protocol as protocols.md fixes it: issue, check once, then the
// business call spends the captchaVerification once.

export const CaptchaCode = {
  Success: 1,
  Expired: 6110,
  Failed: 6111,
  TooManyGets: 6201,
  GetLocked: 6202,
  TooManyChecks: 6204,
  /** AJ-Captcha's repCode "0011", kept as a string: as a JSON number it would read 11. */
  MissingField: '0011',
} as const;

export type CaptchaFailureCode = Exclude<(typeof CaptchaCode)[keyof typeof CaptchaCode], 1>;

export type CaptchaType = 'blockPuzzle' | 'clickWord';

export const CAPTCHA_LIFETIME_MS = 120 * 1000;
export const VERIFICATION_LIFETIME_MS = 180 * 1000;
/** protocols.md: the puzzle passes within 5 px of the true left edge, click words within 25 px. */
export const PUZZLE_TOLERANCE = 5;
export const WORD_TOLERANCE = 25;
/** The y every puzzle answer carries (protocols.md: `{"x": …, "y": 5}`). */
export const PUZZLE_Y = 5;

// Per widget (clientUid). More than 20 gets a minute: 6201. 10 failed checks within
// 5 minutes lock `get` until they age out: 6202. More than 60 checks a minute: 6204.
const GETS_PER_MINUTE = 20;
const FAILURES_BEFORE_LOCK = 10;
const FAILURE_WINDOW_MS = 5 * 60 * 1000;
const CHECKS_PER_MINUTE = 60;
const MINUTE_MS = 60 * 1000;

export type CaptchaAnswer =
  | { captchaType: 'blockPuzzle'; x: number; y: number }
  | { captchaType: 'clickWord'; points: Point[]; wordList: string[] };

export type CaptchaResult<T> = { ok: true; data: T } | { ok: false; code: CaptchaFailureCode };

export type IssuedCaptcha = {
  captchaType: CaptchaType;
  token: string;
  secretKey: string;
  originalImageBase64: string;
  jigsawImageBase64?: string;
  wordList?: string[];
};

type CaptchaRow = {
  token: string;
  captchaType: CaptchaType;
  clientUid: string;
  secretKey: string | null;
  answerJson: string;
  expiresAt: number;
  checkedAt: number | null;
};

export function issueCaptcha(
  db: DatabaseSync,
  captchaType: CaptchaType,
  clientUid: string,
  now: number,
): CaptchaResult<IssuedCaptcha> {
  forgetOldCaptchas(db, now);
  if (countEvents(db, clientUid, 'failure', now - FAILURE_WINDOW_MS) >= FAILURES_BEFORE_LOCK) {
    return { ok: false, code: CaptchaCode.GetLocked };
  }
  if (countEvents(db, clientUid, 'get', now - MINUTE_MS) >= GETS_PER_MINUTE) {
    return { ok: false, code: CaptchaCode.TooManyGets };
  }

  const token = randomBytes(16).toString('hex');
  const secretKey = randomSecretKey();
  let answer: CaptchaAnswer;
  let images: Pick<IssuedCaptcha, 'originalImageBase64' | 'jigsawImageBase64' | 'wordList'>;
  if (captchaType === 'blockPuzzle') {
    const x = randomInt(PIECE_MIN_X, PIECE_MAX_X + 1);
    images = drawBlockPuzzle(x, randomInt(PIECE_MIN_TOP, PIECE_MAX_TOP + 1));
    answer = { captchaType, x, y: PUZZLE_Y };
  } else {
    const drawn = drawClickWords();
    images = { originalImageBase64: drawn.originalImageBase64, wordList: drawn.wordList };
    answer = { captchaType, points: drawn.points, wordList: drawn.wordList };
  }

  execute(
    db,
    `INSERT INTO captchas (token, captcha_type, client_uid, secret_key, answer_json, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    token,
    captchaType,
    clientUid,
    secretKey,
    JSON.stringify(answer),
    now,
    now + CAPTCHA_LIFETIME_MS,
  );
  recordEvent(db, clientUid, 'get', now);
  return { ok: true, data: { captchaType, token, secretKey, ...images } };
}

export type CheckRequest = { captchaType: CaptchaType; pointJson: string; token: string };

/** The first check uses the token up, pass or fail (protocols.md). */
export function checkCaptcha(
  db: DatabaseSync,
  request: CheckRequest,
  now: number,
): CaptchaResult<{ captchaType: CaptchaType; token: string; result: true }> {
  const row = queryOne<CaptchaRow>(
    db,
    `SELECT token, captcha_type AS captchaType, client_uid AS clientUid, secret_key AS secretKey,
            answer_json AS answerJson, expires_at AS expiresAt, checked_at AS checkedAt
       FROM captchas WHERE token = ?`,
    request.token,
  );
  if (!row) return { ok: false, code: CaptchaCode.Expired };
  if (countEvents(db, row.clientUid, 'check', now - MINUTE_MS) >= CHECKS_PER_MINUTE) {
    return { ok: false, code: CaptchaCode.TooManyChecks };
  }
  recordEvent(db, row.clientUid, 'check', now);
  if (row.checkedAt !== null || row.expiresAt <= now) return { ok: false, code: CaptchaCode.Expired };

  // The WHERE makes two checks racing on one token count once.
  const { changes } = execute(
    db,
    'UPDATE captchas SET checked_at = ?, passed = 0 WHERE token = ? AND checked_at IS NULL',
    now,
    row.token,
  );
  if (changes !== 1) return { ok: false, code: CaptchaCode.Expired };

  const pointJson = row.secretKey ? decryptAesEcb(request.pointJson, row.secretKey) : request.pointJson;
  const answer = JSON.parse(row.answerJson) as CaptchaAnswer;
  if (pointJson === null || request.captchaType !== row.captchaType || !matches(answer, pointJson)) {
    recordEvent(db, row.clientUid, 'failure', now);
    return { ok: false, code: CaptchaCode.Failed };
  }

  // captchaVerification = Base64(AES-ECB(token + "---" + pointJson)): the widget
  // computes the same string, since ECB is deterministic.
  const plain = `${row.token}---${pointJson}`;
  const verification = row.secretKey ? encryptAesEcb(plain, row.secretKey) : plain;
  execute(
    db,
    `UPDATE captchas SET passed = 1, verification = ?, verification_expires_at = ? WHERE token = ?`,
    verification,
    now + VERIFICATION_LIFETIME_MS,
    row.token,
  );
  return { ok: true, data: { captchaType: row.captchaType, token: row.token, result: true } };
}

/** Spends a captchaVerification: true once, within 180 s of the pass; false ever after. */
export function consumeVerification(db: DatabaseSync, verification: string, now: number): boolean {
  const { changes } = execute(
    db,
    `UPDATE captchas SET verification_used_at = ?
      WHERE verification = ? AND verification_used_at IS NULL AND verification_expires_at > ?`,
    now,
    verification,
    now,
  );
  return changes === 1;
}

/** The answer of an issued captcha, for GET /__dev/captcha/{token}. */
export function captchaAnswer(db: DatabaseSync, token: string): CaptchaAnswer | undefined {
  const row = queryOne<{ answerJson: string }>(
    db,
    'SELECT answer_json AS answerJson FROM captchas WHERE token = ?',
    token,
  );
  return row ? (JSON.parse(row.answerJson) as CaptchaAnswer) : undefined;
}

const pointSchema = z.object({ x: z.coerce.number(), y: z.coerce.number() });

function matches(answer: CaptchaAnswer, pointJson: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(pointJson);
  } catch {
    return false;
  }
  if (answer.captchaType === 'blockPuzzle') {
    const point = pointSchema.safeParse(parsed);
    return (
      point.success &&
      Math.abs(Math.trunc(point.data.x) - answer.x) <= PUZZLE_TOLERANCE &&
      Math.trunc(point.data.y) === answer.y
    );
  }
  const clicks = z.array(pointSchema).length(answer.points.length).safeParse(parsed);
  return (
    clicks.success &&
    clicks.data.every((click, index) => {
      const expected = answer.points[index];
      return (
        expected !== undefined &&
        Math.abs(click.x - expected.x) <= WORD_TOLERANCE &&
        Math.abs(click.y - expected.y) <= WORD_TOLERANCE
      );
    })
  );
}

const SECRET_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomSecretKey(): string {
  return Array.from({ length: 16 }, () => SECRET_ALPHABET[randomInt(SECRET_ALPHABET.length)]).join('');
}

function countEvents(db: DatabaseSync, clientUid: string, kind: string, since: number): number {
  return (
    queryOne<{ count: number }>(
      db,
      'SELECT COUNT(*) AS count FROM captcha_events WHERE client_uid = ? AND kind = ? AND at > ?',
      clientUid,
      kind,
      since,
    )?.count ?? 0
  );
}

function recordEvent(
  db: DatabaseSync,
  clientUid: string,
  kind: 'get' | 'check' | 'failure',
  now: number,
): void {
  execute(db, 'INSERT INTO captcha_events (client_uid, kind, at) VALUES (?, ?, ?)', clientUid, kind, now);
}

// Captchas and events older than any rule looks back are of no use to anyone.
function forgetOldCaptchas(db: DatabaseSync, now: number): void {
  const horizon = now - 60 * MINUTE_MS;
  execute(db, 'DELETE FROM captchas WHERE expires_at < ?', horizon);
  execute(db, 'DELETE FROM captcha_events WHERE at < ?', horizon);
}
