import { describe, expect, it } from 'vitest';
import { lcaCheckStage, nextStep, reachedFlowNodes } from '@/lib/my-epd/statuses';

// business.md 4: after each act the card says what happens next, from the states the spec's calls give.

const everyNode = (reached: boolean) =>
  ['EPD_APPLICATION', 'CONTRACT_GENERATION', 'LCA_CALCULATION'].map((code, index) => ({
    node: index + 1,
    code,
    reached,
  }));

describe('a refused contract', () => {
  it('leaves contract generation and what follows open, whatever the platform lists', () => {
    expect(
      reachedFlowNodes({ publishStatus: 0, contractStatus: 4, given: everyNode(true), currentNode: 2 }),
    ).toEqual([true, false, false, false, false, false, false]);
    expect(reachedFlowNodes({ publishStatus: 0, contractStatus: '4' })).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('says a new contract follows', () => {
    const state = { quoteStatus: 2, contractStatus: 4, lcaValidateStatus: 0, publishStatus: 0 };
    expect(nextStep({ ...state, lcaCheck: 'none' })).toBe('newContract');
  });
});

describe('what happens next', () => {
  const base = { quoteStatus: 0, contractStatus: 0, lcaValidateStatus: 0, publishStatus: 0 };
  it('follows the quote, then the contract, then the work', () => {
    expect(nextStep({ ...base, lcaCheck: 'none' })).toBe('quoteComing');
    expect(nextStep({ ...base, quoteStatus: 1, lcaCheck: 'none' })).toBe('confirmQuote');
    expect(nextStep({ ...base, quoteStatus: 3, lcaCheck: 'none' })).toBe('newQuote');
    expect(nextStep({ ...base, quoteStatus: 2, contractStatus: 1, lcaCheck: 'none' })).toBe('contractComing');
    expect(nextStep({ ...base, quoteStatus: 2, contractStatus: 2, lcaCheck: 'none' })).toBe(
      'confirmContract',
    );
    expect(nextStep({ ...base, quoteStatus: 2, contractStatus: 3, lcaCheck: 'none' })).toBe('inProgress');
    expect(nextStep({ ...base, publishStatus: 1, lcaCheck: 'none' })).toBe('published');
  });

  it('an LCA correction comes first while asked, then waits for the platform once sent', () => {
    const signed = { ...base, quoteStatus: 2, contractStatus: 3 };
    expect(nextStep({ ...signed, lcaCheck: 'correctionRequested' })).toBe('correctLca');
    expect(nextStep({ ...signed, lcaCheck: 'correctionSent' })).toBe('correctionSent');
  });
});

describe('the LCA data check', () => {
  const check = (lcaValidateStatus: number | string | null, correctionNoted: boolean, sentHere: boolean) =>
    lcaCheckStage({ lcaValidateStatus, publishStatus: 0, correctionNoted, sentHere });
  it('2 asks for a correction', () => {
    expect(check(2, false, false)).toBe('correctionRequested');
    expect(check('2', true, true)).toBe('correctionRequested');
  });
  it('0 waits for the platform after a correction, known from its note or from this page’s answer', () => {
    expect(check(0, true, false)).toBe('correctionSent');
    expect(check('0', false, true)).toBe('correctionSent');
    expect(check(0, false, false)).toBe('none');
    expect(check(1, true, true)).toBe('none');
  });
  it('a published application has nothing to check', () => {
    expect(
      lcaCheckStage({ lcaValidateStatus: 2, publishStatus: 1, correctionNoted: true, sentHere: true }),
    ).toBe('none');
  });
});
