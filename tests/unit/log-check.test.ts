import { describe, expect, it } from 'vitest';
import { codePattern } from '../e2e/support/log-check';

// The end-of-run log check (tests/e2e/support/log-check.ts) looks for the run's SMS and e-mail codes
// in the servers' logs: a code written out is a leak, the same digits inside another value are not.
describe('the log check finds a verification code as a value of its own', () => {
  const pattern = codePattern('628740');

  it.each([
    { where: 'a JSON string', line: '{"code":"628740"}', leak: true },
    { where: 'a JSON number', line: '{"code":628740,"to":"13800138000"}', leak: true },
    { where: 'a query parameter', line: 'GET /n/sms/check?phone=13800138000&code=628740&x=1', leak: true },
    { where: 'a word in a message', line: 'sent code 628740 to the outbox', leak: true },
    { where: 'the end of a line', line: 'code=628740', leak: true },
    { where: 'a path', line: '{"path":"/n/sms/verify/628740"}', leak: true },
    {
      where: 'a request id that starts with the same digits',
      line: '{"requestId":"628740bd-bea8-4edf-a22b-7967c428c0eb"}',
      leak: false,
    },
    { where: 'a longer number', line: '{"ms":1628740}', leak: false },
    { where: 'a number that starts with it', line: '{"id":"6287401"}', leak: false },
    { where: 'letters before it', line: 'x628740', leak: false },
  ])('$where: a leak is $leak', ({ line, leak }) => {
    expect(pattern.test(line)).toBe(leak);
  });
});
