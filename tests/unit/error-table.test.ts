import { describe, expect, it } from 'vitest';
import { ERROR_STATUS, isErrorCode } from '@/lib/errors/error-codes';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';

/** The one table of the portal's own refusals (lib/errors/error-codes.ts): every code has a status and words in both languages. */
describe('error table', () => {
  it('gives every code an HTTP error status and a message in Chinese and English', () => {
    for (const [code, status] of Object.entries(ERROR_STATUS)) {
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
      expect(zh.errors.bff, code).toHaveProperty(code);
      expect(en.errors.bff, code).toHaveProperty(code);
    }
  });

  it('has no words for codes that do not exist, and knows its codes by own property only', () => {
    for (const code of Object.keys(en.errors.bff)) expect(isErrorCode(code), code).toBe(true);
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'])
      expect(isErrorCode(name)).toBe(false);
  });

  it('uses the statuses a client expects for the common refusals', () => {
    expect(ERROR_STATUS.INVALID_INPUT).toBe(400);
    expect(ERROR_STATUS.LOGIN_REQUIRED).toBe(401);
    expect(ERROR_STATUS.FOREIGN_ORIGIN).toBe(403);
    expect(ERROR_STATUS.UNKNOWN_OPERATION).toBe(404);
    expect(ERROR_STATUS.UNSUPPORTED_MEDIA_TYPE).toBe(415);
    expect(ERROR_STATUS.TOO_MANY_CODES).toBe(429);
  });
});
