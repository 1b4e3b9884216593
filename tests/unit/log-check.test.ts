import { describe, expect, it } from 'vitest';
import { codePattern } from '../e2e/support/log-check';

// The end-of-run log check (tests/e2e/support/log-check.ts) looks for the run's SMS and e-mail codes
// in the servers' logs: a code written out is a leak, the same digits inside another value are not.
describe('the log check finds a verification code as a value of its own', () => {
  const pattern = codePattern('628740');

  it.each([
    ['a JSON string', '{"code":"628740"}'],
    ['a JSON number', '{"code":628740,"to":"13800138000"}'],
    ['a query parameter', 'GET /n/sms/check?phone=13800138000&code=628740&x=1'],
    ['a word in a message', 'sent code 628740 to the outbox'],
    ['the end of a line', 'code=628740'],
    ['a path', '{"path":"/n/sms/verify/628740"}'],
  ])('in %s', (_what, line) => {
    expect(pattern.test(line)).toBe(true);
  });

  it.each([
    ['a request id that starts with the same digits', '{"requestId":"628740bd-bea8-4edf-a22b-7967c428c0eb"}'],
    ['a longer number', '{"ms":1628740}'],
    ['a number that starts with it', '{"id":"6287401"}'],
    ['letters before it', 'x628740'],
  ])('not in %s', (_what, line) => {
    expect(pattern.test(line)).toBe(false);
  });
});
